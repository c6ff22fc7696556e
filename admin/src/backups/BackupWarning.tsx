import { usePermissions, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Alert, AlertTitle, Button } from '@mui/material';
import { hasPermission } from '@shop/common';
import { adminPath } from '../paths';
import { BACKUP_STATUS_KEY, backupCalls } from './backupsApi';

/** The dashboard's warning when the last good backup is over 36 hours old, the last one failed, or none exists (owner only). */
export function BackupWarning() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const allowed = hasPermission(permissions, 'backupManage');
  const { data } = useQuery({ queryKey: BACKUP_STATUS_KEY, queryFn: backupCalls.status, enabled: allowed });
  if (!allowed || !data?.warning) return null;
  return (
    <Alert
      severity={data.warning === 'none' ? 'info' : 'warning'}
      sx={{ mb: 2 }}
      data-testid="backup-warning"
      action={
        <Button color="inherit" size="small" component={Link} to={adminPath('/settings')}>
          {translate('shop.backups.openSettings')}
        </Button>
      }
    >
      <AlertTitle>{translate('shop.backups.warningTitle')}</AlertTitle>
      {translate(`shop.backups.warnings.${data.warning}`)}
    </Alert>
  );
}
