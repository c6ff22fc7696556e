import { Chip } from '@mui/material';
import type { ProductView } from '@shop/common';
import { AVAILABILITY_LABELS, STOCK_TEXTS } from '../texts';

const COLORS = { IN_STOCK: 'success', LOW_STOCK: 'warning', SOLD_OUT: 'error' } as const;

/** A product's stock at a glance: Not tracked, or its availability with the count left. */
export function StockBadge({ product }: { product: Pick<ProductView, 'stockTracked' | 'availability' | 'stockLeft'> }) {
  if (!product.stockTracked) return <Chip size="small" variant="outlined" label={STOCK_TEXTS.notTracked} data-testid="stock-badge" />;
  const label =
    product.availability === 'SOLD_OUT' || product.stockLeft === null
      ? AVAILABILITY_LABELS[product.availability]
      : `${AVAILABILITY_LABELS[product.availability]} · ${STOCK_TEXTS.left(product.stockLeft)}`;
  return <Chip size="small" color={COLORS[product.availability]} label={label} data-testid="stock-badge" data-availability={product.availability} />;
}
