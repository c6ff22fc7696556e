import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ORDER_STATUSES, type OrderIntakeStatus, type OrderStatus, type StaffOrderSummary } from '@shop/common';
import { useShopFormat } from '../i18n/format';
import { Page, PageHeader } from '../ui/PageHeader';
import { Spinner } from '../ui/Spinner';
import { ChoiceField } from '../ui/ChoiceField';
import { useUrlFilters } from '../ui/useUrlFilters';
import { adminPath } from '../paths';
import { codeInText, ordersApi } from './ordersApi';

const STATUSES: readonly OrderStatus[] = ORDER_STATUSES;

export const STATUS_COLOR: Record<OrderStatus, 'warning' | 'info' | 'success' | 'default' | 'error'> = {
  NEW: 'warning',
  CONFIRMED: 'info',
  READY: 'success',
  COMPLETED: 'default',
  CANCELLED: 'error',
};

/**
 * Said when the shop-wide hourly budget stopped storing orders (or refused some in the last day): the shoppers' chat
 * messages still come, so staff know to take those orders from the chat.
 */
export function IntakeAlert({ intake }: { intake: OrderIntakeStatus | undefined }) {
  const translate = useTranslate();
  const f = useShopFormat();
  if (!intake || !(intake.paused || intake.refused > 0)) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="intake-alert">
      {intake.refused > 0 && intake.since
        ? translate('shop.orders.intakePaused', {
            smart_count: intake.refused,
            since: f.dateTime(intake.since),
            perHour: f.number(intake.perHour),
          })
        : translate('shop.orders.intakePausedNow', { perHour: f.number(intake.perHour) })}
    </Alert>
  );
}

/** Columns a phone leaves out (on the order's own screen): code, status, total and age stay. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The Orders list: a paste box that lands on the order, a status filter, newest first. */
export default function OrderList() {
  const navigate = useNavigate();
  const translate = useTranslate();
  const f = useShopFormat();
  // in the address, so the dashboard's New orders card can link to the list filtered to New
  const [filters, setFilters] = useUrlFilters({ status: '' });
  const status = (STATUSES as readonly string[]).includes(filters.status) ? (filters.status as OrderStatus) : '';
  const [pasted, setPasted] = useState('');
  const [pasteError, setPasteError] = useState<string | null>(null);
  const [orders, setOrders] = useState<StaffOrderSummary[] | null>(null);
  const [intake, setIntake] = useState<OrderIntakeStatus>();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setOrders(null);
    ordersApi.list({ status: status || undefined }).then(
      (r) => (setOrders(r.orders), setIntake(r.intake)),
      (e: Error) => setError(e.message),
    );
  }, [status]);

  const open = () => {
    const code = codeInText(pasted);
    if (!code) return setPasteError(translate('shop.orders.noCode'));
    void navigate(adminPath(`/orders/${code}`));
  };

  return (
    <Page>
      <PageHeader title={translate('shop.orders.title')} subtitle={translate('shop.orders.subtitle')} />
      <IntakeAlert intake={intake} />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} component="form" onSubmit={(e) => (e.preventDefault(), open())}>
            <TextField
              label={translate('shop.orders.paste')}
              value={pasted}
              onChange={(e) => (setPasted(e.target.value), setPasteError(null))}
              error={!!pasteError}
              helperText={pasteError ?? ' '}
              multiline
              maxRows={4}
              fullWidth
              // a pasted chat message reads in its own direction (an English one left to right on an Arabic screen)
              inputProps={{ 'data-testid': 'order-paste', dir: 'auto' }}
            />
            <Box>
              <Button type="submit" variant="contained" sx={{ whiteSpace: 'nowrap', mt: { sm: 1 } }}>
                {translate('shop.orders.open')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
      <ChoiceField
        size="small"
        label={translate('shop.orders.columns.status')}
        value={status}
        choices={STATUSES}
        labelOf={(s) => translate(`shop.orders.status.${s}`)}
        all={translate('shop.orders.allStatuses')}
        onChange={(s) => setFilters({ status: s })}
        sx={{ mb: 2, minWidth: 200 }}
      />
      {error ? (
        <Alert severity="error">{error}</Alert>
      ) : orders === null ? (
        <Spinner />
      ) : orders.length === 0 ? (
        <Alert severity="info">{translate('shop.orders.empty')}</Alert>
      ) : (
        <Table size="small" data-testid="orders-table" aria-label={translate('shop.orders.ordersTable')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('shop.orders.columns.code')}</TableCell>
              <TableCell>{translate('shop.orders.columns.status')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{translate('shop.orders.columns.route')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{translate('shop.orders.columns.pieces')}</TableCell>
              <TableCell>{translate('shop.orders.columns.total')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{translate('shop.orders.columns.pickup')}</TableCell>
              <TableCell>{translate('shop.orders.columns.age')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.map((o) => (
              <TableRow key={o.code} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(adminPath(`/orders/${o.code}`))}>
                {/* a phone's row is code, status, total and age; the code wraps at its dash rather than push the rest off */}
                <TableCell sx={{ fontFamily: 'monospace', px: { xs: 1, sm: 2 } }}>{o.code}</TableCell>
                <TableCell sx={{ px: { xs: 0.5, sm: 2 } }}>
                  <Chip size="small" color={STATUS_COLOR[o.status]} label={translate(`shop.orders.status.${o.status}`)} />
                </TableCell>
                <TableCell sx={WIDE_ONLY}>{translate(`shop.orders.route.${o.route}`)}</TableCell>
                <TableCell sx={WIDE_ONLY}>{f.number(o.pieces)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', px: { xs: 0.5, sm: 2 } }}>{f.money(o.total, o.currency)}</TableCell>
                <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{o.pickupDate ? f.date(o.pickupDate) : '–'}</TableCell>
                <TableCell sx={{ whiteSpace: { sm: 'nowrap' }, px: { xs: 1, sm: 2 } }}>{f.dateTime(o.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Page>
  );
}
