import { useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { CountryCode } from 'libphonenumber-js/min';
import { formatPrice } from '../../lib/prices';
import { paymentMethodsFor } from '../../lib/payment-methods';
import { Dialog } from '../../components/Dialog';
import { Icon } from '../../components/Icon';
import { DialogHead } from '../../components/DialogHead';
import type { ClientSettings } from '../../lib/client-settings';
import { whatsappLink } from '../../lib/site';
import { orderContacts } from '../contact/contact';
import { fetchProduct } from '../../lib/api';
import { copyText } from '../../lib/clipboard';
import { showToast } from '../toast/store';
import { $cartItems, $cartTotals, $checkoutOpen, clearCart } from '../cart/store';
import { ChoiceGroup } from './ChoiceGroup';
import { PhoneInput } from './PhoneInput';
import { PickupCard, TermsBlock } from './InfoCards';
import { DEFAULT_PHONE_COUNTRY } from './countries';
import { toInternational } from './phone';
import { EMPTY_CHECKOUT_FORM, validateCheckout, withOrderType, type CheckoutErrors, type CheckoutForm } from './validation';
import { buildOrderMessage, messengerLink, orderReference } from './message';
import { submitOrder } from '../orders/send-order';
import { orderLinkLabel, orderPagePath, withOrderLink } from '../orders/order-texts';
import type { OrderRoute } from '@shop/common';
import { cartNotices, isStockChange, refreshCartItems, type CartChange } from './refresh';
import { OrderReview } from './OrderReview';
import type { Lang } from '../../i18n/lang';
import { useT } from '../../i18n/use-t';
import { localText } from '../../i18n/content';
import { FULFILMENT_TYPES } from '../../lib/payment-methods';
import { fill, plural } from '../../i18n/plural';

export default function CheckoutDialog({ settings, lang }: { settings: ClientSettings; lang: Lang }) {
  const d = useT(lang);
  const CHECKOUT_TEXT = d.checkout;
  const ORDER_TYPES = FULFILMENT_TYPES.map((value) => ({ value, ...d.checkout.orderTypes[value] }));
  const items = useStore($cartItems);
  const { totalItems, totalPrice } = useStore($cartTotals);
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
        ? withOrderLink(buildOrderMessage({ reference, customer: { ...form, paymentMethod: form.paymentMethod }, items, currency, lang }), orderUrl, lang)
        : '',
    [reference, orderUrl, form, items, currency, lang],
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
    if (reference) submitOrder({ reference, items, orderType: form.orderType, lang, route }, sentOrders.current);
  };

  const next = async () => {
    setTouched({ contactNumber: true, orderType: true, paymentMethod: true, termsAccepted: true, address: true });
    if (!valid || items.length === 0) return;
    setChecking(true);
    const result = await refreshCartItems(items, (id) => fetchProduct(id));
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
    close();
  };

  const methods = paymentMethodsFor(form.orderType);
  const notices = cartNotices(changes, lang);

  return (
    <Dialog open onClose={close} labelledBy="checkout-title" className="checkout-dialog">
      <div className="dialog-inner">
        <DialogHead
          titleId="checkout-title"
          title={CHECKOUT_TEXT.title}
          subtitle={<p>{fill(plural(lang, totalItems, d.checkout.summary), { total: formatPrice(totalPrice, currency, lang) })}</p>}
          closeLabel={d.checkout.close}
          onClose={close}
        />
        <ol className="stepper">
          {CHECKOUT_TEXT.steps.map((label, i) => (
            <li key={label} aria-current={i === step ? 'step' : undefined} className={i < step ? 'is-done' : undefined}>
              {i + 1}. {label}
            </li>
          ))}
        </ol>

        {notices.length > 0 ? (
          <div className="alert alert-warning" role="status" data-cart-changes>
            <strong>{d.checkout.cartUpdated}</strong>
            <ul>
              {notices.map((notice, i) => (
                <li key={i}>{notice}</li>
              ))}
            </ul>
            {step === 0 && items.length > 0 && changes.some(isStockChange) ? <p style={{ margin: '6px 0 0' }}>{d.stock.checkAgain}</p> : null}
          </div>
        ) : null}

        {step === 0 ? (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void next();
            }}
          >
            {items.length === 0 ? <p className="alert alert-danger">{changes.length ? CHECKOUT_TEXT.emptyAfterCheck : d.checkout.cartEmpty}</p> : null}
            <div className="field">
              <label htmlFor="co-name">
                {d.checkout.name} <span className="field-hint">{d.checkout.optional}</span>
              </label>
              <input id="co-name" className="input" autoComplete="name" value={form.name} onChange={(e) => update({ name: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor="co-phone">{d.checkout.contactNumber}</label>
              <PhoneInput
                lang={lang}
                id="co-phone"
                country={country}
                national={national}
                invalid={!!shown('contactNumber')}
                describedBy="co-phone-error"
                onBlur={() => touch('contactNumber')}
                onChange={(c, n) => {
                  setCountry(c);
                  setNational(n);
                  update({ contactNumber: toInternational(c, n) });
                }}
              />
              {shown('contactNumber') ? (
                <p id="co-phone-error" className="field-error">
                  {shown('contactNumber')}
                </p>
              ) : null}
            </div>
            <ChoiceGroup
              legend={d.checkout.orderType}
              name="orderType"
              listClassName="choice-row"
              choices={ORDER_TYPES}
              value={form.orderType}
              onChange={(type) => setForm((f) => withOrderType(f, type))}
              error={shown('orderType')}
            />
            {form.orderType === 'pickup' ? (
              <PickupCard lang={lang} address={settings.address} addressAr={settings.addressAr} />
            ) : (
              <div className="field">
                <label htmlFor="co-address">{d.checkout.deliveryAddress}</label>
                <textarea
                  id="co-address"
                  className="textarea"
                  autoComplete="street-address"
                  placeholder={d.checkout.addressPlaceholder}
                  value={form.address}
                  aria-invalid={!!shown('orderType') || undefined}
                  onChange={(e) => update({ address: e.target.value })}
                  onBlur={() => touch('orderType')}
                />
              </div>
            )}
            <ChoiceGroup
              legend={d.checkout.paymentMethod}
              name="paymentMethod"
              listClassName="payment-list"
              choices={methods.map((m) => ({ value: m.id, label: d.checkout.payments[m.id] }))}
              value={form.paymentMethod}
              onChange={(id) => {
                update({ paymentMethod: id });
                touch('paymentMethod');
              }}
              error={shown('paymentMethod')}
            />
            <TermsBlock
              lang={lang}
              checked={form.termsAccepted}
              error={shown('termsAccepted')}
              onChange={(v) => {
                update({ termsAccepted: v });
                touch('termsAccepted');
              }}
            />
            <div className="dialog-actions">
              <button type="button" className="btn btn-outline" onClick={close}>
                {d.checkout.cancel}
              </button>
              <button type="submit" className="btn btn-primary" disabled={!valid || items.length === 0 || checking}>
                {checking ? CHECKOUT_TEXT.checking : CHECKOUT_TEXT.next}
              </button>
            </div>
          </form>
        ) : (
          <div>
            {unchecked.length ? <p className="alert alert-info">{CHECKOUT_TEXT.uncheckedNote}</p> : null}
            <OrderReview lang={lang} reference={reference} form={form} items={items} totalPrice={totalPrice} currency={currency} />
            {orderUrl ? (
              <p style={{ margin: '8px 0 0' }}>
                <a href={orderUrl} target="_blank" rel="noopener" data-order-page-link>
                  {orderLinkLabel(lang)}
                </a>
              </p>
            ) : null}
            <details style={{ marginTop: 12 }}>
              <summary style={{ cursor: 'pointer', fontWeight: 700 }}>{d.checkout.preview}</summary>
              <pre className="message-preview" data-order-message data-scrollbar="hidden">
                {message}
              </pre>
            </details>
            {sentVia ? (
              <p className="alert alert-success" role="status">
                {fill(CHECKOUT_TEXT.sent, { ref: reference ?? '' })}
              </p>
            ) : primary ? (
              <p className="field-hint" style={{ marginTop: 12 }}>
                {fill(CHECKOUT_TEXT.opensChat, { app: messenger ? 'Messenger' : 'WhatsApp' })}
              </p>
            ) : null}
            <div className="send-options">
              {primary ? (
                <a
                  className="btn btn-primary btn-lg btn-block"
                  href={primary}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-submit-order
                  onClick={() => {
                    submit(messenger ? 'MESSENGER' : 'WHATSAPP');
                    setSentVia(messenger ? 'messenger' : 'whatsapp');
                  }}
                >
                  <Icon name="chat" /> {CHECKOUT_TEXT.submit}
                </a>
              ) : (
                <div className="alert alert-info" data-send-by-hand>
                  <strong>{CHECKOUT_TEXT.byHandTitle}</strong>
                  <p style={{ margin: '4px 0 0' }}>{byHand.length ? CHECKOUT_TEXT.byHand : fill(CHECKOUT_TEXT.byHandNoContact, { address: localText(lang, settings.address, settings.addressAr).text })}</p>
                  {byHand.length ? (
                    <ul>
                      {byHand.map((c) => (
                        <li key={c.kind}>
                          {c.kind === 'mail' ? CHECKOUT_TEXT.emailLabel : CHECKOUT_TEXT.phoneLabel}:{' '}
                          <a href={c.href} onClick={c.kind === 'mail' ? () => submit('EMAIL') : undefined}>
                            {c.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              )}
              {messenger && whatsapp ? (
                <a
                  className="btn btn-outline btn-block"
                  href={whatsapp}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => {
                    submit('WHATSAPP');
                    setSentVia('whatsapp');
                  }}
                >
                  <Icon name="whatsapp" /> {CHECKOUT_TEXT.whatsapp}
                </a>
              ) : null}
              <button type="button" className={`btn btn-block ${primary ? 'btn-outline' : 'btn-primary btn-lg'}`} onClick={copy}>
                <Icon name={copied ? 'check' : 'copy'} /> {copied ? CHECKOUT_TEXT.copied : CHECKOUT_TEXT.copy}
              </button>
            </div>
            <div className="dialog-actions">
              <button type="button" className="btn btn-ghost" onClick={() => setStep(0)}>
                {CHECKOUT_TEXT.previous}
              </button>
              {sentVia || !primary ? (
                <button type="button" className="btn btn-dark" onClick={finish}>
                  {CHECKOUT_TEXT.newOrder}
                </button>
              ) : null}
            </div>
          </div>
        )}
      </div>
    </Dialog>
  );
}
