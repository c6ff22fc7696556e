import { useState } from 'react';
import { useGetList, usePermissions, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Alert, AlertTitle, Box, Button, MenuItem, Stack, TableCell, TablePagination, TableRow, TextField, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { hasPermission, PAGE_SIZE_OPTIONS, PRODUCT_MESSAGES } from '@shop/common';
import type { Product } from '../api/types';
import { EmptyState, FilterBar, SearchBox, SwitchFilter, ViewToggle, type ViewMode } from '../ui/ListControls';
import { MediaCard } from '../ui/CardGrid';
import { ListRows } from '../ui/ListRows';
import { Page, PageHeader } from '../ui/PageHeader';
import { Spinner } from '../ui/Spinner';
import { StatusBadge } from '../ui/StatusBadge';
import { useErrorToast, useToast } from '../ui/toast';
import { useDebouncedText, useUrlFilters } from '../ui/useUrlFilters';
import { PLACEHOLDER_IMAGE } from '../ui/placeholder';
import { adminPath } from '../paths';
import { AddLink } from '../ui/LinkButtons';
import { isArchived, isAvailable, sortedImages } from './images';
import { StockBadge } from '../stock/StockBadge';
import { StockFilter } from '../stock/StockFilter';
import { ProductPricing } from './ProductPricing';
import { categoriesCalls } from '../categories/categoriesApi';
import { productsCalls } from './productsApi';
import { ImportButton } from './sheets/ImportButton';
import { useShopFormat } from '../i18n/format';
import { ExportButton } from './sheets/ExportButton';
import { labelsPath } from './labels/labelsPath';
import { inStaffLanguage } from '../i18n/plain';

/**
 * A product's name runs in its own direction (an English name stays left to right on an Arabic screen, so a long one
 * is cut at its end), aligned at the screen's start: 'left' is turned to 'right' with the rest of the layout in Arabic.
 */
const PRODUCT_DATA = { dir: 'auto', sx: { textAlign: 'left' } } as const;

const COLUMNS = ['product', 'category', 'condition', 'pricing', 'stock', 'status', 'actions'] as const;

export default function ProductList() {
  const translate = useTranslate();
  const f = useShopFormat();
  const t = (key: string) => translate(`shop.products.${key}`);
  const condition = (p: Product) => translate(`shop.products.conditions.${p.condition}`, { _: p.condition });
  const toast = useToast();
  const errorToast = useErrorToast();
  const { permissions } = usePermissions();
  const canExport = hasPermission(permissions, 'productUpdate');
  const canImport = canExport && hasPermission(permissions, 'productCreate');
  const [filters, setFilters] = useUrlFilters({ keyword: '', category: '', showArchived: true, showFeatured: false, stock: '' });
  const [text, setText] = useDebouncedText(filters.keyword, (v) => setFilters({ keyword: v }));
  const [view, setView] = useState<ViewMode>('grid');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(PAGE_SIZE_OPTIONS[0]);
  const [busyId, setBusyId] = useState<string | null>(null);

  const categories = useQuery({ queryKey: ['publicCategories'], queryFn: () => categoriesCalls.listPublicCategories() });
  const { data, total, isPending, error, refetch } = useGetList<Product>('products', {
    pagination: { page, perPage },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: {
      q: filters.keyword,
      category: filters.category,
      showArchived: filters.showArchived,
      showFeatured: filters.showFeatured,
      stock: filters.stock,
    },
  });
  const rows = data ?? [];
  const filtered = !!filters.keyword || !!filters.category || filters.showFeatured || !!filters.stock;
  const update = (patch: Parameters<typeof setFilters>[0]) => {
    setPage(1);
    setFilters(patch);
  };

  const run = async (p: Product, call: () => Promise<unknown>, success: string) => {
    setBusyId(p.id);
    try {
      await call();
      toast({ title: success });
      await refetch();
    } catch (e) {
      errorToast(e, { action: 'update', entity: 'product' });
    } finally {
      setBusyId(null);
    }
  };
  const toggleFeatured = (p: Product) => run(p, () => productsCalls.toggleProductFeatured(p.id), inStaffLanguage(PRODUCT_MESSAGES.featuredUpdated));
  const toggleArchive = (p: Product) =>
    run(
      p,
      () => (isArchived(p) ? productsCalls.restoreProduct(p.id) : productsCalls.archiveProduct(p.id)),
      inStaffLanguage(PRODUCT_MESSAGES.visibilityUpdated),
    );

  const badges = (p: Product) => (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      <StatusBadge
        on={p.featured}
        onLabel={t('status.featured')}
        offLabel={t('status.unfeatured')}
        color="warning"
        onClick={busyId ? undefined : () => toggleFeatured(p)}
      />
      <StatusBadge
        on={isAvailable(p)}
        onLabel={t('status.available')}
        offLabel={t('status.unavailable')}
        onClick={busyId ? undefined : () => toggleArchive(p)}
      />
    </Stack>
  );
  const actions = (p: Product) => (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      <Button size="small" component={Link} to={adminPath(`/products/${p.id}/edit`)} startIcon={<EditIcon />}>
        {t('actions.edit')}
      </Button>
      <Button
        size="small"
        color="inherit"
        disabled={busyId === p.id}
        onClick={() => toggleFeatured(p)}
        startIcon={p.featured ? <StarBorderIcon /> : <StarIcon />}
      >
        {t(p.featured ? 'actions.unfeature' : 'actions.feature')}
      </Button>
      <Button
        size="small"
        color="inherit"
        disabled={busyId === p.id}
        onClick={() => toggleArchive(p)}
        startIcon={isArchived(p) ? <UnarchiveIcon /> : <ArchiveIcon />}
      >
        {t(isArchived(p) ? 'actions.unarchive' : 'actions.archive')}
      </Button>
      <Button size="small" color="inherit" component={Link} to={labelsPath([p.id])} startIcon={<QrCode2Icon />}>
        {t('actions.labels')}
      </Button>
    </Stack>
  );
  const image = (p: Product) => sortedImages(p.images)[0]?.url ?? PLACEHOLDER_IMAGE;

  return (
    <Page>
      <PageHeader
        title={t('title')}
        actions={
          <>
            {rows.length ? (
              <Button component={Link} to={labelsPath(rows.map((p) => p.id))} startIcon={<QrCode2Icon />} title={t('labels.printLabelsHelp')}>
                {t('labels.printLabels')}
              </Button>
            ) : null}
            {canExport ? <ExportButton filters={filters} filtered={filtered} /> : null}
            {canImport ? <ImportButton onImported={() => void refetch()} /> : null}
            <AddLink to="/products/create" label={t('list.add')} />
          </>
        }
      />
      <FilterBar>
        <SearchBox
          value={text}
          onChange={(v) => {
            setPage(1);
            setText(v);
          }}
          placeholder={t('list.searchPlaceholder')}
          clearLabel={t('list.clearFilters')}
        />
        <TextField
          select
          value={filters.category}
          onChange={(e) => update({ category: e.target.value })}
          sx={{ flex: 1, minWidth: 180, bgcolor: 'background.paper' }}
          slotProps={{ select: { displayEmpty: true, inputProps: { 'aria-label': t('list.category') } } }}
        >
          <MenuItem value="">{t('list.allCategories')}</MenuItem>
          {categories.isPending ? (
            <MenuItem disabled value="__loading">
              {t('list.categoriesLoading')}
            </MenuItem>
          ) : null}
          {categories.error ? (
            <MenuItem disabled value="__failed">
              {t('list.categoriesFailed')}
            </MenuItem>
          ) : null}
          {categories.data && categories.data.length === 0 ? (
            <MenuItem disabled value="__none">
              {t('list.categoriesNone')}
            </MenuItem>
          ) : null}
          {(categories.data ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <SwitchFilter label={t('list.showArchived')} checked={filters.showArchived} onChange={(v) => update({ showArchived: v })} />
        <StockFilter value={filters.stock} onChange={(v) => update({ stock: v })} />
        <SwitchFilter label={t('list.showFeatured')} checked={filters.showFeatured} onChange={(v) => update({ showFeatured: v })} />
        <Button
          onClick={() => {
            setText('');
            update({ keyword: '', category: '', showArchived: false, showFeatured: false, stock: '' });
          }}
        >
          {t('list.clearFilters')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <ViewToggle value={view} onChange={setView} />
      </FilterBar>

      {isPending ? <Spinner label={t('list.loading')} /> : null}
      {error ? (
        <Alert severity="error">
          <AlertTitle>{t('list.loadError')}</AlertTitle>
          {t('list.tryLater')}
        </Alert>
      ) : null}
      {!isPending && !error && rows.length === 0 ? (
        filtered ? (
          <EmptyState title={t('list.noProducts')} />
        ) : (
          <EmptyState
            title={t(filters.showArchived ? 'list.emptyArchived' : 'list.emptyPublic')}
            action={
              <Button variant="contained" component={Link} to={adminPath('/products/create')}>
                {t('list.createFirst')}
              </Button>
            }
          />
        )
      ) : null}

      <ListRows
        view={view}
        rows={rows}
        columns={COLUMNS.map((c) => t(`list.columns.${c}`))}
        minWidth={900}
        card={(p) => (
          <MediaCard key={p.id} data-testid="product-card" data-name={p.name} image={image(p)} alt={p.name} aspectRatio="4 / 3" actions={actions(p)}>
            <Typography variant="h3" component="h2" noWrap title={p.name} {...PRODUCT_DATA}>
              {p.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {p.brand} · {p.category?.name ?? '—'} · {condition(p)}
            </Typography>
            <Box sx={{ my: 1 }}>
              <ProductPricing p={p} />
            </Box>
            <Box sx={{ mb: 1 }}>
              <StockBadge product={p} />
            </Box>
            {badges(p)}
          </MediaCard>
        )}
        row={(p) => (
          <TableRow key={p.id} hover data-name={p.name}>
            <TableCell>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Box component="img" src={image(p)} alt={p.name} sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1 }} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography fontWeight={600} noWrap {...PRODUCT_DATA}>
                    {p.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {p.brand}
                  </Typography>
                </Box>
              </Stack>
            </TableCell>
            <TableCell>{p.category?.name ?? '—'}</TableCell>
            <TableCell>{condition(p)}</TableCell>
            <TableCell>
              <ProductPricing p={p} />
            </TableCell>
            <TableCell>
              <StockBadge product={p} />
            </TableCell>
            <TableCell>{badges(p)}</TableCell>
            <TableCell>{actions(p)}</TableCell>
          </TableRow>
        )}
      />

      {rows.length > 0 ? (
        <TablePagination
          component="div"
          count={total ?? rows.length}
          page={page - 1}
          onPageChange={(_, p) => setPage(p + 1)}
          rowsPerPage={perPage}
          rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
          // MUI's own words are English: react-admin's pagination words follow the staff member's language
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', { offsetBegin: f.number(from), offsetEnd: f.number(to), total: f.number(count) })
          }
          getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
          onRowsPerPageChange={(e) => {
            setPerPage(Number(e.target.value));
            setPage(1);
          }}
        />
      ) : null}
    </Page>
  );
}
