import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import {
  EMPTY_CHECKOUT_FORM,
  ORDER_TYPE_INVALID,
  isCheckoutValid,
  validateCheckout as validateKeys,
  withOrderType,
  type CheckoutForm,
} from './validation';

const CHECKOUT_MESSAGES = en.checkout.errors;
/** The errors as the English dialog shows them. */
const validateCheckout = (form: CheckoutForm) =>
  Object.fromEntries(Object.entries(validateKeys(form)).map(([field, key]) => [field, CHECKOUT_MESSAGES[key]]));

const valid: CheckoutForm = {
  name: '',
  contactNumber: '+966501234567',
  orderType: 'pickup',
  address: '',
  paymentMethod: 'cash',
  termsAccepted: true,
};

describe('checkout validation', () => {
  it('accepts a complete pickup order without a name or address', () => {
    expect(validateCheckout(valid)).toEqual({});
    expect(isCheckoutValid(valid)).toBe(true);
  });

  it('reports every required field of an empty form', () => {
    expect(validateCheckout(EMPTY_CHECKOUT_FORM)).toEqual({
      contactNumber: 'Contact number is required',
      paymentMethod: 'Payment method is required',
      termsAccepted: 'You must accept the terms and policy to continue',
    });
  });

  it.each([
    ['+966501234567', undefined],
    ['966 50 123 4567', undefined],
    ['+1234567', undefined],
    ['+123456789012345', undefined],
    ['+1234567890123456', CHECKOUT_MESSAGES.phoneInvalid],
    ['+123456', CHECKOUT_MESSAGES.phoneInvalid],
    ['+0501234567', CHECKOUT_MESSAGES.phoneInvalid],
    ['+96650-123', CHECKOUT_MESSAGES.phoneInvalid],
    ['   ', CHECKOUT_MESSAGES.contactRequired],
  ])('contact number %j', (contactNumber, message) => {
    expect(validateCheckout({ ...valid, contactNumber }).contactNumber).toBe(message);
  });

  it('needs an address for delivery, reported on the order type', () => {
    const delivery = { ...valid, orderType: 'delivery' as const, paymentMethod: 'cod' as const, address: '  ' };
    expect(validateCheckout(delivery)).toEqual({ orderType: 'Please provide all required information for your selected order type' });
    expect(validateCheckout({ ...delivery, address: 'King Fahd Rd, Riyadh' })).toEqual({});
  });

  it('accepts only pickup or delivery', () => {
    expect(validateCheckout({ ...valid, orderType: 'shipping' as never }).orderType).toBe(CHECKOUT_MESSAGES[ORDER_TYPE_INVALID]);
    expect(CHECKOUT_MESSAGES[ORDER_TYPE_INVALID]).toBe('Please choose pickup or delivery');
  });

  it('offers cash for pickup only and COD for delivery only', () => {
    expect(validateCheckout({ ...valid, orderType: 'delivery', address: 'x', paymentMethod: 'cash' }).paymentMethod).toBe(
      CHECKOUT_MESSAGES.paymentRequired,
    );
    expect(validateCheckout({ ...valid, paymentMethod: 'cod' }).paymentMethod).toBe(CHECKOUT_MESSAGES.paymentRequired);
    expect(withOrderType({ ...valid, paymentMethod: 'cash' }, 'delivery').paymentMethod).toBe('');
    expect(withOrderType({ ...valid, paymentMethod: 'gcash' }, 'delivery').paymentMethod).toBe('gcash');
  });

  it('requires the terms', () => {
    expect(validateCheckout({ ...valid, termsAccepted: false })).toEqual({ termsAccepted: CHECKOUT_MESSAGES.termsRequired });
  });
});
