import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { i18nProvider } from '../i18n';
import { actionError, draftBody, draftChanged, draftOf, lineError } from './lineDraft';
import type { StaffOrderLine, StaffOrderView } from '@shop/common';

const line = (productId: string, name: string, size: string | null, quantity: number): StaffOrderLine => ({
  productId,
  name,
  nameAr: null,
  brand: 'Tambay',
  size,
  quantity,
  unitPrice: 100,
  sellingPrice: 100,
  costPrice: 60,
  lineTotal: 100 * quantity,
  current: { exists: true, price: 100, isPublic: true, stockTracked: true, sizeStock: [{ size: 'S', onHand: 1 }] },
});
const order = { lines: [line('p1', 'Jacket', null, 1), line('p2', 'Tee', 'One Size', 2)] } as StaffOrderView;
const refused = (errors: Record<string, string>) =>
  new ApiError(Object.values(errors)[0], 400, { statusCode: 400, message: Object.values(errors)[0], error: 'Bad Request', errors });

describe('editing the lines of an order before recording', () => {
  it('a fresh draft is unchanged; a size, a quantity or a removed line changes it', () => {
    const draft = draftOf(order);
    expect(draftChanged(order, draft)).toBe(false);
    expect(draftChanged(order, [{ ...draft[0], size: 'M' }, draft[1]])).toBe(true);
    expect(draftChanged(order, [draft[0], { ...draft[1], quantity: '3' }])).toBe(true);
    expect(draftChanged(order, [draft[0], { ...draft[1], quantity: ' 2 ' }])).toBe(false);
    expect(draftChanged(order, [draft[1]])).toBe(true);
  });

  it('sends every line with its size and the quantity as typed, so the API judges a blank or a fraction', () => {
    const draft = draftOf(order);
    expect(draftBody([{ ...draft[0], size: 'M', quantity: '1.5' }])).toEqual([{ productId: 'p1', size: 'M', quantity: 1.5 }]);
    expect(Number.isNaN(draftBody([{ ...draft[0], quantity: ' ' }])[0].quantity)).toBe(true);
  });

  it("names the line of the API's error by its number and product, and leaves other errors as the API wrote them", () => {
    const sizeNeeded = refused({ 'lines.0.size': 'Choose a size: this product comes in several sizes' });
    expect(actionError(sizeNeeded, order.lines)).toBe('Line 1 (Jacket): Choose a size: this product comes in several sizes');
    expect(lineError(sizeNeeded.body!.errors!, 0, 'size')).toBe('Choose a size: this product comes in several sizes');
    expect(lineError(sizeNeeded.body!.errors!, 1, 'size')).toBeUndefined();
    expect(actionError(refused({ lines: 'An order needs at least one line' }), order.lines)).toBe('An order needs at least one line');
    expect(actionError(new ApiError('This order is already recorded as sales', 409), order.lines)).toBe('This order is already recorded as sales');
  });
});

describe('a line problem in Arabic', () => {
  afterEach(() => i18nProvider.changeLocale('en'));

  it("names the line in the staff member's language, the product as it is and the API's message as it came", async () => {
    await i18nProvider.changeLocale('ar');
    const sizeNeeded = refused({ 'lines.1.size': 'اختر مقاسًا' });
    expect(actionError(sizeNeeded, order.lines)).toBe('البند 2 (Tee): اختر مقاسًا');
  });
});
