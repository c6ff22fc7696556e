import { ChoiceGroup } from './ChoiceGroup';
import { PhoneInput } from './PhoneInput';
import { PickupCard, TermsBlock } from './InfoCards';
import { toInternational } from './phone';
import { withOrderType } from './validation';
import type { Checkout } from './use-checkout';
import type { ClientSettings } from '../../lib/settings/client-settings';
import { FULFILMENT_TYPES } from '../../lib/rules/payment-methods';
import type { Lang } from '../../i18n/lang';
import { useT } from '../../i18n/use-t';

/** Step 1 of the checkout: who orders, how it reaches them and how they pay. */
export function DetailsStep({ checkout, settings, lang }: { checkout: Checkout; settings: ClientSettings; lang: Lang }) {
  const d = useT(lang);
  const CHECKOUT_TEXT = d.checkout;
  const ORDER_TYPES = FULFILMENT_TYPES.map((value) => ({ value, ...d.checkout.orderTypes[value] }));
  const { items, changes, form, setForm, update, country, setCountry, national, setNational, shown, touch, methods, valid, checking, close, next } =
    checkout;
  return (
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
  );
}
