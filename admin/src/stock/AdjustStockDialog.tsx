import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { STOCK_ADJUST_REASONS, STOCK_MESSAGES, type ProductView, type StockAdjustReason } from '@shop/common';
import { MOVEMENT_LABELS, STOCK_TEXTS } from '../texts';
import { fieldErrors } from '../errors/translateError';
import { countError } from './stockRules';

export interface AdjustValues {
  size: string;
  reason: StockAdjustReason;
  quantity: number;
  note?: string;
}

/** One manual change of one size: received, counted, damaged or returned, with an optional note. */
export function AdjustStockDialog({
  product,
  open,
  onClose,
  onSubmit,
}: {
  product: Pick<ProductView, 'sizes' | 'sizeStock'>;
  open: boolean;
  onClose: () => void;
  /** Resolves when saved; a refusal is thrown back to show its field messages. */
  onSubmit: (values: AdjustValues) => Promise<void>;
}) {
  const [size, setSize] = useState(product.sizes[0] ?? '');
  const [reason, setReason] = useState<StockAdjustReason>('RECEIVED');
  const [quantity, setQuantity] = useState('1');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const check = (): Record<string, string> => {
    const e: Record<string, string> = {};
    const q = countError(quantity);
    if (q) e.quantity = q;
    else if (reason !== 'COUNTED' && Number(quantity) < 1) e.quantity = STOCK_MESSAGES.quantityInvalid;
    if (!size) e.size = STOCK_MESSAGES.sizeRequired;
    return e;
  };
  const save = async () => {
    const e = check();
    setErrors(e);
    if (Object.keys(e).length) return;
    setBusy(true);
    try {
      await onSubmit({ size, reason, quantity: Number(quantity), ...(note.trim() ? { note: note.trim() } : {}) });
      setQuantity('1');
      setNote('');
    } catch (err) {
      setErrors(fieldErrors(err));
    } finally {
      setBusy(false);
    }
  };
  const onHand = product.sizeStock.find((s) => s.size === size)?.left;

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{STOCK_TEXTS.adjustTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={STOCK_TEXTS.size}
            value={size}
            onChange={(e) => setSize(e.target.value)}
            error={!!errors.size}
            helperText={errors.size ?? (onHand != null ? STOCK_TEXTS.left(onHand) : ' ')}
            slotProps={{ htmlInput: { 'data-testid': 'adjust-size' } }}
          >
            {product.sizes.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={STOCK_TEXTS.reason}
            value={reason}
            onChange={(e) => setReason(e.target.value as StockAdjustReason)}
            error={!!errors.reason}
            helperText={errors.reason ?? ' '}
          >
            {STOCK_ADJUST_REASONS.map((r) => (
              <MenuItem key={r} value={r}>
                {MOVEMENT_LABELS[r]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={reason === 'COUNTED' ? STOCK_TEXTS.countedQuantity : STOCK_TEXTS.quantity}
            type="number"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            error={!!errors.quantity}
            helperText={errors.quantity ?? ' '}
            slotProps={{ htmlInput: { min: 0, step: 1, 'aria-label': STOCK_TEXTS.quantity } }}
          />
          <TextField
            label={STOCK_TEXTS.note}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={!!errors.note}
            helperText={errors.note ?? ' '}
            multiline
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          {STOCK_TEXTS.cancel}
        </Button>
        <Button variant="contained" onClick={save} disabled={busy}>
          {STOCK_TEXTS.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
