import { useTranslate } from 'react-admin';
import { Chip } from '@mui/material';
import type { ProductView } from '@shop/common';

const COLORS = { IN_STOCK: 'success', LOW_STOCK: 'warning', SOLD_OUT: 'error' } as const;

/** A product's stock at a glance: Not tracked, or its availability with the count left. */
export function StockBadge({ product }: { product: Pick<ProductView, 'stockTracked' | 'availability' | 'stockLeft'> }) {
  const translate = useTranslate();
  if (!product.stockTracked) return <Chip size="small" variant="outlined" label={translate('shop.stock.notTracked')} data-testid="stock-badge" />;
  const availability = translate(`shop.stock.availability.${product.availability}`);
  const label =
    product.availability === 'SOLD_OUT' || product.stockLeft === null
      ? availability
      : translate('shop.stock.badge', { availability, left: translate('shop.stock.left', { smart_count: product.stockLeft }) });
  return <Chip size="small" color={COLORS[product.availability]} label={label} data-testid="stock-badge" data-availability={product.availability} />;
}
