import { useEffect, useState } from 'react';
import { FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { DEFAULT_STOCK_SETTINGS, STOCK_LIMITS, STOCK_MESSAGES, type StockSettings } from '@shop/common';
import { STOCK_TEXTS } from '../texts';
import { parseThreshold } from './stockSettings';
import { SettingsFormCard } from '../ui/SettingsFormCard';

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
      title={STOCK_TEXTS.settingsTitle}
      editing={editing}
      save={{ label: STOCK_TEXTS.save, onClick: save, disabled: busy || parsed === null, gap: 1.5 }}
    >
      <Stack spacing={1.5}>
        <TextField
          label={STOCK_TEXTS.lowStockThreshold}
          type="number"
          value={threshold}
          disabled={!editing || busy}
          onChange={(e) => setThreshold(e.target.value)}
          error={parsed === null}
          helperText={parsed === null ? STOCK_MESSAGES.lowStockThresholdInvalid : STOCK_TEXTS.lowStockThresholdHelp}
          slotProps={{ htmlInput: { min: 0, max: STOCK_LIMITS.lowStockThresholdMax, step: 1 } }}
          sx={{ maxWidth: 320 }}
        />
        <FormControlLabel
          control={<Switch checked={showExact} disabled={!editing || busy} onChange={(e) => setShowExact(e.target.checked)} />}
          label={STOCK_TEXTS.showExactStock}
        />
        <FormControlLabel
          control={<Switch checked={soldOutLast} disabled={!editing || busy} onChange={(e) => setSoldOutLast(e.target.checked)} />}
          label={STOCK_TEXTS.soldOutLast}
        />
      </Stack>
    </SettingsFormCard>
  );
}
