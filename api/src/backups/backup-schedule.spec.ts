import { backupsToKeep, nextNightly, shopWeek } from './backup-schedule';

describe('backup schedule', () => {
  it('the next nightly backup is 03:00 Riyadh (00:00 UTC), today when it is still ahead, else tomorrow', () => {
    expect(nextNightly(new Date('2026-11-26T20:59:00Z'), 180).toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(nextNightly(new Date('2026-11-26T23:59:00+03:00'), 180).toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(nextNightly(new Date('2026-11-27T02:59:00+03:00'), 180).toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(nextNightly(new Date('2026-11-27T03:00:00+03:00'), 180).toISOString()).toBe('2026-11-28T00:00:00.000Z');
  });

  it('weeks are ISO weeks of the shop day', () => {
    expect(shopWeek(new Date('2026-11-29T20:00:00Z'))).toBe('2026-W48'); // Monday 30 Nov in Riyadh is week 49
    expect(shopWeek(new Date('2026-11-29T21:00:00Z'))).toBe('2026-W49');
  });

  it('keeps the newest of each of the last 7 days and of the last 4 weeks, and drops the rest', () => {
    const backups = Array.from({ length: 60 }, (_, i) => ({ name: `d${i}`, at: new Date(Date.UTC(2026, 9, 1 + i, 0, 0)) }));
    backups.push({ name: 'extra-same-day', at: new Date(Date.UTC(2026, 10, 29, 10)) }); // newer, same shop day as d59
    const keep = backupsToKeep(backups, 7, 4, new Date('2026-12-05T00:00:00Z'));
    expect(keep.has('extra-same-day')).toBe(true);
    expect(keep.has('d59')).toBe(false);
    for (const i of [58, 57, 56, 55, 54, 53]) expect(keep.has(`d${i}`)).toBe(true);
    // Sunday 22, 15 and 8 November close the three weeks before; the days between them go
    for (const i of [52, 45, 38]) expect(keep.has(`d${i}`)).toBe(true);
    for (const i of [51, 46, 44, 37, 31]) expect(keep.has(`d${i}`)).toBe(false);
    expect(keep.size).toBe(7 + 3);
  });

  it("keeps every backup of the last 24 hours, so a backup asked for never removes the night's", () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const backups = [
      { name: 'nightly', at: new Date('2026-11-26T00:00:00Z') },
      { name: 'pre-migration', at: new Date('2026-11-26T08:00:00Z') },
      { name: 'manual', at: new Date('2026-11-26T11:00:00Z') },
      { name: 'yesterday-early', at: new Date('2026-11-25T01:00:00Z') },
      { name: 'yesterday-late', at: new Date('2026-11-25T12:30:00Z') },
    ];
    expect([...backupsToKeep(backups, 7, 4, now)].sort()).toEqual(['manual', 'nightly', 'pre-migration', 'yesterday-late']);
  });
});
