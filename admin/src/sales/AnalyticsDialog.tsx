import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
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
import type { Platform } from '@shop/common';
import { PLATFORM_COLORS } from './platformColors';
import { directionOf, isShopLocale } from '../i18n';
import { useShopFormat } from '../i18n/format';
import { Spinner } from '../ui/Spinner';
import { salesCalls } from './salesApi';

import { VatMonthsCard } from '../invoices/VatMonthsCard';

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
  const translate = useTranslate();
  const f = useShopFormat();
  const [locale] = useLocaleState();
  // in Arabic the charts read right to left: days run from the right, the value axis stands on the right, bars grow leftwards
  const rtl = directionOf(isShopLocale(locale) ? locale : 'en') === 'rtl';
  const countName = translate('shop.sales.platformColumns.count');
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const { data, isPending, error } = useQuery({
    queryKey: ['salesAnalytics', startDate ?? '', endDate ?? ''],
    queryFn: () => salesCalls.salesAnalytics({ startDate: startDate || undefined, endDate: endDate || undefined }),
    enabled: open,
    staleTime: 0,
  });
  const platforms = (data?.salesByPlatform ?? []).map((p) => ({
    ...p,
    label: translate(`shop.sales.platforms.${p.platform}`, { _: p.platform }),
  }));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="analytics-title">
      <DialogTitle id="analytics-title">{translate('shop.sales.analyticsTitle')}</DialogTitle>
      {/* scrolls on a phone (full screen) once there are a few platforms and products: focusable, so the keyboard
          can scroll it (WCAG 2.1.1; axe-core's scrollable-region-focusable) */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby="analytics-title">
        {isPending ? <Spinner /> : null}
        {error ? <Alert severity="error">{translate('shop.sales.analyticsFailed')}</Alert> : null}
        {data ? (
          <Box data-testid="analytics">
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mb: 2 }}>
              <Figure label={translate('shop.sales.totalRevenue')} value={f.money(data.totalRevenue)} testId="total-revenue" />
              <Figure label={translate('shop.sales.totalSales')} value={f.number(data.totalSales)} testId="total-sales" />
              <Figure label={translate('shop.sales.averageSaleValue')} value={f.money(data.averageSaleValue)} testId="average-sale" />
            </Box>
            {data.totalSales === 0 ? (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {translate('shop.sales.noAnalytics')}
              </Typography>
            ) : null}
            <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
              {translate('shop.sales.revenueByDay')}
            </Typography>
            {/* the SVG itself stays left to right (its text anchors would flip and draw the ticks over the bars); the axes
                are mirrored instead */}
            <Box sx={{ height: 220, mb: 2 }} data-testid="chart-revenue" dir="ltr">
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={data.revenueByDay ?? []} margin={rtl ? { left: 8, right: 0 } : { left: 0, right: 8 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis
                    dataKey="date"
                    // an Arabic date carries direction marks: its tick is laid out right to left, as the page reads it
                    tick={{ fontSize: 11, direction: rtl ? 'rtl' : 'ltr' }}
                    reversed={rtl}
                    tickFormatter={(d) => f.date(String(d))}
                  />
                  <YAxis tick={{ fontSize: 11 }} width={56} orientation={rtl ? 'right' : 'left'} tickFormatter={(v) => f.number(Number(v))} />
                  <Tooltip formatter={(v) => f.money(Number(v))} labelFormatter={(d) => f.date(String(d))} />
                  <Bar dataKey="revenue" name={translate('shop.sales.totalRevenue')} fill="#c2410c" radius={[4, 4, 0, 0]} />
                </BarChart>
              </ResponsiveContainer>
            </Box>
            <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
              {translate('shop.sales.byPlatform')}
            </Typography>
            <Box sx={{ height: Math.max(140, platforms.length * 36 + 40), mb: 2 }} data-testid="chart-platform" dir="ltr">
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={platforms} layout="vertical" margin={rtl ? { left: 16, right: 8 } : { left: 8, right: 16 }}>
                  <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                  <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} reversed={rtl} tickFormatter={(v) => f.number(Number(v))} />
                  <YAxis type="category" dataKey="label" width={110} tick={{ fontSize: 12 }} orientation={rtl ? 'right' : 'left'} />
                  <Tooltip formatter={(v, name) => (name === countName ? f.number(Number(v)) : f.money(Number(v)))} />
                  <Bar dataKey="count" name={countName}>
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
                  <TableCell>{translate('shop.sales.platformColumns.platform')}</TableCell>
                  <TableCell align="right">{countName}</TableCell>
                  <TableCell align="right">{translate('shop.sales.platformColumns.earnings')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {platforms.map((p) => (
                  <TableRow key={p.platform} data-testid="platform-row" data-platform={p.platform}>
                    <TableCell>{p.label}</TableCell>
                    <TableCell align="right" data-testid="platform-count">
                      {f.number(p.count)}
                    </TableCell>
                    <TableCell align="right" data-testid="platform-earnings" sx={{ whiteSpace: 'nowrap' }}>
                      {f.money(p.totalEarnings)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography variant="h3" component="h3">
              {translate('shop.sales.topProducts')}
            </Typography>
            <List dense data-testid="top-products">
              {data.topProducts.map((t) => (
                <ListItem key={t.product.id} divider>
                  <ListItemText
                    primary={`${t.product.name} — ${t.product.brand}`}
                    secondary={translate('shop.sales.topProductLine', { count: f.number(t.salesCount), earnings: f.money(t.totalEarnings) })}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
        ) : null}
        <VatMonthsCard />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
