import { useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { hasPermission, type ProductView } from '@shop/common';
import { useErrorToast, useToast } from '../ui/toast';
import { AdjustStockDialog, type AdjustValues } from './AdjustStockDialog';
import { MovementsList } from './MovementsList';
import { StockBadge } from './StockBadge';
import { StockEditor } from './StockEditor';
import { draftFor, toSetStockBody, validateStockDraft, type StockDraft } from './stockRules';
import { stockCalls } from './stockApi';

/** The product screen's stock card: counts per size, set or stop counting, manual adjustments and the history. */
export function StockPanel({ product, onChanged }: { product: ProductView; onChanged: () => Promise<unknown> | void }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { permissions } = usePermissions();
  const canAdjust = hasPermission(permissions, 'stockAdjust');
  const toast = useToast();
  const errorToast = useErrorToast();
  const [editing, setEditing] = useState(false);
  const [adjusting, setAdjusting] = useState(false);
  const [draft, setDraft] = useState<StockDraft>(draftFor(product));
  const [busy, setBusy] = useState(false);
  const movements = useQuery({ queryKey: ['stockMovements', product.id], queryFn: () => stockCalls.listStockMovements(product.id) });

  const refresh = async () => {
    await queryClient.invalidateQueries();
    await onChanged();
  };
  const errors = validateStockDraft(product.sizes, draft);
  const saveStock = async () => {
    if (Object.keys(errors).length) return;
    setBusy(true);
    try {
      await stockCalls.setStock(product.id, toSetStockBody(product.sizes, draft));
      toast({ title: translate('shop.stock.saved') });
      setEditing(false);
      await refresh();
    } catch (e) {
      errorToast(e, { action: 'update', entity: 'stock' });
    } finally {
      setBusy(false);
    }
  };
  const adjust = async (values: AdjustValues) => {
    try {
      await stockCalls.adjustStock(product.id, values);
    } catch (e) {
      errorToast(e, { action: 'update', entity: 'stock' });
      throw e;
    }
    toast({ title: translate('shop.stock.saved') });
    setAdjusting(false);
    await refresh();
  };

  return (
    <Card data-testid="stock-panel">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography fontWeight={600}>{translate('shop.stock.title')}</Typography>
            <StockBadge product={product} />
          </Stack>
          {canAdjust ? (
            <Stack direction="row" spacing={1}>
              <Button
                variant="outlined"
                onClick={() => {
                  setDraft(draftFor(product));
                  setEditing(true);
                }}
              >
                {translate('shop.stock.setStock')}
              </Button>
              {product.stockTracked ? (
                <Button variant="contained" onClick={() => setAdjusting(true)}>
                  {translate('shop.stock.adjust')}
                </Button>
              ) : null}
            </Stack>
          ) : null}
        </Stack>
        {product.stockTracked ? (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
            {product.sizeStock.map((s) => (
              <Chip
                key={s.size}
                variant="outlined"
                data-testid="size-stock"
                label={translate('shop.stock.sizeLeft', { size: s.size, left: s.left ?? translate(`shop.stock.availability.${s.availability}`) })}
                color={s.availability === 'SOLD_OUT' ? 'error' : s.availability === 'LOW_STOCK' ? 'warning' : 'default'}
              />
            ))}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('shop.stock.notTrackedHelp')}
          </Typography>
        )}
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          {translate('shop.stock.movements')}
        </Typography>
        {/* on a phone the ledger scrolls sideways: a keyboard user reaches it too, by its name */}
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('shop.stock.movements')}>
          <MovementsList movements={movements.data?.movements ?? []} />
        </Box>
      </CardContent>
      <Dialog open={editing} onClose={busy ? undefined : () => setEditing(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('shop.stock.setStock')}</DialogTitle>
        <DialogContent>
          <StockEditor sizes={product.sizes} value={draft} onChange={setDraft} errors={errors} disabled={busy} />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setEditing(false)} disabled={busy}>
            {translate('shop.stock.cancel')}
          </Button>
          <Button variant="contained" onClick={saveStock} disabled={busy || Object.keys(errors).length > 0}>
            {translate('shop.stock.saveStock')}
          </Button>
        </DialogActions>
      </Dialog>
      {adjusting ? <AdjustStockDialog product={product} open onClose={() => setAdjusting(false)} onSubmit={adjust} /> : null}
    </Card>
  );
}
