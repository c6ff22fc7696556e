import { STALL_PAYMENTS, withArabic } from '@shop/common';

/**
 * The stall's limits and refusals: only the API checks a basket (the phone keeps what it sells and shows the API's
 * answer), so they live beside it.
 */

/** A basket's stall time may be ahead of the server's clock by this much (a phone's clock drifts), never more. */
export const STALL_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** A basket kept on a phone longer than this is refused: the sale is typed in by hand with the sales form. */
export const STALL_MAX_AGE_DAYS = 7;
export const STALL_MAX_LINES = 50;
export const STALL_MAX_QUANTITY = 999;

export const STALL_MESSAGES = withArabic(
  {
    idInvalid: 'Basket id must be a UUID',
    madeAtInvalid: 'Stall time must be an ISO date and time',
    madeAtFuture: 'Stall time is in the future: check the phone’s clock',
    madeAtTooOld: `Stall time is more than ${STALL_MAX_AGE_DAYS} days ago: record this sale with the sales form`,
    paymentInvalid: `Payment must be one of ${STALL_PAYMENTS.join(', ')}`,
    productRequired: 'Each line needs a product',
    linesRequired: `A basket holds 1 to ${STALL_MAX_LINES} lines`,
    quantityInvalid: `Quantity must be a whole number from 1 to ${STALL_MAX_QUANTITY}`,
    unitPriceInvalid: 'Unit price must be a positive amount',
    productNotFound: (line: number) => `Line ${line}: product not found or not on sale`,
    priceNotShops: (line: number, price: string) => `Line ${line}: the price must be the shop's price, ${price}`,
    saleNote: (payment: string) => `Market stall · ${payment}`,
  } as const,
  {
    idInvalid: 'معرّف السلة يجب أن يكون UUID',
    madeAtInvalid: 'وقت البسطة يجب أن يكون تاريخًا ووقتًا بصيغة ISO',
    madeAtFuture: 'وقت البسطة في المستقبل: تحقق من ساعة الهاتف',
    madeAtTooOld: `وقت البسطة قبل أكثر من ${STALL_MAX_AGE_DAYS} أيام: سجّل هذا البيع من نموذج المبيعات`,
    paymentInvalid: `الدفع يجب أن يكون أحد ${STALL_PAYMENTS.join(', ')}`,
    productRequired: 'كل سطر يحتاج إلى منتج',
    linesRequired: `السلة من 1 إلى ${STALL_MAX_LINES} سطرًا`,
    quantityInvalid: `الكمية عدد صحيح من 1 إلى ${STALL_MAX_QUANTITY}`,
    unitPriceInvalid: 'سعر القطعة يجب أن يكون مبلغًا موجبًا',
    productNotFound: (line) => `السطر ${line}: المنتج غير موجود أو غير معروض للبيع`,
    priceNotShops: (line, price) => `السطر ${line}: السعر يجب أن يكون سعر المتجر، ${price}`,
    saleNote: null,
  },
);
