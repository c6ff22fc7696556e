import { useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { CountryCode } from 'libphonenumber-js/min';
import { paymentMethodsFor } from '../../lib/rules/payment-methods';
import type { ClientSettings } from '../../lib/settings/client-settings';
import { whatsappLink } from '../../lib/settings/site';
import { orderContacts } from '../contact/contact';
import { fetchProduct } from '../../lib/api/api';
import { copyText } from '../../lib/client/clipboard';
import { showToast } from '../toast/store';
import { $cartItems, $cartTotals, $checkoutOpen, clearCart } from '../cart-store/store';
import { DEFAULT_PHONE_COUNTRY } from './countries';
import { EMPTY_CHECKOUT_FORM, validateCheckout, type CheckoutErrors, type CheckoutForm } from './validation';
import { buildOrderMessage, orderReference } from './message';
import { messengerLink } from '../chat-links/messenger';
import { submitOrder } from '../orders/send-order';
import { orderPagePath, withOrderLink } from '../orders/order-texts';
import type { OrderRoute } from '@shop/common';
import { cartNotices, isStockChange, refreshCartItems, type CartChange } from './refresh';
import type { Lang } from '../../i18n/lang';
import { useT } from '../../i18n/use-t';
import { fill } from '../../i18n/plural';
import { $appliedCode, $cartDiscount, revalidateCode } from '../cart-store/promotion';

/**
 * The checkout's state, kept apart from its two steps' markup: the details form, the phone as typed, which fields were
 * left, the cart as re-read before the message, the order reference and how it was sent. It lives as long as the
 * dialog, so going back to the details keeps everything the shopper gave.
 */
export function useCheckout(settings: ClientSettings, lang: Lang) {
  const d = useT(lang);
  const items = useStore($cartItems);
  const { totalItems, totalPrice: fullPrice } = useStore($cartTotals);
  const promotion = useStore($cartDiscount);
  const applied = useStore($appliedCode);
  const totalPrice = Math.round((fullPrice - promotion.discount) * 100) / 100;
  const [step, setStep] = useState<0 | 1>(0);
  const [form, setForm] = useState<CheckoutForm>(EMPTY_CHECKOUT_FORM);
  const [country, setCountry] = useState<CountryCode>(DEFAULT_PHONE_COUNTRY);
  const [national, setNational] = useState('');
  const [touched, setTouched] = useState<Partial<Record<keyof CheckoutForm, boolean>>>({});
  const [checking, setChecking] = useState(false);
  const [changes, setChanges] = useState<CartChange[]>([]);
  const [unchecked, setUnchecked] = useState<string[]>([]);
  const [reference, setReference] = useState<string | null>(null);
  const [sentVia, setSentVia] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const errors: CheckoutErrors = useMemo(() => validateCheckout(form), [form]);
  const valid = Object.keys(errors).length === 0;
  const currency = items[0]?.currency ?? 'SAR';
  const shown = (field: keyof CheckoutForm) => {
    const key = touched[field] ? errors[field] : undefined;
    return key ? d.checkout.errors[key] : undefined;
  };
  const touch = (field: keyof CheckoutForm) => setTouched((t) => ({ ...t, [field]: true }));
  const update = (patch: Partial<CheckoutForm>) => setForm((f) => ({ ...f, ...patch }));

  const orderUrl = reference && typeof location !== 'undefined' ? `${location.origin}${orderPagePath(lang, reference)}` : '';
  const message = useMemo(
    () =>
      reference && form.paymentMethod
        ? withOrderLink(
            buildOrderMessage({ reference, customer: { ...form, paymentMethod: form.paymentMethod }, items, currency, lang, promotion }),
            orderUrl,
            lang,
          )
        : '',
    [reference, orderUrl, form, items, currency, lang, promotion],
  );
  const messenger = messengerLink(settings.messengerUrl, message);
  const whatsapp = whatsappLink(settings.whatsapp, message);
  const primary = messenger ?? whatsapp;
  // No chat set up: the shopper sends the message by hand, by email (pre-filled) or phone.
  const byHand = primary ? [] : orderContacts(settings, { subject: fill(d.checkout.mailSubject, { ref: reference ?? '' }).trim(), message });

  const close = () => $checkoutOpen.set(false);

  // Fired, never awaited: the chat opens in the click's own task even when the API is slow or down.
  const sentOrders = useRef(new Set<string>());
  const submit = (route: OrderRoute) => {
    if (reference) {
      const sent = { code: applied?.code ?? null, discount: promotion.discount, known: promotion.known };
      submitOrder({ reference, items, orderType: form.orderType, lang, route, promotion: sent }, sentOrders.current);
    }
  };

  const next = async () => {
    setTouched({ contactNumber: true, orderType: true, paymentMethod: true, termsAccepted: true, address: true });
    if (!valid || items.length === 0) return;
    setChecking(true);
    // the prices and the kept code checked again together, so the message names only a code the API still takes
    const [result] = await Promise.all([refreshCartItems(items, (id) => fetchProduct(id)), revalidateCode(lang)]);
    setChecking(false);
    $cartItems.set(result.items);
    setChanges(result.changes);
    setUnchecked(result.unchecked);
    // Nothing left, or less than asked for: stays on step 0 with the notice, so the shopper sees it before any message exists.
    if (result.items.length === 0 || result.changes.some(isStockChange)) return;
    setReference((r) => r ?? orderReference());
    setStep(1);
  };

  const copy = async () => {
    submit('COPY');
    try {
      await copyText(message);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      showToast({ ...d.checkout.copyFailed, variant: 'destructive' });
    }
  };

  const finish = () => {
    clearCart({ silent: true });
    $appliedCode.set(null);
    close();
  };

  return {
    items,
    totalItems,
    totalPrice,
    promotion,
    currency,
    step,
    setStep,
    form,
    setForm,
    update,
    country,
    setCountry,
    national,
    setNational,
    shown,
    touch,
    valid,
    checking,
    changes,
    unchecked,
    reference,
    orderUrl,
    message,
    submit,
    messenger,
    whatsapp,
    primary,
    byHand,
    sentVia,
    setSentVia,
    copied,
    methods: paymentMethodsFor(form.orderType),
    notices: cartNotices(changes, lang),
    close,
    next,
    copy,
    finish,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
