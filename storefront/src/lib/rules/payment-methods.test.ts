import { describe, expect, it } from 'vitest';
import { paymentMethodsFor } from './payment-methods';

describe('payment methods', () => {
  it('filters by order type', () => {
    expect(paymentMethodsFor('pickup').map((m) => m.id)).toEqual(['cash', 'gcash', 'maya', 'bank_transfer']);
    expect(paymentMethodsFor('delivery').map((m) => m.id)).toEqual(['cod', 'gcash', 'maya', 'bank_transfer']);
  });
});
