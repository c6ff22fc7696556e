import { usePermissions } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, AlertTitle } from '@mui/material';
import { formatPrice, hasPermission, type VatThresholdView } from '@shop/common';
import { apiRequest } from '../api/http';

const TEXTS = {
  may: {
    title: 'You may register for VAT · يمكنك التسجيل في ضريبة القيمة المضافة',
    text: (v: VatThresholdView) =>
      `Sales in the last 12 months: ${formatPrice(v.salesLast12Months)}, above the voluntary threshold of ${formatPrice(v.voluntaryThreshold)}. Registration becomes mandatory above ${formatPrice(v.mandatoryThreshold)}.`,
  },
  must: {
    title: 'You must register for VAT · يجب عليك التسجيل في ضريبة القيمة المضافة',
    text: (v: VatThresholdView) =>
      `Sales in the last 12 months: ${formatPrice(v.salesLast12Months)}, above the mandatory threshold of ${formatPrice(v.mandatoryThreshold)}. Register with ZATCA, then turn VAT on in Settings → Tax and legal.`,
  },
} as const;

/** On the owner's dashboard: the last 12 months' sales against ZATCA's registration thresholds, once one is passed. */
export function VatThresholdAlert() {
  const { permissions } = usePermissions();
  const owner = hasPermission(permissions, 'taxSettingsUpdate');
  const { data } = useQuery({ queryKey: ['vatThreshold'], queryFn: () => apiRequest<VatThresholdView>('/tax/threshold'), enabled: owner });
  if (!owner || !data || data.level === 'below') return null;
  const t = TEXTS[data.level];
  return (
    <Alert severity={data.level === 'must' ? 'warning' : 'info'} sx={{ mb: 2 }} data-testid="vat-threshold">
      <AlertTitle>{t.title}</AlertTitle>
      {t.text(data)}
    </Alert>
  );
}
