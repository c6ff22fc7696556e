import { effectivePrice, formatPrice } from '../lib/rules/prices';
import type { Lang } from '../i18n/lang';
import { useT } from '../i18n/use-t';
import { fill } from '../i18n/plural';
import { VAT_NOTE, vatIncluded } from '../lib/rules/vat-note';

interface Props {
  sellingPrice: number;
  discountedPrice?: number | null;
  currency?: string;
  size?: 'md' | 'lg';
  showSave?: boolean;
  lang: Lang;
}

/** Price with the discount shown when discountedPrice is above 0, and on the detail page the 'Save' amount. */
export function Price({ sellingPrice, discountedPrice, currency = 'SAR', size = 'md', showSave = false, lang }: Props) {
  const d = useT(lang);
  const fmt = (amount: number) => formatPrice(amount, currency, lang);
  const now = effectivePrice({ sellingPrice, discountedPrice });
  const onSale = now < sellingPrice;
  return (
    <div className={`price${onSale ? ' is-sale' : ''}${size === 'lg' ? ' price-lg' : ''}`}>
      <span className="price-now">{fmt(now)}</span>
      {onSale ? (
        <>
          <s className="price-was">
            <span className="sr-only">{d.price.was}</span>
            {fmt(sellingPrice)}
          </s>
          {showSave ? <span className="price-save">{fill(d.price.save, { amount: fmt(sellingPrice - now) })}</span> : null}
        </>
      ) : null}
      {vatIncluded() ? <span className="price-vat">{VAT_NOTE[lang]}</span> : null}
    </div>
  );
}
