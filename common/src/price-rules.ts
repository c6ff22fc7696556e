import { PRODUCT_LIMITS } from './limits.js';
import { PRODUCT_MESSAGES } from './messages.js';

/** Prices are stored with two decimals; the rules compare what will be stored. */
export function roundPrice(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * A discount counts only when above zero; none or 0 means the selling price applies. The database's generated
 * effective_price column (CreateCatalog migration) is the same rule.
 */
export function hasDiscount(discountedPrice: number | null | undefined): discountedPrice is number {
  return discountedPrice != null && discountedPrice > 0;
}

/** A price its own rules accept (a number from 0 to the maximum), rounded; anything else is left to those rules. */
function usablePrice(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return value >= PRODUCT_LIMITS.priceMin && value <= PRODUCT_LIMITS.priceMax ? roundPrice(value) : null;
}

interface PriceRuleInput {
  originalPrice?: unknown;
  sellingPrice?: unknown;
  discountedPrice?: unknown;
}

export type PriceRuleErrors = Partial<Record<'sellingPrice' | 'discountedPrice', string>>;

/**
 * The rules that compare a product's prices: the selling price must cover the original price (the profit rule), and
 * a discount, when there is one (above 0), must be below the selling price. Each failing rule is answered under its
 * field; a price that is missing or fails its own rule is not compared.
 */
export function productPriceErrors(p: PriceRuleInput): PriceRuleErrors {
  const errors: PriceRuleErrors = {};
  const original = usablePrice(p.originalPrice);
  const selling = usablePrice(p.sellingPrice);
  const discounted = usablePrice(p.discountedPrice);
  if (original !== null && selling !== null && selling < original) errors.sellingPrice = PRODUCT_MESSAGES.sellingBelowOriginal;
  if (hasDiscount(discounted) && selling !== null && discounted >= selling) {
    errors.discountedPrice = PRODUCT_MESSAGES.discountNotBelowSelling;
  }
  return errors;
}
