import { afterEach, describe, expect, it } from 'vitest';
import { shopTime } from './shopTime';

const machineZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = machineZone;
});

describe('shop time', () => {
  it('reads a moment in Riyadh time whatever zone the machine is in', () => {
    for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo']) {
      process.env.TZ = zone;
      expect(shopTime('2026-11-26T15:35:00.000Z')).toBe('Nov 26, 2026, 6:35 PM');
      expect(shopTime(new Date('2026-11-26T21:05:00.000Z'))).toBe('Nov 27, 2026, 12:05 AM');
    }
  });
});
