/**
 * The texts of a refused stock change, as the API answers them and the back office shows them. Apart from ./stock.ts
 * so that a storefront script reading availability does not carry them.
 */
import { STOCK_LIMITS } from './stock.js';

export const STOCK_MESSAGES = {
  quantityInvalid: 'Quantity must be a whole number of at least 1',
  quantityTooHigh: `Quantity must be at most ${STOCK_LIMITS.quantityMax}`,
  onHandInvalid: 'Stock must be a whole number of at least 0',
  onHandTooHigh: `Stock must be at most ${STOCK_LIMITS.quantityMax}`,
  sizeUnknown: "Size must be one of the product's sizes",
  sizeRequired: 'Size is required: this product counts stock in several sizes',
  sizesIncomplete: 'Give the stock of every size of the product',
  notTracked: 'Stock is not tracked for this product: set its stock first',
  reasonInvalid: 'Reason must be one of RECEIVED, COUNTED, DAMAGED, RETURNED',
  noteTooLong: `Note must be at most ${STOCK_LIMITS.noteMax} characters`,
  oversellInvalid: 'Oversell must be true or false',
  trackedInvalid: 'Tracked must be true or false',
  lowStockThresholdInvalid: `Low-stock threshold must be a whole number from 0 to ${STOCK_LIMITS.lowStockThresholdMax}`,
  showExactStockInvalid: 'Show exact stock must be true or false',
  soldOutLastInvalid: 'Sold-out last must be true or false',
} as const;
