import { useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { hasDiscount } from '@shop/common';
import { useShopFormat } from '../i18n/format';
import type { Product } from '../api/types';

/** A product's prices as staff read them in the list: cost, selling price, and the discount when there is one. */
export function ProductPricing({ p }: { p: Product }) {
  const translate = useTranslate();
  const f = useShopFormat();
  return (
    <Box sx={{ fontSize: '0.85rem', lineHeight: 1.5 }} data-testid="pricing">
      {p.originalPrice != null ? (
        <div>
          <Typography component="span" variant="caption" color="text.secondary">
            {translate('shop.products.pricing.capital')}:{' '}
          </Typography>
          {f.money(p.originalPrice, p.currency)}
        </div>
      ) : null}
      <div>
        <Typography component="span" variant="caption" color="text.secondary">
          {translate('shop.products.pricing.selling')}:{' '}
        </Typography>
        <strong>{f.money(p.sellingPrice, p.currency)}</strong>
      </div>
      {hasDiscount(p.discountedPrice) ? (
        <div>
          <Typography component="span" variant="caption" color="text.secondary">
            {translate('shop.products.pricing.discounted')}:{' '}
          </Typography>
          <Box component="span" sx={{ color: 'error.main' }}>
            {f.money(p.discountedPrice, p.currency)}
          </Box>
        </div>
      ) : null}
    </Box>
  );
}
