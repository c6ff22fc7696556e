import { ORDER_LIMITS, ORDER_ROUTES, ORDER_STATUSES, PLATFORMS } from '@shop/common';

/** The API's answers about chat orders, each written once. */
export const ORDER_MESSAGES = {
  codeInvalid: 'Order code must look like RC-XXXXX-XXXXX',
  codeTaken: 'This order code is already used',
  notFound: 'We could not find this order',
  linesRequired: 'An order needs at least one line',
  linesTooMany: `An order may have at most ${ORDER_LIMITS.linesMax} lines`,
  lineInvalid: 'Each line must be an object with productId, quantity and unitPrice',
  productUnknown: 'This product is not available',
  sizeUnknown: "Size must be one of the product's sizes",
  sizeRequired: 'Choose a size: this product comes in several sizes',
  quantityInvalid: `Quantity must be a whole number from 1 to ${ORDER_LIMITS.quantityMax}`,
  unitPriceInvalid: 'Unit price must be a number above zero',
  priceChanged: (price: string) => `The price is now ${price}`,
  onlyLeft: (left: number) => `Only ${left} left`,
  pickupDateInvalid: 'Pickup date must be a day (YYYY-MM-DD) from today to 60 days ahead',
  languageInvalid: 'Language must be en or ar',
  routeInvalid: `Route must be one of ${ORDER_ROUTES.join(', ')}`,
  placedAtInvalid: 'Placed at must be the time the order was sent (ISO 8601, within a day of now)',
  tooMany: 'Too many orders from this address; try again in a minute',
  /** The shop-wide hourly budget is spent: the order is not stored (the chat message still reaches the shop). */
  storagePaused: 'The shop is receiving too many orders right now; please try again later',
  tooManyReads: 'Too many order lookups from this address; try again in a minute',
  statusInvalid: `Status must be one of ${ORDER_STATUSES.join(', ')}`,
  statusStep: (from: string, to: string) => `An order that is ${from} cannot become ${to}`,
  reasonTooLong: 'Reason must be at most 200 characters',
  deleteSalesInvalid: 'Delete sales must be true or false',
  platformRequired: `Platform is required for an order sent by copy or email: one of ${PLATFORMS.join(', ')}`,
  alreadyRecorded: 'This order is already recorded as sales',
  notRecordable: 'A cancelled or completed order cannot be recorded',
  linesLocked: 'The lines of an order already recorded cannot change',
  searchInvalid: 'Search must be at most 100 characters',
  pageInvalid: 'Page must be a whole number from 1 to 100000',
  limitInvalid: 'Limit must be a whole number from 1 to 100',
} as const;

export const ORDER_REASON_MAX = 200;
