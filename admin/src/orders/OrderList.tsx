import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { formatPrice, ORDER_STATUSES, type OrderStatus, type StaffOrderSummary } from '@shop/common';
import { ORDER_TEXTS as T } from '../texts';
import { Page, PageHeader } from '../ui/PageHeader';
import { Spinner } from '../ui/Spinner';
import { shopTime } from '../ui/shopTime';
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

/** The Orders list: a paste box that lands on the order, a status filter, newest first. */
export default function OrderList() {
  const navigate = useNavigate();
  // in the address, so the dashboard's New orders card can link to the list filtered to New
  const [filters, setFilters] = useUrlFilters({ status: '' });
  const status = (STATUSES as readonly string[]).includes(filters.status) ? (filters.status as OrderStatus) : '';
  const [pasted, setPasted] = useState('');
  const [pasteError, setPasteError] = useState<string | null>(null);
  const [orders, setOrders] = useState<StaffOrderSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setOrders(null);
    ordersApi.list({ status: status || undefined }).then(
      (r) => setOrders(r.orders),
      (e: Error) => setError(e.message),
    );
  }, [status]);

  const open = () => {
    const code = codeInText(pasted);
    if (!code) return setPasteError(T.noCode);
    void navigate(adminPath(`/orders/${code}`));
  };

  return (
    <Page>
      <PageHeader title={T.title} subtitle={T.subtitle} />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} component="form" onSubmit={(e) => (e.preventDefault(), open())}>
            <TextField
              label={T.paste}
              value={pasted}
              onChange={(e) => (setPasted(e.target.value), setPasteError(null))}
              error={!!pasteError}
              helperText={pasteError ?? ' '}
              multiline
              maxRows={4}
              fullWidth
              inputProps={{ 'data-testid': 'order-paste' }}
            />
            <Box>
              <Button type="submit" variant="contained" sx={{ whiteSpace: 'nowrap', mt: { sm: 1 } }}>
                {T.open}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
      <TextField
        select
        size="small"
        label={T.columns.status}
        value={status}
        onChange={(e) => setFilters({ status: e.target.value })}
        sx={{ mb: 2, minWidth: 200 }}
      >
        <MenuItem value="">{T.allStatuses}</MenuItem>
        {STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {T.status[s]}
          </MenuItem>
        ))}
      </TextField>
      {error ? (
        <Alert severity="error">{error}</Alert>
      ) : orders === null ? (
        <Spinner />
      ) : orders.length === 0 ? (
        <Alert severity="info">{T.empty}</Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="orders-table">
            <TableHead>
              <TableRow>
                {[T.columns.code, T.columns.status, T.columns.route, T.columns.pieces, T.columns.total, T.columns.pickup, T.columns.age].map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((o) => (
                <TableRow key={o.code} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(adminPath(`/orders/${o.code}`))}>
                  <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{o.code}</TableCell>
                  <TableCell>
                    <Chip size="small" color={STATUS_COLOR[o.status]} label={T.status[o.status]} />
                  </TableCell>
                  <TableCell>{T.route[o.route]}</TableCell>
                  <TableCell>{o.pieces}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPrice(o.total, o.currency)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{o.pickupDate ?? '–'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{shopTime(o.createdAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Page>
  );
}
