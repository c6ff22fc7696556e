import { usePermissions } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, AlertTitle, List, ListItem, ListItemText } from '@mui/material';
import { hasPermission, type ZatcaReportingStatus } from '@shop/common';
import { apiRequest } from '../api/http';
import { ZATCA_TEXTS as T } from '../texts';

const age = (seconds: number) =>
  seconds < 120 ? `${seconds} s` : seconds < 7200 ? `${Math.floor(seconds / 60)} min` : `${Math.floor(seconds / 3600)} h`;

/**
 * On the owner's dashboard once the shop reports to ZATCA: documents waiting, the oldest one's age, and each rejection
 * with ZATCA's reason. Nothing while nothing was ever queued (phase 1 shops, or not onboarded yet).
 */
export function ZatcaReportingCard() {
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
  return (
    <Alert severity={late || data.rejected ? 'warning' : 'info'} sx={{ mb: 2, overflowWrap: 'anywhere' }} data-testid="zatca-reporting">
      <AlertTitle>{T.title}</AlertTitle>
      {data.waiting ? `${T.waiting(data.waiting)}, ${T.oldest(age(data.oldestWaitingAgeSeconds ?? 0))}.` : T.allReported}
      {late ? ` ${T.late}` : null}
      {data.rejected ? (
        <>
          <br />
          {T.rejected(data.rejected)}
          <List dense disablePadding>
            {data.rejections.map((r) => (
              <ListItem key={r.invoiceId} disableGutters>
                <ListItemText primary={T.rejection(r.number)} secondary={r.messages.join(' · ')} />
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
    </Alert>
  );
}
