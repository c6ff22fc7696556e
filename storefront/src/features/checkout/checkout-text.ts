import type { FulfilmentType } from '../../lib/payment-methods';

/** The checkout dialog's texts. */
export const CHECKOUT_TEXT = {
  title: 'Checkout',
  steps: ['Customer Details', 'Confirmation'],
  next: 'Next',
  previous: 'Previous',
  submit: 'Submit Order',
  whatsapp: 'Send on WhatsApp instead',
  copy: 'Copy message',
  copied: 'Message copied',
  checking: 'Checking prices and stock…',
  emptyAfterCheck: 'None of the items in your cart are available any more.',
  uncheckedNote: 'We could not check the latest prices right now; staff will confirm them in the chat.',
  sent: (ref: string) => `Order ${ref} is ready in the chat. Press send there to place it.`,
  opensChat: (app: string) => `Submitting opens ${app} in a new tab with your order message filled in. Nothing is sent to our website.`,
  byHandTitle: 'Send your order to us',
  byHand: 'Copy the order message and send it to us. We will reply to confirm your order, its total and the delivery or pickup details.',
  byHandNoContact: (address: string) =>
    `Copy the order message and show it at our stall at ${address} on Fridays, 10:00am-6:00pm, or send it to us through the links at the bottom of this page.`,
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  newOrder: 'Done, start a new order',
} as const;

export const ORDER_TYPES: { value: FulfilmentType; label: string; hint: string }[] = [
  { value: 'pickup', label: 'Store Pick-Up', hint: 'Fridays, 10:00am-6:00pm' },
  { value: 'delivery', label: 'Delivery', hint: 'To your address' },
];
