import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePermissions, useTranslate } from 'react-admin';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { hasPermission, PLATFORMS, type OrderStatus, type Platform, type StaffOrderView } from '@shop/common';
import { useShopFormat } from '../i18n/format';
import { Page, PageHeader } from '../ui/PageHeader';
import { Spinner } from '../ui/Spinner';
import { adminPath } from '../paths';
import { ApiError } from '../api/http';
import { isShortage, ordersApi } from './ordersApi';
import { OrderLines } from './OrderLines';
import { actionError, draftBody, draftChanged, draftOf, fieldErrors, type DraftLine } from './lineDraft';
import { STATUS_COLOR } from './OrderList';

const NEXT: Partial<Record<OrderStatus, OrderStatus>> = { NEW: 'CONFIRMED', CONFIRMED: 'READY', READY: 'COMPLETED' };
const message = (e: unknown) => (e instanceof ApiError ? (Object.values(e.body?.errors ?? {})[0] ?? e.message) : (e as Error).message);

/** One order: its lines with each product's price and stock now, recording in one press, status steps and cancelling. */
export default function OrderShow() {
  const { code = '' } = useParams();
  const translate = useTranslate();
  const f = useShopFormat();
  const [order, setOrder] = useState<StaffOrderView | null>(null);
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [platform, setPlatform] = useState<Platform | ''>('');
  const [shortage, setShortage] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [deleteSales, setDeleteSales] = useState(false);
  // deleting the order's sales is a sales delete: offered only to whoever may delete sales (the API checks it too)
  const { permissions } = usePermissions();
  const canDeleteSales = hasPermission(permissions, 'salesDelete');
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const refusal = useRef<HTMLDivElement>(null);
  // the browser keeps the pressed button where it was, so a refusal shown above it can land out of sight: bring it in,
  // to the middle of the screen (at the nearest edge a fraction of a pixel of it could stay below a phone's screen)
  useEffect(() => {
    if (error) refusal.current?.scrollIntoView({ block: 'center' });
  }, [error]);
  // the lines as edited, for the order they were edited from: a new answer from the API starts from its own lines
  const [edit, setEdit] = useState<{ of: StaffOrderView; lines: DraftLine[] } | null>(null);
  const draft = order ? (edit?.of === order ? edit.lines : draftOf(order)) : [];
  const setDraft = (lines: DraftLine[]) => order && setEdit({ of: order, lines });

  useEffect(() => {
    ordersApi.get(code).then(setOrder, (e) => (e instanceof ApiError && e.status === 404 ? setMissing(true) : setError(message(e))));
  }, [code]);

  const act = useCallback(
    async (call: () => Promise<StaffOrderView>) => {
      setBusy(true);
      setError(null);
      setLineErrors({});
      try {
        setOrder(await call());
        return true;
      } catch (e) {
        if (isShortage(e)) setShortage((e as Error).message);
        else {
          setError(
            actionError(
              e,
              draft.map((d) => d.line),
            ),
          );
          setLineErrors(fieldErrors(e));
        }
        return false;
      } finally {
        setBusy(false);
      }
    },
    [draft],
  );

  if (missing)
    return (
      <Page>
        <Alert severity="warning">{translate('shop.orders.notFound')}</Alert>
        <Button component={Link} to={adminPath('/orders')} sx={{ mt: 2 }}>
          {translate('shop.orders.back')}
        </Button>
      </Page>
    );
  if (!order)
    return error ? (
      <Page>
        <Alert severity="error">{error}</Alert>
      </Page>
    ) : (
      <Spinner />
    );
  const chosen = (platform || order.routePlatform) ?? undefined;
  const record = (oversell = false) => act(() => ordersApi.record(order.code, { platform: platform || undefined, oversell }));
  const next = NEXT[order.status];
  const open = order.status !== 'COMPLETED' && order.status !== 'CANCELLED';
  const editable = !order.recorded && open;
  const edited = editable && draftChanged(order, draft);

  return (
    <Page>
      <PageHeader
        title={order.code}
        subtitle={
          <>
            {translate(`shop.orders.route.${order.route}`)} · {f.dateTime(order.createdAt)}
            {order.pickupDate ? ` · ${translate('shop.orders.pickupOn', { date: f.date(order.pickupDate) })}` : ''}
          </>
        }
        actions={
          <Button component={Link} to={adminPath('/orders')}>
            {translate('shop.orders.back')}
          </Button>
        }
      />
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip color={STATUS_COLOR[order.status]} label={translate(`shop.orders.status.${order.status}`)} data-testid="order-status" />
        <Typography color="text.secondary">{f.dateTime(order.statusAt)}</Typography>
        {order.cancelReason ? <Typography color="text.secondary">· {order.cancelReason}</Typography> : null}
      </Stack>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" gutterBottom>
            {translate('shop.orders.lines')}
          </Typography>
          <OrderLines draft={draft} currency={order.currency} editable={editable} errors={lineErrors} onChange={setDraft} />
          {edited ? (
            <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
              <Button onClick={() => (setDraft(draftOf(order)), setLineErrors({}))} disabled={busy}>
                {translate('shop.orders.undoLines')}
              </Button>
              <Button variant="contained" disabled={busy} onClick={() => void act(() => ordersApi.updateLines(order.code, draftBody(draft)))}>
                {translate('shop.orders.saveLines')}
              </Button>
            </Stack>
          ) : null}
          <Typography sx={{ mt: 1, fontWeight: 700, textAlign: 'end' }}>
            {translate('shop.orders.total', { amount: f.money(order.total, order.currency) })}
          </Typography>
        </CardContent>
      </Card>
      {order.recorded ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {translate('shop.orders.recorded')} ({order.platform ? translate(`shop.sales.platforms.${order.platform}`) : ''}) ·{' '}
          {translate('shop.orders.sales', { smart_count: order.saleIds.length })} ·{' '}
          <Link to={adminPath('/sales')}>{translate('shop.orders.seeSales')}</Link>
        </Alert>
      ) : null}
      {/* beside the buttons, not above the lines: on a phone the top of the screen is out of sight when they are pressed */}
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="order-action-error" ref={refusal}>
          {error}
        </Alert>
      ) : edited ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('shop.orders.unsavedLines')}
        </Alert>
      ) : null}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' }, '& .MuiButton-root': { whiteSpace: 'nowrap', flexShrink: 0 } }}
      >
        {!order.recorded && open ? (
          <>
            <TextField
              select
              size="small"
              label={translate('shop.orders.platform')}
              value={platform || order.routePlatform || ''}
              onChange={(e) => setPlatform(e.target.value as Platform)}
              sx={{ minWidth: 180, width: { sm: 240 }, flexShrink: 0 }}
              helperText={order.routePlatform ? ' ' : translate('shop.orders.platformNeeded')}
            >
              {PLATFORMS.map((p) => (
                <MenuItem key={p} value={p}>
                  {translate(`shop.sales.platforms.${p}`)}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" disabled={busy || !chosen || edited} onClick={() => void record()} data-testid="record-order">
              {translate('shop.orders.record')}
            </Button>
          </>
        ) : null}
        {next ? (
          <Button variant="outlined" disabled={busy || edited} onClick={() => void act(() => ordersApi.setStatus(order.code, { status: next }))}>
            {translate(`shop.orders.markAs.${next}`)}
          </Button>
        ) : null}
        {open ? (
          <Button color="error" disabled={busy} onClick={() => setCancelling(true)}>
            {translate('shop.orders.cancel')}
          </Button>
        ) : null}
      </Stack>

      <Dialog open={shortage !== null} onClose={() => setShortage(null)}>
        <DialogTitle>{translate('shop.orders.oversellTitle')}</DialogTitle>
        <DialogContent>{translate('shop.orders.oversellText', { message: shortage ?? '' })}</DialogContent>
        <DialogActions>
          <Button onClick={() => setShortage(null)}>{translate('shop.orders.keep')}</Button>
          <Button color="warning" variant="contained" onClick={() => (setShortage(null), void record(true))}>
            {translate('shop.orders.oversellConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={cancelling} onClose={() => setCancelling(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('shop.orders.cancelTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            label={translate('shop.orders.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            fullWidth
            inputProps={{ maxLength: 200, dir: 'auto' }}
            sx={{ mt: 1 }}
          />
          {order.recorded && canDeleteSales ? (
            <FormControlLabel
              control={<Checkbox checked={deleteSales} onChange={(e) => setDeleteSales(e.target.checked)} />}
              label={translate('shop.orders.deleteSales')}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCancelling(false)}>{translate('shop.orders.keep')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy}
            onClick={async () => {
              if (
                await act(() =>
                  ordersApi.setStatus(order.code, {
                    status: 'CANCELLED',
                    reason: reason.trim() || null,
                    deleteSales: order.recorded && canDeleteSales && deleteSales,
                  }),
                )
              )
                setCancelling(false);
            }}
          >
            {translate('shop.orders.cancel')}
          </Button>
        </DialogActions>
      </Dialog>
    </Page>
  );
}
