import { registerDecorator, type ValidationArguments } from 'class-validator';
import { productPriceErrors, type PriceRuleErrors } from '@shop/common';

const PRICES = ['originalPrice', 'sellingPrice', 'discountedPrice'] as const;

/**
 * The shared price rules, checked on the request beside every other field rule so one 400 names them all.
 * `partial` (updates): a body that leaves a price out is checked by the service instead, against the stored price,
 * so that every price rule is still answered together.
 */
export function PriceRule(field: keyof PriceRuleErrors, partial = false): PropertyDecorator {
  const failure = (args: ValidationArguments) => {
    const body = args.object as Record<string, unknown>;
    if (partial && PRICES.some((key) => body[key] === undefined)) return undefined;
    return productPriceErrors(body)[field];
  };
  return (object: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'priceRule',
      target: object.constructor,
      propertyName: propertyName as string,
      validator: {
        validate: (_value: unknown, args: ValidationArguments) => !failure(args),
        defaultMessage: (args?: ValidationArguments) => (args && failure(args)) || '',
      },
    });
}
