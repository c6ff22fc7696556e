import { usePermissions, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, AlertTitle } from '@mui/material';
import { hasPermission, type VatThresholdView } from '@shop/common';
import { apiRequest } from '../api/http';
import { useShopFormat } from '../i18n/format';

/** On the owner's dashboard: the last 12 months' sales against ZATCA's registration thresholds, once one is passed. */
export function VatThresholdAlert() {
  const translate = useTranslate();
  const f = useShopFormat();
  const { permissions } = usePermissions();
  const owner = hasPermission(permissions, 'taxSettingsUpdate');
  const { data } = useQuery({ queryKey: ['vatThreshold'], queryFn: () => apiRequest<VatThresholdView>('/tax/threshold'), enabled: owner });
  if (!owner || !data || data.level === 'below') return null;

  return (
    <Alert severity={data.level === 'must' ? 'warning' : 'info'} sx={{ mb: 2 }} data-testid="vat-threshold">
      <AlertTitle>{translate(`shop.tax.threshold.${data.level}.title`)}</AlertTitle>
      {translate(`shop.tax.threshold.${data.level}.text`, {
        sales: f.money(data.salesLast12Months),
        voluntary: f.money(data.voluntaryThreshold),
        mandatory: f.money(data.mandatoryThreshold),
      })}
    </Alert>
  );
}
