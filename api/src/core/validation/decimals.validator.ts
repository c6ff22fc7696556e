import { registerDecorator, type ValidationOptions } from 'class-validator';

/**
 * A finite number with at most `places` decimals. class-validator's own maxDecimalPlaces reads the decimals off
 * the number's text and throws on exponent notation (1e-7, 5e-324); rounding to `places` and comparing does not.
 */
export function hasAtMostDecimals(value: unknown, places: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && Number(value.toFixed(places)) === value;
}

export function MaxDecimals(places: number, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'maxDecimals',
      target: target.constructor,
      propertyName,
      constraints: [places],
      options,
      validator: { validate: (value: unknown) => hasAtMostDecimals(value, places) },
    });
}
