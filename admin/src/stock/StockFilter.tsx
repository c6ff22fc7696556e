import { useTranslate } from 'react-admin';
import { MenuItem, TextField } from '@mui/material';

/** The product list's stock filter: all products, or only low-stock or sold-out ones. */
export function StockFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 150, bgcolor: 'background.paper' }}
      slotProps={{ select: { displayEmpty: true, inputProps: { 'aria-label': translate('shop.stock.filterLabel') } } }}
    >
      <MenuItem value="">{translate('shop.stock.filterAll')}</MenuItem>
      <MenuItem value="LOW_STOCK">{translate('shop.stock.availability.LOW_STOCK')}</MenuItem>
      <MenuItem value="SOLD_OUT">{translate('shop.stock.availability.SOLD_OUT')}</MenuItem>
    </TextField>
  );
}
