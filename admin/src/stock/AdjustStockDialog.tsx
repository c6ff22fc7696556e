import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { STOCK_ADJUST_REASONS, STOCK_MESSAGES, type ProductView, type StockAdjustReason } from '@shop/common';
import { fieldErrors } from '../errors/translateError';
import { countError } from './stockRules';
import { inStaffLanguage } from '../i18n/plain';

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
  const translate = useTranslate();
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
    else if (reason !== 'COUNTED' && Number(quantity) < 1) e.quantity = inStaffLanguage(STOCK_MESSAGES.quantityInvalid);
    if (!size) e.size = inStaffLanguage(STOCK_MESSAGES.sizeRequired);
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
      <DialogTitle>{translate('shop.stock.adjust')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={translate('shop.stock.size')}
            value={size}
            onChange={(e) => setSize(e.target.value)}
            error={!!errors.size}
            helperText={errors.size ?? (onHand != null ? translate('shop.stock.left', { smart_count: onHand }) : ' ')}
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
            label={translate('shop.stock.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value as StockAdjustReason)}
            error={!!errors.reason}
            helperText={errors.reason ?? ' '}
          >
            {STOCK_ADJUST_REASONS.map((r) => (
              <MenuItem key={r} value={r}>
                {translate(`shop.stock.movement.${r}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate(reason === 'COUNTED' ? 'shop.stock.countedQuantity' : 'shop.stock.quantity')}
            type="number"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            error={!!errors.quantity}
            helperText={errors.quantity ?? ' '}
            slotProps={{ htmlInput: { min: 0, step: 1, 'aria-label': translate('shop.stock.quantity') } }}
          />
          <TextField
            label={translate('shop.stock.note')}
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
          {translate('shop.stock.cancel')}
        </Button>
        <Button variant="contained" onClick={save} disabled={busy}>
          {translate('shop.stock.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
