import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { DEFAULT_STOCK_SETTINGS, STOCK_LIMITS, STOCK_MESSAGES, type StockSettings } from '@shop/common';
import { parseThreshold } from './stockSettings';
import { SettingsFormCard } from '../ui/SettingsFormCard';
import { inStaffLanguage } from '../i18n/plain';

/** The Settings screen's Stock card: low-stock threshold, exact counts for shoppers, sold-out products last. */
export function StockSettingsCard({
  stored,
  editing,
  onSave,
}: {
  stored: Partial<StockSettings> | null;
  editing: boolean;
  onSave: (values: StockSettings) => Promise<unknown>;
}) {
  const translate = useTranslate();
  const current: StockSettings = { ...DEFAULT_STOCK_SETTINGS, ...(stored ?? {}) };
  const [threshold, setThreshold] = useState(String(current.lowStockThreshold));
  const [showExact, setShowExact] = useState(current.showExactStock);
  const [soldOutLast, setSoldOutLast] = useState(current.soldOutLast);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setThreshold(String(current.lowStockThreshold));
    setShowExact(current.showExactStock);
    setSoldOutLast(current.soldOutLast);
  }, [editing, current.lowStockThreshold, current.showExactStock, current.soldOutLast]);
  const parsed = parseThreshold(threshold, STOCK_LIMITS.lowStockThresholdMax);
  const save = async () => {
    if (parsed === null) return;
    setBusy(true);
    try {
      await onSave({ lowStockThreshold: parsed, showExactStock: showExact, soldOutLast });
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingsFormCard
      testId="stock-settings"
      title={translate('shop.stock.settings.title')}
      editing={editing}
      save={{ label: translate('shop.stock.save'), onClick: save, disabled: busy || parsed === null, gap: 1.5 }}
    >
      <Stack spacing={1.5}>
        <TextField
          label={translate('shop.stock.settings.lowStockThreshold')}
          type="number"
          value={threshold}
          disabled={!editing || busy}
          onChange={(e) => setThreshold(e.target.value)}
          error={parsed === null}
          helperText={
            parsed === null ? inStaffLanguage(STOCK_MESSAGES.lowStockThresholdInvalid) : translate('shop.stock.settings.lowStockThresholdHelp')
          }
          slotProps={{ htmlInput: { min: 0, max: STOCK_LIMITS.lowStockThresholdMax, step: 1 } }}
          sx={{ maxWidth: 320 }}
        />
        <FormControlLabel
          control={<Switch checked={showExact} disabled={!editing || busy} onChange={(e) => setShowExact(e.target.checked)} />}
          label={translate('shop.stock.settings.showExactStock')}
        />
        <FormControlLabel
          control={<Switch checked={soldOutLast} disabled={!editing || busy} onChange={(e) => setSoldOutLast(e.target.checked)} />}
          label={translate('shop.stock.settings.soldOutLast')}
        />
      </Stack>
    </SettingsFormCard>
  );
}
