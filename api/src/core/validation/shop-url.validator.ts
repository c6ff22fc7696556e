import { registerDecorator, type ValidationOptions } from 'class-validator';

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
