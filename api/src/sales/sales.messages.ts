import { PAGING_MESSAGES } from '../core/validation/paging.messages';

/** Texts the specs do not give (their own sale texts are SALE_MESSAGES in @shop/common). */
export const SALE_EXTRA_MESSAGES = {
  saleDateInvalid: 'Sale date must be a date (YYYY-MM-DD) or an ISO timestamp',
  dateInvalid: 'Dates must be written YYYY-MM-DD',
  customerNameTooLong: 'Customer name is too long',
  customerLocationTooLong: 'Customer location is too long',
  saleNotesTooLong: 'Sale notes are too long',
  ...PAGING_MESSAGES,
  searchTooLong: 'Search is too long',
  originalPriceDecimals: 'Original price can have at most 2 decimal places',
  sellingPriceDecimals: 'Selling price can have at most 2 decimal places',
  discountedPriceDecimals: 'Discounted price can have at most 2 decimal places',
} as const;

export const SALE_TEXT_LIMITS = { customerName: 200, customerLocation: 200, saleNotes: 1000, search: 200 } as const;
