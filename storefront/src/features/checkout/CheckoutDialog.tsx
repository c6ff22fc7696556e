import { formatPrice } from '../../lib/rules/prices';
import { Dialog } from '../../components/Dialog';
import { DialogHead } from '../../components/DialogHead';
import type { ClientSettings } from '../../lib/settings/client-settings';
import { isStockChange } from './refresh';
import { useCheckout } from './use-checkout';
import { DetailsStep } from './DetailsStep';
import { SendStep } from './SendStep';
import type { Lang } from '../../i18n/lang';
import { useT } from '../../i18n/use-t';
import { fill, plural } from '../../i18n/plural';

export default function CheckoutDialog({ settings, lang }: { settings: ClientSettings; lang: Lang }) {
  const d = useT(lang);
  const CHECKOUT_TEXT = d.checkout;
  const checkout = useCheckout(settings, lang);
  const { items, totalItems, totalPrice, currency, step, changes, notices, close } = checkout;

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
          <DetailsStep checkout={checkout} settings={settings} lang={lang} />
        ) : (
          <SendStep checkout={checkout} settings={settings} lang={lang} />
        )}
      </div>
    </Dialog>
  );
}
