import { usePermissions, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, AlertTitle, List, ListItem, ListItemText } from '@mui/material';
import { hasPermission, type ZatcaReportingStatus } from '@shop/common';
import { apiRequest } from '../api/http';
import { useShopFormat } from '../i18n/format';

/** How long the oldest document has waited, in the unit that reads best: seconds, minutes, then hours. */
const age = (seconds: number): { unit: 'seconds' | 'minutes' | 'hours'; n: number } =>
  seconds < 120
    ? { unit: 'seconds', n: seconds }
    : seconds < 7200
      ? { unit: 'minutes', n: Math.floor(seconds / 60) }
      : { unit: 'hours', n: Math.floor(seconds / 3600) };

/**
 * On the owner's dashboard once the shop reports to ZATCA: documents waiting, the oldest one's age, and each rejection
 * with ZATCA's reason. Nothing while nothing was ever queued (phase 1 shops, or not onboarded yet).
 */
export function ZatcaReportingCard() {
  const translate = useTranslate();
  const f = useShopFormat();
  const { permissions } = usePermissions();
  const owner = hasPermission(permissions, 'taxSettingsUpdate');
  const { data } = useQuery({
    queryKey: ['zatcaReporting'],
    queryFn: () => apiRequest<ZatcaReportingStatus>('/zatca/reporting'),
    enabled: owner,
    refetchInterval: 60_000,
  });
  if (!owner || !data || data.waiting + data.reported + data.reportedWithWarnings + data.rejected === 0) return null;
  const late = (data.oldestWaitingAgeSeconds ?? 0) > 12 * 3600;
  const waited = age(data.oldestWaitingAgeSeconds ?? 0);
  return (
    <Alert severity={late || data.rejected ? 'warning' : 'info'} sx={{ mb: 2, overflowWrap: 'anywhere' }} data-testid="zatca-reporting">
      <AlertTitle>{translate('shop.tax.zatca.title')}</AlertTitle>
      {data.waiting
        ? translate('shop.tax.zatca.waitingSince', {
            waiting: translate('shop.tax.zatca.waiting', { smart_count: data.waiting }),
            age: translate(`shop.tax.zatca.${waited.unit}`, { n: f.number(waited.n) }),
          })
        : translate('shop.tax.zatca.allReported')}
      {late ? ` ${translate('shop.tax.zatca.late')}` : null}
      {data.rejected ? (
        <>
          <br />
          {translate('shop.tax.zatca.rejected', { smart_count: data.rejected })}
          <List dense disablePadding>
            {data.rejections.map((r) => (
              <ListItem key={r.invoiceId} disableGutters>
                <ListItemText primary={translate('shop.tax.zatca.rejection', { number: r.number })} secondary={r.messages.join(' · ')} />
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
    </Alert>
  );
}
