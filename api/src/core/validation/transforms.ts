import { Transform } from 'class-transformer';

// NUL and broken Unicode never get this far: the global TextInputPipe refuses them for every input.

/** Trims strings; leaves other types for the validators to refuse. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Trims, and turns an empty string into null: optional fields left blank are stored as absent. */
export const TrimToNull = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const t = value.trim();
    return t === '' ? null : t;
  });

/** Trims every entry of a list of strings. */
export const TrimEach = () => Transform(({ value }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)) : value));
