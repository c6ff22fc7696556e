export { shopTime } from '../ui/shopTime';

/** A size in the largest unit under 1024 of it, one decimal below 10: the unit's key and the number. */
export function fileSizeParts(bytes: number): { unit: 'B' | 'KB' | 'MB' | 'GB' | 'TB'; n: number } {
  if (bytes < 1024) return { unit: 'B', n: bytes };
  const units = ['KB', 'MB', 'GB', 'TB'] as const;
  let n = bytes / 1024;
  let i = 0;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i++;
  }
  return { unit: units[i], n: Number(n.toFixed(n < 10 ? 1 : 0)) };
}
