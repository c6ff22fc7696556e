import { useMemo, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Alert, Box, Button, Stack, TableCell, TableRow, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { CATEGORY_MESSAGES } from '@shop/common';
import type { Category } from '../api/types';
import { categoryMatches, categoriesCalls } from './categoriesApi';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { EmptyState, FilterBar, SearchBox, SwitchFilter, ViewToggle, type ViewMode } from '../ui/ListControls';
import { MediaCard } from '../ui/CardGrid';
import { ListRows } from '../ui/ListRows';
import { Page, PageHeader } from '../ui/PageHeader';
import { Spinner } from '../ui/Spinner';
import { StatusBadge } from '../ui/StatusBadge';
import { useConfirmedAction } from '../ui/useConfirmedAction';
import { useDebouncedText, useUrlFilters } from '../ui/useUrlFilters';
import { adminPath } from '../paths';
import { AddLink } from '../ui/LinkButtons';
import { PLACEHOLDER_IMAGE } from '../ui/placeholder';
import { inStaffLanguage } from '../i18n/plain';

const COLUMNS = ['image', 'name', 'description', 'products', 'status', 'sortOrder', 'actions'] as const;

// A category's name and description run in their own direction (an English one stays left to right on an Arabic screen,
// its full stop at its end), aligned at the screen's start: 'left' turns to 'right' with the layout in Arabic.

export default function CategoryList() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`shop.categories.list.${key}`, options);
  const [filters, setFilters] = useUrlFilters({ keyword: '', showArchived: true });
  const [text, setText] = useDebouncedText(filters.keyword, (v) => setFilters({ keyword: v }));
  const [view, setView] = useState<ViewMode>('grid');

  const { data, isPending, error, refetch } = useGetList<Category>('categories', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'sortOrder', order: 'ASC' },
    filter: { showArchived: filters.showArchived },
  });
  const rows = useMemo(() => (data ?? []).filter((c) => categoryMatches(c, filters.keyword)), [data, filters.keyword]);
  const searching = filters.keyword.trim() !== '';

  const toggle = useConfirmedAction<Category>(refetch);
  const confirmToggle = () =>
    toggle.run((c) => categoriesCalls.setCategoryVisibility(c.id, !c.publiclyVisible), inStaffLanguage(CATEGORY_MESSAGES.visibilityUpdated), {
      action: 'update',
      entity: 'category',
    });

  const actions = (c: Category) => (
    <Stack direction="row" spacing={1}>
      <Button size="small" component={Link} to={adminPath(`/categories/${c.id}/edit`)} startIcon={<EditIcon />}>
        {t('edit')}
      </Button>
      <Button size="small" color="inherit" onClick={() => toggle.ask(c)} startIcon={c.publiclyVisible ? <VisibilityOffIcon /> : <VisibilityIcon />}>
        {t(c.publiclyVisible ? 'hide' : 'show')}
      </Button>
    </Stack>
  );
  const badge = (c: Category) => (
    <StatusBadge on={c.publiclyVisible} onLabel={t('available')} offLabel={t('unavailable')} onClick={() => toggle.ask(c)} />
  );

  return (
    <Page>
      <PageHeader title={translate('shop.categories.title')} actions={<AddLink to="/categories/create" label={t('add')} />} />
      <FilterBar>
        <SearchBox value={text} onChange={setText} placeholder={t('searchPlaceholder')} clearLabel={t('clearSearch')} />
        <SwitchFilter label={t('showArchived')} checked={filters.showArchived} onChange={(v) => setFilters({ showArchived: v } as never)} />
        <Button
          onClick={() => {
            setText('');
            setFilters({ keyword: '', showArchived: false } as never);
          }}
        >
          {t('clearFilters')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <ViewToggle value={view} onChange={setView} />
      </FilterBar>
      {searching && !isPending ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="result-count">
          {t('result', { smart_count: rows.length })}
        </Typography>
      ) : null}

      {isPending ? <Spinner label={t('loading')} /> : null}
      {error ? <Alert severity="error">{(error as Error).message}</Alert> : null}
      {!isPending && !error && rows.length === 0 ? (
        searching ? (
          <EmptyState
            title={t('noResults')}
            action={
              <Button
                onClick={() => {
                  setText('');
                  setFilters({ keyword: '' } as never);
                }}
              >
                {t('clearSearch')}
              </Button>
            }
          />
        ) : filters.showArchived ? (
          <EmptyState title={t('emptyArchived')} />
        ) : (
          <EmptyState
            title={t('emptyPublic')}
            action={
              <Button variant="outlined" onClick={() => setFilters({ showArchived: true } as never)}>
                {t('showPublic')}
              </Button>
            }
          />
        )
      ) : null}

      <ListRows
        view={view}
        rows={rows}
        columns={COLUMNS.map((c) => t(`columns.${c}`))}
        minWidth={760}
        card={(c) => (
          <MediaCard
            key={c.id}
            data-testid="category-card"
            image={c.image || PLACEHOLDER_IMAGE}
            alt={c.name}
            aspectRatio="16 / 9"
            actions={actions(c)}
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography variant="h3" component="h2" noWrap dir="auto" sx={{ textAlign: 'left' }}>
                {c.name}
              </Typography>
              {badge(c)}
            </Stack>
            <Typography variant="body2" color="text.secondary" dir="auto" sx={{ mt: 0.5, minHeight: 40, textAlign: 'left' }}>
              {c.description}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('cardFacts', { smart_count: c._count?.products ?? 0, sortOrder: c.sortOrder })}
            </Typography>
          </MediaCard>
        )}
        row={(c) => (
          <TableRow key={c.id} hover>
            <TableCell>
              <Box
                component="img"
                src={c.image || PLACEHOLDER_IMAGE}
                alt={c.name}
                sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1 }}
              />
            </TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{c.name}</TableCell>
            <TableCell sx={{ maxWidth: 280 }}>{c.description}</TableCell>
            <TableCell>{c._count?.products ?? 0}</TableCell>
            <TableCell>{badge(c)}</TableCell>
            <TableCell>{c.sortOrder}</TableCell>
            <TableCell>{actions(c)}</TableCell>
          </TableRow>
        )}
      />

      <ConfirmDialog
        open={!!toggle.target}
        title={t(toggle.target?.publiclyVisible ? 'hideTitle' : 'showTitle')}
        text={t(toggle.target?.publiclyVisible ? 'hideText' : 'showText')}
        confirmLabel={t(toggle.target?.publiclyVisible ? 'hide' : 'show')}
        pending={toggle.busy}
        onClose={toggle.cancel}
        onConfirm={confirmToggle}
      />
    </Page>
  );
}
