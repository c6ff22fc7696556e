import { ValidationError } from '../core/validation/errors';
import { confirmLines, type LiveProduct } from './order-catalog';
import { ORDER_MESSAGES as M } from './orders.messages';

const product = (onHand: Record<string, number>, sizes = Object.keys(onHand)): LiveProduct => ({
  id: 'p1',
  name: 'Shirt',
  nameAr: null,
  brand: 'Retro',
  sizes,
  effectivePrice: 100,
  sellingPrice: 100,
  costPrice: 50,
  currency: 'SAR',
  isPublic: true,
  onHand: new Map(Object.entries(onHand)),
});

const refusal = (fn: () => unknown): Record<string, string> | null => {
  try {
    fn();
    return null;
  } catch (e) {
    if (e instanceof ValidationError) return e.errors;
    throw e;
  }
};

const line = (quantity: number, size?: string) => ({ productId: 'p1', size, quantity, unitPrice: 100 });

describe('confirmLines: the stock a shopper may claim', () => {
  const shirt = product({ S: 15, M: 15 });
  const confirm = (...lines: ReturnType<typeof line>[]) => refusal(() => confirmLines(lines, new Map([['p1', shirt]]), { shopper: true }));

  it('never lets a line without a size claim pieces beside the sized lines: its size is asked for first', () => {
    expect(confirm(line(20), line(15, 'S'))).toEqual({ 'lines.0.size': M.sizeRequired });
    expect(confirm(line(15, 'S'), line(20))).toEqual({ 'lines.1.size': M.sizeRequired });
  });

  it('still holds each size to its own count, however the lines of that size are split', () => {
    expect(confirm(line(10, 'S'), line(6, 'S'))).toEqual({ 'lines.1.quantity': M.onlyLeft(15) });
    expect(confirm(line(1, 'M'), line(15, 'S'), line(15, 'M'))).toEqual({ 'lines.2.quantity': M.onlyLeft(15) });
    expect(confirm(line(15, 'S'), line(15, 'M'))).toBeNull();
  });

  it('checks nothing for a product whose stock is not counted', () => {
    const free = product({}, ['S', 'M']);
    expect(refusal(() => confirmLines([line(99, 'M'), line(99, 'S'), line(99, 'S')], new Map([['p1', free]]), { shopper: true }))).toBeNull();
  });
});
