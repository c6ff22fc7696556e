import { BooleanInput, NumberInput, SelectInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Box, Typography } from '@mui/material';
import { exceedsStock, leftFor, type HeldLine } from '../stock/stockRules';
import { usePickerProducts } from './usePickerProducts';

/**
 * Quantity and size of a sale: the size is one of the chosen product's sizes, the quantity shows what is left, and
 * the oversell box appears only when the quantity is more than that.
 */
export function SaleStockFields({ held }: { held?: HeldLine | null }) {
  const translate = useTranslate();
  const leftText = (n: number) => translate('shop.stock.left', { smart_count: n });
  const { data } = usePickerProducts();
  const [productId, size, quantity] = useWatch({ name: ['productId', 'size', 'quantity'] }) as [string | null, string | null, unknown];
  const product = (data ?? []).find((p) => p.id === productId);
  const sameLine = !!held && held.productId === productId && (held.size ?? null) === (size || null) && !held.oversell;
  const left = leftFor(product, size, sameLine ? held!.quantity : 0);
  const sizes = product?.sizes ?? (held?.size ? [held.size] : []);
  return (
    <Box data-testid="sale-stock-fields">
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SelectInput
          source="size"
          label="shop.stock.sale.size"
          choices={sizes.map((s) => {
            const entry = product?.sizeStock.find((x) => x.size === s);
            return { id: s, name: entry?.left != null ? `${s} (${leftText(entry.left)})` : s };
          })}
          emptyText="shop.stock.sale.noSize"
          fullWidth
        />
        <NumberInput
          source="quantity"
          label="shop.stock.sale.quantity"
          min={1}
          step={1}
          fullWidth
          helperText={left !== null ? leftText(left) : undefined}
        />
      </Box>
      {exceedsStock(quantity, left) ? <BooleanInput source="oversell" label="shop.stock.sale.oversell" /> : null}
      {product && !product.stockTracked ? (
        <Typography variant="caption" color="text.secondary">
          {translate('shop.stock.notTrackedHelp')}
        </Typography>
      ) : null}
    </Box>
  );
}
