import { formatPrice } from '@shop/common';
import { effectivePrice } from '../lib/prices';

interface Props {
  sellingPrice: number;
  discountedPrice?: number | null;
  currency?: string;
  size?: 'md' | 'lg';
  showSave?: boolean;
}

/** Price with the discount shown when discountedPrice is above 0 , and on the detail page the 'Save' amount. */
export function Price({ sellingPrice, discountedPrice, currency = 'SAR', size = 'md', showSave = false }: Props) {
  const now = effectivePrice({ sellingPrice, discountedPrice });
  const onSale = now < sellingPrice;
  return (
    <div className={`price${onSale ? ' is-sale' : ''}${size === 'lg' ? ' price-lg' : ''}`}>
      <span className="price-now">{formatPrice(now, currency)}</span>
      {onSale ? (
        <>
          <s className="price-was">
            <span className="sr-only">Was </span>
            {formatPrice(sellingPrice, currency)}
          </s>
          {showSave ? <span className="price-save">Save {formatPrice(sellingPrice - now, currency)}</span> : null}
        </>
      ) : null}
    </div>
  );
}

export function discountPercent(sellingPrice: number, discountedPrice?: number | null): number {
  const now = effectivePrice({ sellingPrice, discountedPrice });
  return sellingPrice > 0 && now < sellingPrice ? Math.round((1 - now / sellingPrice) * 100) : 0;
}
