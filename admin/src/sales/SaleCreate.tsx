import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_PLATFORM } from '@shop/common';
import { FormScreen } from '../ui/FormScreen';
import { useLeaveAfterSave } from '../ui/useLeaveAfterSave';
import { useToast } from '../ui/toast';
import { formFailure } from '../ui/formFailure';
import { adminPath } from '../paths';
import { SaleForm } from './SaleForm';
import { toSaleBody, todayInShop, type SaleValues } from './saleRules';

export default function SaleCreate() {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const leave = useLeaveAfterSave();
  const navigate = useNavigate();
  const toast = useToast();
  const submit = async (v: SaleValues) => {
    try {
      await dataProvider.create('sales', { data: toSaleBody(v, 'create') });
    } catch (e) {
      return formFailure(e, { action: 'record', entity: 'sale' }, toast);
    }
    // Staff often enter a day's sales one after another: the toast offers the empty form again.
    toast({
      title: translate('shop.sales.toasts.recorded'),
      action: { label: translate('shop.sales.recordAnother'), onClick: () => navigate(adminPath('/sales/create')) },
    });
    return leave('/sales');
  };
  return (
    <FormScreen back="/sales" backLabel={translate('shop.sales.backToSales')} title={translate('shop.sales.createTitle')}>
      <SaleForm
        mode="create"
        defaultValues={{
          productId: '',
          saleDate: todayInShop(),
          platform: DEFAULT_PLATFORM,
          originalPrice: null,
          sellingPrice: null,
          discountedPrice: null,
          customerName: '',
          customerLocation: '',
          saleNotes: '',
          quantity: 1,
          size: null,
        }}
        onSubmit={submit}
      />
    </FormScreen>
  );
}
