import { SHOP_TIME_ZONE } from '@shop/common';
import { shopDay } from '../core/time/shop-day';

/** The shop's offset from UTC in minutes at `at` (Riyadh keeps +03:00 all year, but the zone is read, not assumed). */
function offsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, timeZoneName: 'longOffset' }).formatToParts(at);
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) : 0;
}

/** The first instant after `now` when the shop's clock reads `minutes` after midnight. */
export function nextNightly(now: Date, minutes: number): Date {
  const day = shopDay(now);
  for (let add = 0; add < 3; add++) {
    const [y, mo, d] = day.split('-').map(Number);
    const guess = new Date(Date.UTC(y, mo - 1, d + add, 0, minutes));
    const at = new Date(guess.getTime() - offsetMinutes(guess) * 60_000);
    if (at > now) return at;
  }
  throw new Error('no next nightly time found');
}

/** ISO week of a shop day (YYYY-Www), the bucket of the weekly backups. */
export function shopWeek(at: Date): string {
  const [y, m, d] = shopDay(at).split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = new Date(Date.UTC(date.getUTCFullYear(), 0, 1));
  const week = Math.ceil(((date.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Every backup younger than this is kept, so "Back up now" never removes the night's or the pre-migration one. */
export const KEEP_ALL_HOURS = 24;

/**
 * Which backups to keep: all of the last 24 hours, the newest of each of the last `daily` shop days that have one, and
 * the newest of each of the last `weekly` weeks. `backups` are { name, at } in any order.
 */
export function backupsToKeep(backups: { name: string; at: Date }[], daily: number, weekly: number, now = new Date()): Set<string> {
  const newestFirst = [...backups].sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<string>();
  for (const b of newestFirst) if (now.getTime() - b.at.getTime() < KEEP_ALL_HOURS * 3_600_000) keep.add(b.name);
  const days = new Set<string>();
  const weeks = new Set<string>();
  for (const b of newestFirst) {
    const day = shopDay(b.at);
    if (!days.has(day) && days.size < daily) {
      days.add(day);
      keep.add(b.name);
    }
    const week = shopWeek(b.at);
    if (!weeks.has(week) && weeks.size < weekly) {
      weeks.add(week);
      keep.add(b.name);
    }
  }
  return keep;
}
