import { useTranslate } from 'react-admin';
import { Box, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import type { StockDraft } from './stockRules';

/** The "Track stock" switch and a count per size of the product; the caller keeps the draft and checks it. */
export function StockEditor({
  sizes,
  value,
  onChange,
  errors = {},
  disabled,
}: {
  sizes: string[];
  value: StockDraft;
  onChange: (next: StockDraft) => void;
  errors?: Record<string, string>;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Box data-testid="stock-editor">
      <FormControlLabel
        control={<Switch checked={value.tracked} disabled={disabled} onChange={(e) => onChange({ ...value, tracked: e.target.checked })} />}
        label={translate('shop.stock.trackStock')}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(value.tracked ? 'shop.stock.trackHelp' : 'shop.stock.notTrackedHelp')}
      </Typography>
      {value.tracked && sizes.length === 0 ? (
        <Typography color="error" variant="body2">
          {translate('shop.stock.noSizes')}
        </Typography>
      ) : null}
      {value.tracked ? (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
          {sizes.map((size) => (
            <TextField
              key={size}
              label={translate('shop.stock.onHandFor', { size })}
              type="number"
              value={value.counts[size] ?? ''}
              disabled={disabled}
              error={!!errors[size]}
              helperText={errors[size] ?? ' '}
              onChange={(e) => onChange({ ...value, counts: { ...value.counts, [size]: e.target.value } })}
              slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric', 'data-size': size } }}
            />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
