import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import PaymentsIcon from '@mui/icons-material/Payments';
import RateReviewIcon from '@mui/icons-material/RateReview';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import type { DashboardSummary } from '@shop/common';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { useShopFormat, type ShopFormat } from '../i18n/format';
import { translateError } from '../errors/translateError';
import { Page, PageHeader } from '../ui/PageHeader';
import { Spinner } from '../ui/Spinner';
import { adminPath } from '../paths';
import { AddLink } from '../ui/LinkButtons';
import { SetupChecklist } from './SetupChecklist';
import { BackupWarning } from '../backups/BackupWarning';
import { StockCard } from '../stock/StockCard';
import { NewOrdersCard } from '../orders/NewOrdersCard';
import { VatThresholdAlert } from '../tax/VatThresholdAlert';
import { ZatcaReportingCard } from '../tax/ZatcaReportingCard';
import type { ReactNode } from 'react';
import { dashboardCalls } from './dashboardApi';

interface StatCardProps {
  title: string;
  value: string;
  hint: string;
  icon: ReactNode;
  testId: string;
}

function StatCard({ title, value, hint, icon, testId }: StatCardProps) {
  return (
    <Card data-testid={testId}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography color="text.secondary" fontWeight={600} sx={{ fontSize: { xs: '0.85rem', sm: '1rem' } }}>
            {title}
          </Typography>
          <Box sx={{ color: 'primary.main' }}>{icon}</Box>
        </Stack>
        <Typography sx={{ fontSize: { xs: '1.25rem', sm: '1.75rem' }, fontWeight: 700, mt: 1 }}>{value}</Typography>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The API's activity words (free text) mapped to catalogue keys; a phrase without a key is shown as the API wrote it. */
const ACTIVITY_ACTIONS: Record<string, string> = {
  created: 'created',
  updated: 'updated',
  deleted: 'deleted',
  seeded: 'seeded',
  reset: 'reset',
  imported: 'imported',
  enabled: 'enabled',
  disabled: 'disabled',
  'password-changed': 'passwordChanged',
  'profile-updated': 'profileUpdated',
  'recorded as sales': 'recordedAsSales',
  'edited the lines of': 'editedLinesOf',
  cancelled: 'cancelled',
  'cancelled (sales deleted)': 'cancelledSalesDeleted',
  'marked new': 'markedNew',
  'marked confirmed': 'markedConfirmed',
  'marked ready': 'markedReady',
  'marked completed': 'markedCompleted',
  featured: 'featured',
  archived: 'archived',
  restored: 'restored',
  visibility: 'visibility',
  'sort-order': 'sortOrder',
  // the stock ledger's kinds of change (api/src/stock/stock-events.ts)
  'started counting stock of': 'stockInitial',
  'sold stock of': 'stockSale',
  'moved stock (sale edited) of': 'stockSaleEdit',
  'put back stock (sale deleted) of': 'stockSaleDelete',
  'received stock of': 'stockReceived',
  'counted stock of': 'stockCounted',
  'wrote off damaged stock of': 'stockDamaged',
  'took back returned stock of': 'stockReturned',
  oversold: 'stockOversell',
};

type Activity = DashboardSummary['recentActivity'][number];

/** "<who> <did> <what> "<name>"": the words translated, the names (staff typed them) shown as they are. */
function ActivityLine({ a, translate }: { a: Activity; translate: TranslateFunction }) {
  const actionKey = ACTIVITY_ACTIONS[a.action];
  const action = actionKey ? translate(`shop.shell.dashboard.activity.actions.${actionKey}`) : a.action;
  const entity = translate(`shop.shell.dashboard.activity.entities.${a.entityType}`, { _: a.entityType });
  return (
    <>
      {a.userName ? <span data-product-data>{a.userName}</span> : translate('shop.shell.dashboard.activity.system')} {action} {entity}
      {a.entityName ? (
        <>
          {' '}
          <span data-product-data>"{a.entityName}"</span>
        </>
      ) : null}
    </>
  );
}

const stat = (id: string, title: string, value: string, hint: string, icon: ReactNode): StatCardProps => ({
  testId: `card-${id}`,
  title,
  value,
  hint,
  icon,
});

/** The four figures across the top, in this order. */
const statCards = (d: DashboardSummary, translate: TranslateFunction, f: ShopFormat) => {
  const t = (key: string, options?: Record<string, unknown>) => translate(`shop.shell.dashboard.${key}`, options);
  // isolated left to right (U+2066…U+2069), so "-48.8%" keeps its sign and percent sign in an Arabic sentence
  const change = (percent: number) => t('fromLastMonth', { percent: `\u2066${percent >= 0 ? '+' : ''}${f.number(percent)}%\u2069` });
  return [
    stat('products', t('totalProducts'), f.number(d.totalProducts), change(d.productsChangePercent), <Inventory2Icon />),
    stat('sales', t('salesThisMonth'), f.money(d.salesThisMonth), change(d.salesChangePercent), <PaymentsIcon />),
    stat('reviews', t('pendingReviews'), f.number(d.pendingReviews), t('awaitingApproval'), <RateReviewIcon />),
    stat('inquiries', t('newInquiries'), f.number(d.newInquiries), t('requiresResponse'), <QuestionAnswerIcon />),
  ];
};

export default function Dashboard() {
  const translate = useTranslate();
  const f = useShopFormat();
  const d = (key: string) => translate(`shop.shell.dashboard.${key}`);
  const { data, isPending, error } = useQuery({ queryKey: ['dashboardSummary'], queryFn: () => dashboardCalls.dashboardSummary() });

  return (
    <Page>
      <PageHeader title={d('title')} subtitle={d('welcome')} />
      <SetupChecklist />
      <BackupWarning />

      <VatThresholdAlert />
      <ZatcaReportingCard />
      {data?.licenceMissing ? (
        <Alert severity="warning" data-testid="licence-missing" sx={{ mb: 2 }}>
          <strong>{d('licenceMissing')}</strong> — {d('licenceMissingHint')}
        </Alert>
      ) : null}
      {isPending ? <Spinner /> : null}
      {error ? <Alert severity="error">{translateError(error, { action: 'load', entity: 'dashboard' }).description}</Alert> : null}
      {data ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
          {statCards(data, translate, f).map((card) => (
            <StatCard key={card.testId} {...card} />
          ))}
        </Box>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
        <Stack spacing={2}>
          <NewOrdersCard />
          <StockCard />
          <Card>
            <CardContent>
              <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
                {d('quickLinks')}
              </Typography>
              <Stack spacing={1}>
                <AddLink to="/products/create" label={d('addNewProduct')} />
                <Button component={Link} to={adminPath('/products')} variant="outlined">
                  {d('manageProducts')}
                </Button>
                <Button component={Link} to={adminPath('/sales')} variant="outlined">
                  {d('viewSales')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Stack>
        <Card>
          <CardContent>
            <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
              {d('recentActivity')}
            </Typography>
            {data && data.recentActivity.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                {d('noRecentActivity')}
              </Typography>
            ) : (
              <List dense disablePadding>
                {data?.recentActivity.map((a) => (
                  <ListItem key={a.id} disableGutters divider>
                    <ListItemText primary={<ActivityLine a={a} translate={translate} />} secondary={f.dateTime(a.createdAt)} />
                  </ListItem>
                ))}
              </List>
            )}
          </CardContent>
        </Card>
      </Box>
    </Page>
  );
}
