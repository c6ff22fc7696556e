import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useTranslate } from 'react-admin';
import { useShopFormat } from '../i18n/format';
import { adminPath } from '../paths';
import { ordersApi } from './ordersApi';

/**
 * The dashboard's New orders card: how many chat orders wait, linking to the Orders list filtered to New. Staff
 * without orderManage get 403 from the count, and the card is not shown to them.
 */
export function NewOrdersCard() {
  const translate = useTranslate();
  const f = useShopFormat();
  const { data } = useQuery({ queryKey: ['newOrdersCount'], queryFn: () => ordersApi.countNew(), retry: false });
  if (!data) return null;
  return (
    <Card data-testid="card-new-orders">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography color="text.secondary" fontWeight={600}>
            {translate('shop.orders.newOrdersCard')}
          </Typography>
          <Box sx={{ color: data.count > 0 ? 'warning.main' : 'primary.main' }}>
            <ReceiptLongIcon />
          </Box>
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography sx={{ fontSize: { xs: '1.25rem', sm: '1.75rem' }, fontWeight: 700 }} data-testid="new-orders-total">
            {f.number(data.count)}
          </Typography>
          <Button size="small" component={Link} to={adminPath('/orders?status=NEW')}>
            {translate('shop.orders.viewNew')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('shop.orders.newOrdersHint')}
        </Typography>
      </CardContent>
    </Card>
  );
}
