import { Transform } from 'class-transformer';
import { registerDecorator, type ValidationOptions } from 'class-validator';

// NUL and broken Unicode never get this far: the global TextInputPipe refuses them for every input.
export { Trim } from '../../core/transforms';

/** Trims, and turns an empty string into null: optional fields left blank are stored as absent. */
export const TrimToNull = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const t = value.trim();
    return t === '' ? null : t;
  });

/** Trims every entry of a list of strings. */
export const TrimEach = () =>
  Transform(({ value }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)) : value));

/** An absolute http(s) URL, or a path on this site such as /uploads/logo.png (what local storage answers). */
export function isShopUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048 || /\s/.test(value)) return false;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
  } catch {
    return false;
  }
}

export function IsShopUrl(options: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isShopUrl',
      target: object.constructor,
      propertyName,
      options,
      validator: { validate: (value: unknown) => isShopUrl(value) },
    });
}
