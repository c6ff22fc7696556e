import { lazy, Suspense, useState } from 'react';
import { useDataProvider, useGetList, usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  MenuItem,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import InsightsIcon from '@mui/icons-material/Insights';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import { PLATFORMS, PLATFORM_LABELS, SALE_MESSAGES, formatPrice, hasPermission, SHOP_LOCALE, SHOP_TIME_ZONE } from '@shop/common';
import { SALE_TEXTS } from '../texts';
import type { Sale } from '../api/types';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { EmptyState, FilterBar, SearchBox, ViewToggle, type ViewMode } from '../ui/ListControls';
import { ListTable } from '../ui/ListTable';
import { Page, PageHeader } from '../ui/PageHeader';
import { Spinner } from '../ui/Spinner';
import { useConfirmedAction } from '../ui/useConfirmedAction';
import { useDebouncedText, useUrlFilters } from '../ui/useUrlFilters';
import { adminPath } from '../paths';
import { AddLink } from '../ui/LinkButtons';
import { PlatformBadge } from './PlatformBadge';
import { OrderLink } from '../orders/OrderLink';
import { knownPlatform } from './salesApi';
import { INVOICE_LINK } from '../invoices/invoiceLink';

// recharts only loads when the dialog opens.
const AnalyticsDialog = lazy(() => import('./AnalyticsDialog'));

const showDate = (iso: string) =>
  new Date(iso).toLocaleDateString(SHOP_LOCALE, {
    dateStyle: 'medium',
    timeZone: SHOP_TIME_ZONE,
    numberingSystem: 'latn',
  } as Intl.DateTimeFormatOptions);

export default function SaleList() {
  const dataProvider = useDataProvider();
  const { permissions } = usePermissions();
  const canDelete = hasPermission(permissions, 'salesDelete');
  const [filters, setFilters] = useUrlFilters({ keyword: '', platform: '', startDate: '', endDate: '' });
  const [text, setText] = useDebouncedText(filters.keyword, (v) => setFilters({ keyword: v }));
  // Cards read better than a wide table on phones.
  const small = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  const [view, setView] = useState<ViewMode>(small ? 'grid' : 'table');
  const [analyticsOpen, setAnalyticsOpen] = useState(false);

  const { data, isPending, error, refetch } = useGetList<Sale>('sales', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'saleDate', order: 'DESC' },
    filter: { q: filters.keyword, platform: filters.platform, startDate: filters.startDate, endDate: filters.endDate },
  });
  const rows = data ?? [];
  // Any active filter (keyword, platform or a date) turns an empty list into "no match", not "no sales yet".
  const filtered = Object.values(filters).some((v) => v !== '');

  const deletion = useConfirmedAction<Sale>(refetch);
  const remove = () =>
    deletion.run((s) => dataProvider.delete('sales', { id: s.id, previousData: s }), SALE_MESSAGES.deleted, { action: 'delete', entity: 'sale' });

  const actions = (s: Sale) => (
    <Stack direction="row" spacing={0.5}>
      <Button size="small" component={Link} to={adminPath(`/sales/${s.id}/edit`)} startIcon={<EditIcon />}>
        {SALE_TEXTS.edit}
      </Button>
      <Button size="small" component={Link} to={adminPath(`/invoices/sale/${s.id}`)} startIcon={<ReceiptIcon />}>
        {INVOICE_LINK}
      </Button>
      {canDelete ? (
        <Button size="small" color="error" onClick={() => deletion.ask(s)} startIcon={<DeleteIcon />}>
          {SALE_TEXTS.delete}
        </Button>
      ) : null}
    </Stack>
  );

  return (
    <Page>
      <PageHeader
        title={SALE_TEXTS.listTitle}
        actions={
          <>
            <Button variant="outlined" startIcon={<InsightsIcon />} onClick={() => setAnalyticsOpen(true)}>
              {SALE_TEXTS.analytics}
            </Button>
            <AddLink to="/sales/create" label={SALE_TEXTS.record} />
          </>
        }
      />
      <FilterBar>
        <SearchBox value={text} onChange={setText} placeholder={SALE_TEXTS.searchPlaceholder} clearLabel={SALE_TEXTS.clearFilters} />
        <TextField
          select
          value={knownPlatform(filters.platform) ?? ''}
          onChange={(e) => setFilters({ platform: e.target.value })}
          sx={{ flex: 1, minWidth: 160 }}
          slotProps={{ select: { displayEmpty: true, inputProps: { 'aria-label': SALE_TEXTS.platform } } }}
        >
          <MenuItem value="">{SALE_TEXTS.allPlatforms}</MenuItem>
          {PLATFORMS.map((p) => (
            <MenuItem key={p} value={p}>
              {PLATFORM_LABELS[p]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          label={SALE_TEXTS.startDate}
          value={filters.startDate}
          onChange={(e) => setFilters({ startDate: e.target.value })}
          sx={{ width: { xs: 'calc(50% - 6px)', sm: 170 } }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={SALE_TEXTS.endDate}
          value={filters.endDate}
          onChange={(e) => setFilters({ endDate: e.target.value })}
          sx={{ width: { xs: 'calc(50% - 6px)', sm: 170 } }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          onClick={() => {
            setText('');
            setFilters({ keyword: '', platform: '', startDate: '', endDate: '' });
          }}
        >
          {SALE_TEXTS.clearFilters}
        </Button>
        <Box sx={{ flex: 1 }} />
        <ViewToggle value={view} onChange={setView} />
      </FilterBar>

      {isPending ? <Spinner label={SALE_TEXTS.loading} /> : null}
      {error ? (
        <Alert severity="error">
          <AlertTitle>{SALE_TEXTS.loadError}</AlertTitle>
          {SALE_TEXTS.tryLater}
        </Alert>
      ) : null}
      {!isPending && !error && rows.length === 0 ? (
        filtered ? (
          <EmptyState title={SALE_TEXTS.noResults} />
        ) : (
          <EmptyState
            title={SALE_TEXTS.noSales}
            action={
              <Button variant="contained" component={Link} to={adminPath('/sales/create')}>
                {SALE_TEXTS.recordFirst}
              </Button>
            }
          />
        )
      ) : null}

      {rows.length > 0 && view === 'table' ? (
        <ListTable columns={SALE_TEXTS.columns} minWidth={860}>
          {rows.map((s) => (
            <TableRow key={s.id} hover data-testid="sale-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{showDate(s.saleDate)}</TableCell>
              <TableCell>
                <Typography fontWeight={600}>{s.product?.name ?? '—'}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {s.product?.brand}
                </Typography>
                <OrderLink code={s.orderCode} />
              </TableCell>
              <TableCell>
                <PlatformBadge platform={s.platform} />
              </TableCell>
              <TableCell>{[s.customerName, s.customerLocation].filter(Boolean).join(', ') || '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPrice(s.finalPrice)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPrice(s.totalEarnings)}</TableCell>
              <TableCell>{actions(s)}</TableCell>
            </TableRow>
          ))}
        </ListTable>
      ) : null}

      {rows.length > 0 && view === 'grid' ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
          {rows.map((s) => (
            <Card key={s.id} data-testid="sale-card">
              <CardContent sx={{ pb: 1 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography fontWeight={600} noWrap>
                    {s.product?.name ?? '—'}
                  </Typography>
                  <PlatformBadge platform={s.platform} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {showDate(s.saleDate)} · {s.customerName || '—'}
                </Typography>
                <OrderLink code={s.orderCode} />
                <Typography sx={{ mt: 1 }}>
                  {formatPrice(s.finalPrice)}{' '}
                  <Typography component="span" variant="body2" color="success.main">
                    (+{formatPrice(s.totalEarnings)})
                  </Typography>
                </Typography>
              </CardContent>
              <CardActions>{actions(s)}</CardActions>
            </Card>
          ))}
        </Box>
      ) : null}

      {analyticsOpen ? (
        <Suspense fallback={null}>
          <AnalyticsDialog open={analyticsOpen} onClose={() => setAnalyticsOpen(false)} startDate={filters.startDate} endDate={filters.endDate} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={!!deletion.target}
        title={SALE_TEXTS.deleteTitle}
        text={SALE_TEXTS.deleteText}
        confirmLabel={SALE_TEXTS.delete}
        danger
        pending={deletion.busy}
        onConfirm={remove}
        onClose={deletion.cancel}
      />
    </Page>
  );
}
