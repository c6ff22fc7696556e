/**
 * Splits a range of shop days into whole months (read from the monthly rollup) and the days at either end
 * that do not fill a month (read from the daily rollup). Dates are YYYY-MM-DD calendar days; a missing bound
 * is open. Pure calendar arithmetic: the days are already Asia/Riyadh days, no time zone is involved.
 */
export interface RollupRange {
  /** Whole months: first day of the first month (inclusive) and of the month after the last one (exclusive). */
  months: { from: string | null; to: string | null } | null;
  /** Inclusive day ranges outside the whole months. */
  days: { from: string; to: string }[];
}

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (d: Date) => d.toISOString().slice(0, 10);
const firstOfMonth = (d: Date, add = 0) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + add, 1));
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

export function splitRollupRange(start?: string, end?: string): RollupRange {
  const s = start ? toDate(start) : null;
  const e = end ? toDate(end) : null;
  if (s && e && s > e) return { months: null, days: [] };
  const monthFrom = s ? (s.getUTCDate() === 1 ? s : firstOfMonth(s, 1)) : null;
  // the month of `end` counts as whole only when `end` is its last day
  const monthTo = e ? (addDays(e, 1).getUTCDate() === 1 ? addDays(e, 1) : firstOfMonth(e)) : null;
  if (monthFrom && monthTo && monthFrom >= monthTo) return { months: null, days: [{ from: start!, to: end! }] };
  const days: RollupRange['days'] = [];
  if (s && monthFrom && s < monthFrom) days.push({ from: start!, to: toDay(addDays(monthFrom, -1)) });
  if (e && monthTo && monthTo <= e) days.push({ from: toDay(monthTo), to: end! });
  return { months: { from: monthFrom && toDay(monthFrom), to: monthTo && toDay(monthTo) }, days };
}
