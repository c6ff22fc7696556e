import { OrderLink } from '../orders/OrderLink';
import { useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { SHOP_TIME_ZONE } from '@shop/common';
import type { Sale } from '../api/types';
import { FormScreen, RecordNotFound } from '../ui/FormScreen';
import { useLeaveAfterSave } from '../ui/useLeaveAfterSave';
import { Spinner } from '../ui/Spinner';
import { useToast } from '../ui/toast';
import { formFailure } from '../ui/formFailure';
import { SaleForm } from './SaleForm';
import { InvoiceLinkButton } from '../invoices/InvoiceLinkButton';
import { toSaleBody, type SaleValues } from './saleRules';

const dateOnly = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

export default function SaleEdit() {
  const { id = '' } = useParams();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const leave = useLeaveAfterSave();
  const toast = useToast();
  const { data: sale, isPending, error } = useGetOne<Sale>('sales', { id }, { retry: false });
  if (isPending) return <Spinner />;
  if (error || !sale) {
    return <RecordNotFound back="/sales" backLabel={translate('shop.sales.backToSales')} title={translate('shop.sales.notFound')} />;
  }
  const submit = async (v: SaleValues) => {
    try {
      await dataProvider.update('sales', { id: sale.id, data: toSaleBody(v, 'edit'), previousData: sale });
    } catch (e) {
      return formFailure(e, { action: 'update', entity: 'sale' }, toast);
    }
    toast({ title: translate('shop.sales.toasts.updated') });
    return leave('/sales');
  };
  return (
    <FormScreen back="/sales" backLabel={translate('shop.sales.backToSales')} title={translate('shop.sales.editTitle')}>
      <InvoiceLinkButton saleId={sale.id} />

      <OrderLink code={sale.orderCode} />
      <SaleForm
        mode="edit"
        initialProduct={sale.product}
        held={{ productId: sale.productId, size: sale.size ?? null, quantity: sale.quantity ?? 1, oversell: !!sale.oversell }}
        defaultValues={{
          productId: sale.productId,
          saleDate: sale.saleDate ? dateOnly(sale.saleDate) : '',
          platform: sale.platform,
          originalPrice: sale.originalPrice,
          sellingPrice: sale.sellingPrice,
          discountedPrice: sale.discountedPrice,
          customerName: sale.customerName ?? '',
          customerLocation: sale.customerLocation ?? '',
          saleNotes: sale.saleNotes ?? '',
          quantity: sale.quantity ?? 1,
          size: sale.size ?? null,
        }}
        onSubmit={submit}
      />
    </FormScreen>
  );
}
