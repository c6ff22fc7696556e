import { useDataProvider } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { DEFAULT_PLATFORM, SALE_MESSAGES } from '@shop/common';
import { SALE_TEXTS } from '../texts';
import type { ShopDataProvider } from '../dataProvider';
import { Page, PageHeader } from '../ui/PageHeader';
import { useToast } from '../ui/toast';
import { formFailure } from '../ui/formFailure';
import { adminPath } from '../paths';
import { SaleForm } from './SaleForm';
import { toSaleBody, todayInShop, type SaleValues } from './saleRules';

const RECORD_ANOTHER = 'Record another';

export default function SaleCreate() {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const submit = async (v: SaleValues) => {
    try {
      await dataProvider.create('sales', { data: toSaleBody(v, 'create') });
    } catch (e) {
      return formFailure(e, { action: 'record', entity: 'sale' }, toast);
    }
    // Staff often enter a day's sales one after another: the toast offers the empty form again.
    toast({ title: SALE_MESSAGES.recorded, action: { label: RECORD_ANOTHER, onClick: () => navigate(adminPath('/sales/create')) } });
    await queryClient.invalidateQueries();
    navigate(adminPath('/sales'));
    return undefined;
  };
  return (
    <Page>
      <Button component={Link} to={adminPath('/sales')} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>{SALE_TEXTS.backToSales}</Button>
      <PageHeader title={SALE_TEXTS.createTitle} />
      <SaleForm
        mode="create"
        defaultValues={{ productId: '', saleDate: todayInShop(), platform: DEFAULT_PLATFORM, originalPrice: null, sellingPrice: null, discountedPrice: null, customerName: '', customerLocation: '', saleNotes: '', quantity: 1, size: null }}
        onSubmit={submit}
      />
    </Page>
  );
}
