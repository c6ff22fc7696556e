import { lazy, Suspense, useState } from 'react';
import { useDataProvider, useGetList, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Alert, AlertTitle, Box, Button, Stack, TableCell, TableRow, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import InsightsIcon from '@mui/icons-material/Insights';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import { PLATFORMS, hasPermission } from '@shop/common';
import { useShopFormat } from '../i18n/format';
import type { Sale } from '../api/types';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { EmptyState, FilterBar, SearchBox, ViewToggle, type ViewMode } from '../ui/ListControls';
import { ListRows } from '../ui/ListRows';
import { RecordCard } from '../ui/CardGrid';
import { Page, PageHeader } from '../ui/PageHeader';
import { Spinner } from '../ui/Spinner';
import { ChoiceField } from '../ui/ChoiceField';
import { useConfirmedAction } from '../ui/useConfirmedAction';
import { useDebouncedText, useUrlFilters } from '../ui/useUrlFilters';
import { adminPath } from '../paths';
import { AddLink } from '../ui/LinkButtons';
import { PlatformBadge } from './PlatformBadge';
import { OrderLink } from '../orders/OrderLink';
import { knownPlatform } from './salesApi';

/** The table's columns, in order (their heads: shop.sales.columns.*). */
const COLUMNS = ['date', 'product', 'platform', 'customer', 'finalPrice', 'earnings', 'actions'] as const;

// recharts only loads when the dialog opens.
const AnalyticsDialog = lazy(() => import('./AnalyticsDialog'));

export default function SaleList() {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const f = useShopFormat();
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
    deletion.run((s) => dataProvider.delete('sales', { id: s.id, previousData: s }), translate('shop.sales.toasts.deleted'), {
      action: 'delete',
      entity: 'sale',
    });

  const actions = (s: Sale) => (
    <Stack direction="row" spacing={0.5}>
      <Button size="small" component={Link} to={adminPath(`/sales/${s.id}/edit`)} startIcon={<EditIcon />}>
        {translate('ra.action.edit')}
      </Button>
      <Button size="small" component={Link} to={adminPath(`/invoices/sale/${s.id}`)} startIcon={<ReceiptIcon />}>
        {translate('shop.invoices.link')}
      </Button>
      {canDelete ? (
        <Button size="small" color="error" onClick={() => deletion.ask(s)} startIcon={<DeleteIcon />}>
          {translate('ra.action.delete')}
        </Button>
      ) : null}
    </Stack>
  );

  return (
    <Page>
      <PageHeader
        title={translate('shop.sales.listTitle')}
        actions={
          <>
            <Button variant="outlined" startIcon={<InsightsIcon />} onClick={() => setAnalyticsOpen(true)}>
              {translate('shop.sales.analytics')}
            </Button>
            <AddLink to="/sales/create" label={translate('shop.sales.record')} />
          </>
        }
      />
      <FilterBar>
        <SearchBox
          value={text}
          onChange={setText}
          placeholder={translate('shop.sales.searchPlaceholder')}
          clearLabel={translate('shop.sales.clearFilters')}
        />
        <ChoiceField
          value={knownPlatform(filters.platform) ?? ''}
          choices={PLATFORMS}
          labelOf={(p) => translate(`shop.sales.platforms.${p}`)}
          all={translate('shop.sales.allPlatforms')}
          onChange={(p) => setFilters({ platform: p })}
          sx={{ flex: 1, minWidth: 160 }}
          slotProps={{ select: { displayEmpty: true, inputProps: { 'aria-label': translate('shop.sales.platform') } } }}
        />
        <TextField
          type="date"
          label={translate('shop.sales.startDate')}
          value={filters.startDate}
          onChange={(e) => setFilters({ startDate: e.target.value })}
          sx={{ width: { xs: 'calc(50% - 6px)', sm: 170 } }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={translate('shop.sales.endDate')}
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
          {translate('shop.sales.clearFilters')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <ViewToggle value={view} onChange={setView} />
      </FilterBar>

      {isPending ? <Spinner label={translate('shop.sales.loading')} /> : null}
      {error ? (
        <Alert severity="error">
          <AlertTitle>{translate('shop.sales.loadError')}</AlertTitle>
          {translate('shop.sales.tryLater')}
        </Alert>
      ) : null}
      {!isPending && !error && rows.length === 0 ? (
        filtered ? (
          <EmptyState title={translate('shop.sales.noResults')} />
        ) : (
          <EmptyState
            title={translate('shop.sales.noSales')}
            action={
              <Button variant="contained" component={Link} to={adminPath('/sales/create')}>
                {translate('shop.sales.recordFirst')}
              </Button>
            }
          />
        )
      ) : null}

      <ListRows
        view={view}
        rows={rows}
        columns={COLUMNS.map((c) => translate(`shop.sales.columns.${c}`))}
        minWidth={860}
        // a sale card's three buttons need a third of a wide screen
        gridColumns={{ xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
        row={(s) => (
          <TableRow key={s.id} hover data-testid="sale-row">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.date(s.saleDate)}</TableCell>
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
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.money(s.finalPrice)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.money(s.totalEarnings)}</TableCell>
            <TableCell>{actions(s)}</TableCell>
          </TableRow>
        )}
        card={(s) => (
          <RecordCard
            key={s.id}
            data-testid="sale-card"
            title={s.product?.name ?? '—'}
            badge={<PlatformBadge platform={s.platform} />}
            actions={actions(s)}
          >
            <Typography variant="body2" color="text.secondary">
              {f.date(s.saleDate)} · {s.customerName || '—'}
            </Typography>
            <OrderLink code={s.orderCode} />
            <Typography sx={{ mt: 1 }}>
              {f.money(s.finalPrice)}{' '}
              <Typography component="span" variant="body2" color="success.main">
                (+{f.money(s.totalEarnings)})
              </Typography>
            </Typography>
          </RecordCard>
        )}
      />

      {analyticsOpen ? (
        <Suspense fallback={null}>
          <AnalyticsDialog open={analyticsOpen} onClose={() => setAnalyticsOpen(false)} startDate={filters.startDate} endDate={filters.endDate} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={!!deletion.target}
        title={translate('shop.sales.deleteTitle')}
        text={translate('shop.sales.deleteText')}
        confirmLabel={translate('ra.action.delete')}
        danger
        pending={deletion.busy}
        onConfirm={remove}
        onClose={deletion.cancel}
      />
    </Page>
  );
}
