import { MenuItem, TextField } from '@mui/material';
import { AVAILABILITY_LABELS, STOCK_TEXTS } from '../texts';

/** The product list's stock filter: all products, or only low-stock or sold-out ones. */
export function StockFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <TextField
      select
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 150, bgcolor: 'background.paper' }}
      slotProps={{ select: { displayEmpty: true, inputProps: { 'aria-label': STOCK_TEXTS.filterLabel } } }}
    >
      <MenuItem value="">{STOCK_TEXTS.filterAll}</MenuItem>
      <MenuItem value="LOW_STOCK">{AVAILABILITY_LABELS.LOW_STOCK}</MenuItem>
      <MenuItem value="SOLD_OUT">{AVAILABILITY_LABELS.SOLD_OUT}</MenuItem>
    </TextField>
  );
}
