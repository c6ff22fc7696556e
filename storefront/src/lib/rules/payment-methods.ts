/** How a shopper receives an order and how each way may be paid. */
export const FULFILMENT_TYPES = ['pickup', 'delivery'] as const;

export type FulfilmentType = (typeof FULFILMENT_TYPES)[number];

/** The methods' names are in the dictionary: checkout.payments on screen, message.payments in the order message. */
export interface PaymentMethod {
  id: 'cash' | 'cod' | 'gcash' | 'maya' | 'bank_transfer';
  availableFor: readonly FulfilmentType[];
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { id: 'cash', availableFor: ['pickup'] },
  { id: 'cod', availableFor: ['delivery'] },
  { id: 'gcash', availableFor: ['delivery', 'pickup'] },
  { id: 'maya', availableFor: ['delivery', 'pickup'] },
  { id: 'bank_transfer', availableFor: ['delivery', 'pickup'] },
];

export function paymentMethodsFor(type: FulfilmentType): PaymentMethod[] {
  return PAYMENT_METHODS.filter((m) => m.availableFor.includes(type));
}
