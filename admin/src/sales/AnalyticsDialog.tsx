import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { PLATFORM_LABELS, SALE_MESSAGES, formatPrice, type Platform } from '@shop/common';
import { PLATFORM_COLORS } from './platformColors';
import { SALE_TEXTS } from '../texts';
import { Spinner } from '../ui/Spinner';
import { salesCalls } from './salesApi';

import { VatMonthsCard } from '../invoices/VatMonthsCard';

/** Column heads of the per-platform table: how many sales and what they earned. */
const PLATFORM_COLUMNS = { platform: 'Platform', count: 'Sales', earnings: 'Earnings' } as const;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="body2" color="text.secondary" fontWeight={600}>
          {label}
        </Typography>
        <Typography sx={{ fontSize: '1.4rem', fontWeight: 700 }} data-testid={testId}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Sales Analytics: the totals, revenue by day, sales by platform (count and earnings), and top products. */
export default function AnalyticsDialog({
  open,
  onClose,
  startDate,
  endDate,
}: {
  open: boolean;
  onClose: () => void;
  startDate?: string;
  endDate?: string;
}) {
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const { data, isPending, error } = useQuery({
    queryKey: ['salesAnalytics', startDate ?? '', endDate ?? ''],
    queryFn: () => salesCalls.salesAnalytics({ startDate: startDate || undefined, endDate: endDate || undefined }),
    enabled: open,
    staleTime: 0,
  });
  const platforms = (data?.salesByPlatform ?? []).map((p) => ({ ...p, label: PLATFORM_LABELS[p.platform as Platform] ?? p.platform }));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="analytics-title">
      <DialogTitle id="analytics-title">{SALE_TEXTS.analyticsTitle}</DialogTitle>
      <DialogContent dividers>
        {isPending ? <Spinner /> : null}
        {error ? <Alert severity="error">{SALE_MESSAGES.analyticsFailed}</Alert> : null}
        {data ? (
          <Box data-testid="analytics">
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mb: 2 }}>
              <Figure label={SALE_TEXTS.totalRevenue} value={formatPrice(data.totalRevenue)} testId="total-revenue" />
              <Figure label={SALE_TEXTS.totalSales} value={String(data.totalSales)} testId="total-sales" />
              <Figure label={SALE_TEXTS.averageSaleValue} value={formatPrice(data.averageSaleValue)} testId="average-sale" />
            </Box>
            {data.totalSales === 0 ? (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {SALE_TEXTS.noAnalytics}
              </Typography>
            ) : null}
            <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
              {SALE_TEXTS.revenueByDay}
            </Typography>
            <Box sx={{ height: 220, mb: 2 }} data-testid="chart-revenue">
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={data.revenueByDay ?? []} margin={{ left: 0, right: 8 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="date" tick={{ fontSize: 11 }} />
                  <YAxis tick={{ fontSize: 11 }} width={56} />
                  <Tooltip formatter={(v) => formatPrice(Number(v))} />
                  <Bar dataKey="revenue" name={SALE_TEXTS.totalRevenue} fill="#c2410c" radius={[4, 4, 0, 0]} />
                </BarChart>
              </ResponsiveContainer>
            </Box>
            <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
              {SALE_TEXTS.byPlatform}
            </Typography>
            <Box sx={{ height: Math.max(140, platforms.length * 36 + 40), mb: 2 }} data-testid="chart-platform">
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={platforms} layout="vertical" margin={{ left: 8, right: 16 }}>
                  <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                  <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
                  <YAxis type="category" dataKey="label" width={110} tick={{ fontSize: 12 }} />
                  <Tooltip formatter={(v, name) => (name === PLATFORM_COLUMNS.count ? v : formatPrice(Number(v)))} />
                  <Bar dataKey="count" name={PLATFORM_COLUMNS.count}>
                    {platforms.map((p) => (
                      <Cell key={p.platform} fill={PLATFORM_COLORS[p.platform as Platform] ?? '#757575'} />
                    ))}
                  </Bar>
                </BarChart>
              </ResponsiveContainer>
            </Box>
            <Table size="small" sx={{ mb: 2 }} data-testid="platform-table">
              <TableHead>
                <TableRow>
                  <TableCell>{PLATFORM_COLUMNS.platform}</TableCell>
                  <TableCell align="right">{PLATFORM_COLUMNS.count}</TableCell>
                  <TableCell align="right">{PLATFORM_COLUMNS.earnings}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {platforms.map((p) => (
                  <TableRow key={p.platform} data-testid="platform-row" data-platform={p.platform}>
                    <TableCell>{p.label}</TableCell>
                    <TableCell align="right" data-testid="platform-count">
                      {p.count}
                    </TableCell>
                    <TableCell align="right" data-testid="platform-earnings" sx={{ whiteSpace: 'nowrap' }}>
                      {formatPrice(p.totalEarnings)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography variant="h3" component="h3">
              {SALE_TEXTS.topProducts}
            </Typography>
            <List dense data-testid="top-products">
              {data.topProducts.map((t) => (
                <ListItem key={t.product.id} divider>
                  <ListItemText
                    primary={`${t.product.name} — ${t.product.brand}`}
                    secondary={`${t.salesCount} × · ${formatPrice(t.totalEarnings)}`}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
        ) : null}
        <VatMonthsCard />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{SALE_TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
