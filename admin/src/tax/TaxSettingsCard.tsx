import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Box, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { TAX_TEXT_FIELDS, type TaxSettings } from '@shop/common';
import { taxErrors, taxValuesOf } from './taxRules';
import { SettingsFormCard } from '../ui/SettingsFormCard';
import { ZatcaOnboardingLink } from './zatca/ZatcaOnboardingLink';

type Draft = Record<keyof TaxSettings, string | boolean>;
const toDraft = (t: TaxSettings): Draft =>
  Object.fromEntries(Object.entries(t).map(([k, v]) => [k, typeof v === 'boolean' ? v : v === null ? '' : String(v)])) as Draft;
const WIDE = new Set(['legalNameAr', 'legalNameEn', 'sellerStreet']);
const ARABIC = new Set(['legalNameAr']);

/** Settings → Tax and legal (owner only): VAT registration and rate, the legal identity, the seller's address. */
export function TaxSettingsCard({
  stored,
  editing,
  onSave,
}: {
  stored: Partial<TaxSettings> | null;
  editing: boolean;
  onSave: (values: Record<string, unknown>) => Promise<Record<string, string> | undefined>;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const current = taxValuesOf(stored);
  const [draft, setDraft] = useState<Draft>(() => toDraft(current));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const key = JSON.stringify(current);
  useEffect(() => {
    setDraft(toDraft(taxValuesOf(stored)));
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing, key]);
  const body = () => ({ ...draft, vatRate: Number(draft.vatRate) });
  const save = async () => {
    const local = taxErrors(body(), locale);
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      setErrors((await onSave(body())) ?? {});
    } finally {
      setBusy(false);
    }
  };
  const text = (k: keyof TaxSettings) => (
    <Box key={k} sx={WIDE.has(k) ? { gridColumn: '1 / -1' } : undefined}>
      <TextField
        label={translate(`shop.tax.fields.${k}`)}
        name={k}
        value={draft[k] as string}
        disabled={!editing || busy}
        onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}
        error={!!errors[k]}
        helperText={errors[k]}
        fullWidth
        slotProps={{
          htmlInput: {
            // the Arabic name right to left; numbers and the English name and address in their own direction
            dir: ARABIC.has(k) ? 'rtl' : 'auto',
            lang: ARABIC.has(k) ? 'ar' : undefined,
            inputMode: k === 'vatRate' ? 'decimal' : undefined,
          },
        }}
      />
    </Box>
  );
  const flag = (k: 'vatRegistered' | 'pricesIncludeVat') => (
    <FormControlLabel
      control={
        <Switch name={k} checked={draft[k] as boolean} disabled={!editing || busy} onChange={(e) => setDraft({ ...draft, [k]: e.target.checked })} />
      }
      label={translate(`shop.tax.fields.${k}`)}
    />
  );
  return (
    <SettingsFormCard
      testId="tax-settings"
      title={translate('shop.tax.title')}
      note={translate('shop.tax.note')}
      editing={editing}
      save={{ label: translate('shop.tax.save'), onClick: save, disabled: busy, testId: 'save-tax' }}
    >
      <Stack spacing={1}>
        {flag('vatRegistered')}
        {flag('pricesIncludeVat')}
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {text('vatRate')}
        {TAX_TEXT_FIELDS.map(text)}
      </Box>
      <ZatcaOnboardingLink />
    </SettingsFormCard>
  );
}
