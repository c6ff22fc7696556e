import { FULFILMENT_TYPES, paymentMethodsFor, type FulfilmentType, type PaymentMethod } from '../../lib/rules/payment-methods';
import type { Dictionary } from '../../i18n/en';

export interface CheckoutForm {
  name: string;
  /** International number, e.g. +966501234567 (built by the phone input). */
  contactNumber: string;
  orderType: FulfilmentType;
  address: string;
  paymentMethod: PaymentMethod['id'] | '';
  termsAccepted: boolean;
}

/** A field's problem, named by its key in the dictionary's checkout.errors (the dialog shows it in the page's language). */
export type CheckoutErrorKey = keyof Dictionary['checkout']['errors'];
export type CheckoutErrors = Partial<Record<keyof CheckoutForm, CheckoutErrorKey>>;
const CHECKOUT_MESSAGES = {
  contactRequired: 'contactRequired',
  phoneInvalid: 'phoneInvalid',
  orderTypeInfo: 'orderTypeInfo',
  paymentRequired: 'paymentRequired',
  termsRequired: 'termsRequired',
} as const satisfies Record<string, CheckoutErrorKey>;

export const EMPTY_CHECKOUT_FORM: CheckoutForm = {
  name: '',
  contactNumber: '',
  orderType: 'pickup',
  address: '',
  paymentMethod: '',
  termsAccepted: false,
};

/** A phone number: after removing spaces, an optional plus, a first digit 1-9, then 6 to 14 more digits. */
export const PHONE_PATTERN = /^\+?[1-9]\d{6,14}$/;

export const ORDER_TYPE_INVALID: CheckoutErrorKey = 'orderTypeInvalid';

export function validateCheckout(form: CheckoutForm): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const phone = (form.contactNumber ?? '').replace(/\s+/g, '');
  if (!phone) errors.contactNumber = CHECKOUT_MESSAGES.contactRequired;
  else if (!PHONE_PATTERN.test(phone)) errors.contactNumber = CHECKOUT_MESSAGES.phoneInvalid;

  if (!FULFILMENT_TYPES.includes(form.orderType)) errors.orderType = ORDER_TYPE_INVALID;
  else if (form.orderType === 'delivery' && !form.address.trim()) errors.orderType = CHECKOUT_MESSAGES.orderTypeInfo;

  if (!form.paymentMethod) errors.paymentMethod = CHECKOUT_MESSAGES.paymentRequired;
  else if (FULFILMENT_TYPES.includes(form.orderType) && !paymentMethodsFor(form.orderType).some((m) => m.id === form.paymentMethod)) {
    errors.paymentMethod = CHECKOUT_MESSAGES.paymentRequired;
  }

  if (form.termsAccepted !== true) errors.termsAccepted = CHECKOUT_MESSAGES.termsRequired;
  return errors;
}

export function isCheckoutValid(form: CheckoutForm): boolean {
  return Object.keys(validateCheckout(form)).length === 0;
}

/** Changing the order type drops a payment method the new type does not offer (cash is pickup only, COD delivery only). */
export function withOrderType(form: CheckoutForm, orderType: FulfilmentType): CheckoutForm {
  const keep = paymentMethodsFor(orderType).some((m) => m.id === form.paymentMethod);
  return { ...form, orderType, paymentMethod: keep ? form.paymentMethod : '' };
}
