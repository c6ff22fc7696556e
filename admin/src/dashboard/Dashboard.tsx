import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import PaymentsIcon from '@mui/icons-material/Payments';
import RateReviewIcon from '@mui/icons-material/RateReview';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { formatPrice, type DashboardSummary } from '@shop/common';
import { DASHBOARD_TEXTS as T, PROMOTION_TEXTS } from '../texts';
import { translateError } from '../errors/translateError';
import { Page, PageHeader } from '../ui/PageHeader';
import { Spinner } from '../ui/Spinner';
import { shopTime } from '../ui/shopTime';
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

const activityLine = (a: { action: string; entityType: string; entityName: string | null; userName: string | null }) =>
  `${a.userName ?? 'System'} ${a.action} ${a.entityType}${a.entityName ? ` "${a.entityName}"` : ''}`;

const stat = (id: string, title: string, value: string, hint: string, icon: ReactNode): StatCardProps => ({
  testId: `card-${id}`,
  title,
  value,
  hint,
  icon,
});

/** The four figures across the top, in this order. */
const statCards = (d: DashboardSummary) => [
  stat('products', T.totalProducts, String(d.totalProducts), T.fromLastMonth(d.productsChangePercent), <Inventory2Icon />),
  stat('sales', T.salesThisMonth, formatPrice(d.salesThisMonth), T.fromLastMonth(d.salesChangePercent), <PaymentsIcon />),
  stat('reviews', T.pendingReviews, String(d.pendingReviews), T.awaitingApproval, <RateReviewIcon />),
  stat('inquiries', T.newInquiries, String(d.newInquiries), T.requiresResponse, <QuestionAnswerIcon />),
];

export default function Dashboard() {
  const { data, isPending, error } = useQuery({ queryKey: ['dashboardSummary'], queryFn: () => dashboardCalls.dashboardSummary() });

  return (
    <Page>
      <PageHeader title={T.title} subtitle={T.welcome} />
      <SetupChecklist />
      <BackupWarning />

      <VatThresholdAlert />
      <ZatcaReportingCard />
      {data?.licenceMissing ? (
        <Alert severity="warning" data-testid="licence-missing" sx={{ mb: 2 }}>
          <strong>{PROMOTION_TEXTS.licence.missing}</strong> — {PROMOTION_TEXTS.licence.missingHint}
        </Alert>
      ) : null}
      {isPending ? <Spinner /> : null}
      {error ? <Alert severity="error">{translateError(error, { action: 'load', entity: 'dashboard' }).description}</Alert> : null}
      {data ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
          {statCards(data).map((card) => (
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
                {T.quickLinks}
              </Typography>
              <Stack spacing={1}>
                <AddLink to="/products/create" label={T.addNewProduct} />
                <Button component={Link} to={adminPath('/products')} variant="outlined">
                  {T.manageProducts}
                </Button>
                <Button component={Link} to={adminPath('/sales')} variant="outlined">
                  {T.viewSales}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Stack>
        <Card>
          <CardContent>
            <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
              {T.recentActivity}
            </Typography>
            {data && data.recentActivity.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                {T.noRecentActivity}
              </Typography>
            ) : (
              <List dense disablePadding>
                {data?.recentActivity.map((a) => (
                  <ListItem key={a.id} disableGutters divider>
                    <ListItemText primary={activityLine(a)} secondary={shopTime(a.createdAt)} />
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
