import { Link } from 'react-router-dom';
import { Box, Chip, IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import { ORDER_LIMITS } from '@shop/common';
import { useShopFormat } from '../i18n/format';
import { adminPath } from '../paths';
import { lineError, type DraftLine } from './lineDraft';

interface Props {
  draft: DraftLine[];
  currency: string;
  /** Before recording: size, quantity and remove on each line; afterwards the lines are what was sold. */
  editable: boolean;
  errors: Record<string, string>;
  onChange: (draft: DraftLine[]) => void;
}

/**
 * The order's lines, one block each rather than a table: on a phone every figure (the price now, the stock per size)
 * stays in sight, where a table's last columns were scrolled out of it.
 */
export function OrderLines({ draft, currency, editable, errors, onChange }: Props) {
  const translate = useTranslate();
  const f = useShopFormat();
  const chooseSize = translate('shop.orders.chooseSize');
  const change = (i: number, patch: Partial<DraftLine>) => onChange(draft.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  return (
    <Box>
      {draft.map((d, i) => {
        const l = d.line;
        const sizes = l.current.sizeStock.map((s) => s.size);
        const quantity = Number(d.quantity);
        const total = Number.isFinite(quantity) ? (Math.round(l.unitPrice * 100) * quantity) / 100 : l.lineTotal;
        return (
          <Box
            key={`${l.productId}-${i}`}
            data-testid="order-line"
            sx={{
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
              display: 'grid',
              gap: 1.5,
              alignItems: 'center',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1.5fr)' },
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Link to={adminPath(`/products/${l.productId}/edit`)}>{l.name}</Link>
              <Typography variant="body2" color="text.secondary">
                {l.brand}
                {editable ? '' : ` · ${l.size ?? chooseSize}`}
              </Typography>
            </Box>
            {editable ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  select
                  size="small"
                  label={translate('shop.orders.size')}
                  value={d.size ?? ''}
                  onChange={(e) => change(i, { size: e.target.value || null })}
                  error={!!lineError(errors, i, 'size')}
                  helperText={lineError(errors, i, 'size') ?? (d.size ? ' ' : chooseSize)}
                  sx={{ minWidth: 110, flex: 1 }}
                  disabled={!l.current.exists}
                >
                  {sizes.map((s) => (
                    <MenuItem key={s} value={s}>
                      {s}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  size="small"
                  type="number"
                  label={translate('shop.orders.quantity')}
                  value={d.quantity}
                  onChange={(e) => change(i, { quantity: e.target.value })}
                  error={!!lineError(errors, i, 'quantity')}
                  helperText={lineError(errors, i, 'quantity') ?? `× ${f.money(l.unitPrice, currency)}`}
                  slotProps={{ htmlInput: { min: 1, max: ORDER_LIMITS.quantityMax, step: 1 } }}
                  sx={{ width: 130, flexShrink: 0 }}
                />
                <Tooltip title={translate('shop.orders.removeLine')}>
                  <span>
                    <IconButton
                      aria-label={translate('shop.orders.removeLine')}
                      disabled={draft.length === 1}
                      onClick={() => onChange(draft.filter((_, j) => j !== i))}
                      sx={{ mt: 0.25 }}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </span>
                </Tooltip>
              </Stack>
            ) : (
              <Typography>
                {f.number(l.quantity)} × {f.money(l.unitPrice, currency)}
              </Typography>
            )}
            <Box sx={{ textAlign: { md: 'end' } }}>
              <Typography fontWeight={700}>{f.money(total, currency)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('shop.orders.nowPrice', {
                  price: l.current.exists ? f.money(l.current.price, currency) : translate('shop.orders.productGone'),
                })}
              </Typography>
              {l.current.exists ? (
                <Box sx={{ mt: 0.5 }}>
                  {l.current.stockTracked ? (
                    l.current.sizeStock.map((s) => (
                      <Chip
                        key={s.size}
                        size="small"
                        variant={s.size === d.size ? 'filled' : 'outlined'}
                        label={`${s.size}: ${f.number(s.onHand)}`}
                        sx={{ mr: 0.5, mb: 0.5 }}
                      />
                    ))
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      {translate('shop.orders.stockNotTracked')}
                    </Typography>
                  )}
                </Box>
              ) : null}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
