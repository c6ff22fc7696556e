/** How a shopper receives an order and how each way may be paid. */
export const FULFILMENT_TYPES = ['pickup', 'delivery'] as const;

export type FulfilmentType = (typeof FULFILMENT_TYPES)[number];

export interface PaymentMethod {
  id: 'cash' | 'cod' | 'gcash' | 'maya' | 'bank_transfer';
  name: string;
  availableFor: readonly FulfilmentType[];
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { id: 'cash', name: 'Cash', availableFor: ['pickup'] },
  { id: 'cod', name: 'Cash on Delivery', availableFor: ['delivery'] },
  { id: 'gcash', name: 'GCash', availableFor: ['delivery', 'pickup'] },
  { id: 'maya', name: 'Maya', availableFor: ['delivery', 'pickup'] },
  { id: 'bank_transfer', name: 'Bank Transfer', availableFor: ['delivery', 'pickup'] },
];

/** Labels used inside the order message. */
export const PAYMENT_MESSAGE_LABELS: Record<PaymentMethod['id'], string> = {
  cash: 'Cash on Delivery',
  cod: 'Cash on Delivery',
  gcash: 'GCash',
  maya: 'Maya',
  bank_transfer: 'Bank Transfer',
};

export function paymentMethodsFor(type: FulfilmentType): PaymentMethod[] {
  return PAYMENT_METHODS.filter((m) => m.availableFor.includes(type));
}
