const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** A size in body-parser's notation ('16kb', '1mb', or a number of bytes) as bytes; NaN when it is not one. */
export function bytes(limit: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(limit);
  return m ? Math.floor(Number(m[1]) * UNITS[(m[2] ?? 'b').toLowerCase()]) : NaN;
}
