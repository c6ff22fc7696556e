import { Icon } from '../../components/Icon';
import { OrderReview } from './OrderReview';
import { orderLinkLabel } from '../orders/order-texts';
import type { Checkout } from './use-checkout';
import type { ClientSettings } from '../../lib/settings/client-settings';
import type { Lang } from '../../i18n/lang';
import { useT } from '../../i18n/use-t';
import { localText } from '../../i18n/content';
import { fill } from '../../i18n/plural';

/** Step 2 of the checkout: the order as it will be sent, and the ways to send it. */
export function SendStep({ checkout, settings, lang }: { checkout: Checkout; settings: ClientSettings; lang: Lang }) {
  const d = useT(lang);
  const CHECKOUT_TEXT = d.checkout;
  const {
    unchecked,
    reference,
    orderUrl,
    submit,
    message,
    sentVia,
    setSentVia,
    primary,
    messenger,
    whatsapp,
    byHand,
    copied,
    copy,
    setStep,
    finish,
  } = checkout;
  return (
    <div>
      {unchecked.length ? <p className="alert alert-info">{CHECKOUT_TEXT.uncheckedNote}</p> : null}
      <OrderReview lang={lang} order={checkout} />
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
            <p style={{ margin: '4px 0 0' }}>
              {byHand.length
                ? CHECKOUT_TEXT.byHand
                : fill(CHECKOUT_TEXT.byHandNoContact, { address: localText(lang, settings.address, settings.addressAr).text })}
            </p>
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
  );
}
