import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'react-admin';
import { adminPath } from '../paths';
import { stockCalls } from './stockApi';
import { useShopFormat } from '../i18n/format';

/** The dashboard's stock card: how many counted products are low or sold out, each linking to the filtered list. */
export function StockCard() {
  const translate = useTranslate();
  const f = useShopFormat();
  const { data } = useQuery({ queryKey: ['stockSummary'], queryFn: () => stockCalls.stockSummary(), retry: false });
  if (!data) return null;
  const row = (label: string, count: number, filter: string, testId: string) => (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }} data-testid={testId}>
      <Typography>
        {label}: <strong>{f.number(count)}</strong>
      </Typography>
      <Button size="small" component={Link} to={adminPath(`/products?stock=${filter}`)}>
        {translate('shop.stock.viewList')}
      </Button>
    </Stack>
  );
  return (
    <Card data-testid="card-stock">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}>
          <Typography color="text.secondary" fontWeight={600}>
            {translate('shop.stock.title')}
          </Typography>
          <Box sx={{ color: data.soldOut + data.lowStock > 0 ? 'warning.main' : 'primary.main' }}>
            <WarningAmberIcon />
          </Box>
        </Stack>
        {row(translate('shop.stock.lowStockCard'), data.lowStock, 'LOW_STOCK', 'stock-low')}
        {row(translate('shop.stock.soldOutCard'), data.soldOut, 'SOLD_OUT', 'stock-sold-out')}
        <Typography variant="body2" color="text.secondary">
          {translate('shop.stock.stockCardHint', { threshold: data.lowStockThreshold })}
        </Typography>
      </CardContent>
    </Card>
  );
}
