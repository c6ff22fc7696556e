import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { Box, Button, Chip, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { addEntry } from './validateProduct';

interface Props {
  source: string;
  label: string;
  presets?: readonly string[];
  customLabel: string;
  readOnly?: boolean;
}

/** A list of text values picked from presets or typed in (sizes, colors, tags). */
export function ChipsInput({ source, label, presets = [], customLabel, readOnly }: Props) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, defaultValue: [] });
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  const [custom, setCustom] = useState('');
  const toggle = (v: string) => field.onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);
  const addCustom = () => {
    field.onChange(addEntry(value, custom));
    setCustom('');
  };
  const extras = value.filter((v) => !presets.includes(v));
  const error = fieldState.error?.message;
  return (
    <Box sx={{ mb: 1 }} data-testid={`chips-${source}`}>
      <Typography fontWeight={600} sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
        {presets.map((p) => (
          <Chip
            key={p}
            label={p}
            size="small"
            color={value.includes(p) ? 'primary' : 'default'}
            variant={value.includes(p) ? 'filled' : 'outlined'}
            onClick={readOnly ? undefined : () => toggle(p)}
          />
        ))}
        {extras.map((p) => (
          <Chip key={p} label={p} size="small" color="primary" onDelete={readOnly ? undefined : () => toggle(p)} />
        ))}
      </Stack>
      {readOnly ? null : (
        <Stack direction="row" spacing={1} sx={{ mt: 1, maxWidth: 360 }}>
          <TextField
            value={custom}
            placeholder={customLabel}
            slotProps={{ htmlInput: { 'aria-label': customLabel } }}
            onChange={(e) => setCustom(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addCustom();
              }
            }}
          />
          <Button variant="outlined" onClick={addCustom}>
            {translate('shop.products.form.addItem')}
          </Button>
        </Stack>
      )}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
