import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Alert, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import BackupIcon from '@mui/icons-material/Backup';
import DownloadIcon from '@mui/icons-material/Download';
import { translateError } from '../errors/translateError';
import { useToast } from '../ui/toast';
import { BACKUP_STATUS_KEY, backupCalls } from './backupsApi';
import { fileSizeParts } from './backupFormat';
import { useShopFormat } from '../i18n/format';
import { DetailRow } from '../ui/DetailRow';

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <DetailRow label={label} labelVariant="body2" valueSx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
    {children}
  </DetailRow>
);

/** The owner's Backups card in Settings: what the last backup holds, when the next runs, and the two actions. */
export function BackupsCard() {
  const translate = useTranslate();
  const f = useShopFormat();
  const fileSize = (bytes: number) => {
    const { unit, n } = fileSizeParts(bytes);
    return translate(`shop.backups.units.${unit}`, { n: f.number(n) });
  };
  const queryClient = useQueryClient();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const { data, isPending, error } = useQuery({ queryKey: BACKUP_STATUS_KEY, queryFn: backupCalls.status });
  const backUp = useMutation({
    mutationFn: backupCalls.backUpNow,
    onSuccess: (made) => toast({ title: translate('shop.backups.done', { at: f.dateTime(made.snapshotAt), size: fileSize(made.totalBytes) }) }),
    onError: (e) => toast(translateError(e, { action: 'start', entity: 'backup' })),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: BACKUP_STATUS_KEY }),
  });
  const download = async (name: string) => {
    setDownloading(true);
    try {
      await backupCalls.download(name);
    } catch (e) {
      toast(translateError(e, { action: 'load', entity: 'backup' }));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card data-testid="backups-card">
      <CardHeader
        title={translate('shop.backups.title')}
        subheader={translate('shop.backups.intro')}
        titleTypographyProps={{ variant: 'h6', fontWeight: 700 }}
      />
      <CardContent sx={{ pt: 0 }}>
        {isPending ? <Typography color="text.secondary">{translate('shop.backups.loading')}</Typography> : null}
        {error ? <Alert severity="error">{translateError(error, { action: 'load', entity: 'backup' }).description}</Alert> : null}
        {data ? (
          <>
            {data.warning ? (
              <Alert severity={data.warning === 'none' ? 'info' : 'warning'} sx={{ mb: 1 }}>
                {translate(`shop.backups.warnings.${data.warning}`)}
              </Alert>
            ) : null}
            <Row label={translate('shop.backups.lastBackup')}>
              {data.latest ? (
                <>
                  <Typography>
                    {f.dateTime(data.latest.at)} ({translate(`shop.backups.reasons.${data.latest.reason}`, { _: data.latest.reason })})
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate('shop.backups.rows', {
                      sales: f.number(data.latest.rows.sales ?? 0),
                      products: f.number(data.latest.rows.products ?? 0),
                      images: f.number(data.latest.uploads.files),
                    })}
                  </Typography>
                </>
              ) : (
                <Typography>{translate('shop.backups.none')}</Typography>
              )}
            </Row>
            <Row label={translate('shop.backups.size')}>
              <Typography>{data.latest ? fileSize(data.latest.totalBytes) : '–'}</Typography>
            </Row>
            <Row label={translate('shop.backups.result')}>
              {data.lastRun ? (
                <>
                  <Typography color={data.lastRun.ok ? 'success.main' : 'error.main'} fontWeight={600}>
                    {translate(data.lastRun.ok ? 'shop.backups.ok' : 'shop.backups.failed')} · {f.dateTime(data.lastRun.at)}
                  </Typography>
                  {data.lastRun.message ? (
                    <Typography variant="body2" color="error.main">
                      {data.lastRun.message}
                    </Typography>
                  ) : null}
                </>
              ) : (
                <Typography>–</Typography>
              )}
            </Row>
            <Row label={translate('shop.backups.next')}>
              <Typography>{data.nextAt ? f.dateTime(data.nextAt) : translate('shop.backups.off')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('shop.backups.kept', { daily: f.number(data.keep.daily), weekly: f.number(data.keep.weekly) })}
              </Typography>
            </Row>
            <Row label={translate('shop.backups.offsite')}>
              <Typography variant="body2">
                {data.offsite.configured
                  ? `${data.offsite.target ?? ''}${data.offsite.lastUpload ? ` · ${translate(data.offsite.lastUpload.ok ? 'shop.backups.ok' : 'shop.backups.failed')} ${f.dateTime(data.offsite.lastUpload.at)}` : ''}`
                  : translate('shop.backups.offsiteNone')}
              </Typography>
            </Row>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
              <Button variant="contained" startIcon={<BackupIcon />} disabled={backUp.isPending || data.running} onClick={() => backUp.mutate()}>
                {translate(backUp.isPending || data.running ? 'shop.backups.backingUp' : 'shop.backups.backUpNow')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                disabled={!data.latest || downloading}
                onClick={() => data.latest && void download(data.latest.name)}
              >
                {translate(downloading ? 'shop.backups.downloading' : 'shop.backups.download')}
              </Button>
            </Stack>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
