import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_PLATFORM, SALE_MESSAGES } from '@shop/common';
import { SALE_TEXTS } from '../texts';
import { FormScreen } from '../ui/FormScreen';
import { useLeaveAfterSave } from '../ui/useLeaveAfterSave';
import { useToast } from '../ui/toast';
import { formFailure } from '../ui/formFailure';
import { adminPath } from '../paths';
import { SaleForm } from './SaleForm';
import { toSaleBody, todayInShop, type SaleValues } from './saleRules';

const RECORD_ANOTHER = 'Record another';

export default function SaleCreate() {
  const dataProvider = useDataProvider();
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
    toast({ title: SALE_MESSAGES.recorded, action: { label: RECORD_ANOTHER, onClick: () => navigate(adminPath('/sales/create')) } });
    return leave('/sales');
  };
  return (
    <FormScreen back="/sales" backLabel={SALE_TEXTS.backToSales} title={SALE_TEXTS.createTitle}>
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
