import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import BackupIcon from '@mui/icons-material/Backup';
import DownloadIcon from '@mui/icons-material/Download';
import { translateError } from '../errors/translateError';
import { useToast } from '../ui/toast';
import { BACKUP_TEXTS as T } from './backupTexts';
import { BACKUP_STATUS_KEY, backupCalls } from './backupsApi';
import { fileSize, shopTime } from './backupFormat';
import { DetailRow } from '../ui/DetailRow';

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <DetailRow label={label} labelVariant="body2" valueSx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
    {children}
  </DetailRow>
);

/** The owner's Backups card in Settings: what the last backup holds, when the next runs, and the two actions. */
export function BackupsCard() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const { data, isPending, error } = useQuery({ queryKey: BACKUP_STATUS_KEY, queryFn: backupCalls.status });
  const backUp = useMutation({
    mutationFn: backupCalls.backUpNow,
    onSuccess: (made) => toast({ title: T.done(shopTime(made.snapshotAt), fileSize(made.totalBytes)) }),
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
      <CardHeader title={T.title} subheader={T.intro} titleTypographyProps={{ variant: 'h6', fontWeight: 700 }} />
      <CardContent sx={{ pt: 0 }}>
        {isPending ? <Typography color="text.secondary">{T.loading}</Typography> : null}
        {error ? <Alert severity="error">{translateError(error, { action: 'load', entity: 'backup' }).description}</Alert> : null}
        {data ? (
          <>
            {data.warning ? (
              <Alert severity={data.warning === 'none' ? 'info' : 'warning'} sx={{ mb: 1 }}>
                {T.warnings[data.warning]}
              </Alert>
            ) : null}
            <Row label={T.lastBackup}>
              {data.latest ? (
                <>
                  <Typography>
                    {shopTime(data.latest.at)} ({T.reasons[data.latest.reason] ?? data.latest.reason})
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {T.rows(data.latest.rows.sales ?? 0, data.latest.rows.products ?? 0, data.latest.uploads.files)}
                  </Typography>
                </>
              ) : (
                <Typography>{T.none}</Typography>
              )}
            </Row>
            <Row label={T.size}>
              <Typography>{data.latest ? fileSize(data.latest.totalBytes) : '–'}</Typography>
            </Row>
            <Row label={T.result}>
              {data.lastRun ? (
                <>
                  <Typography color={data.lastRun.ok ? 'success.main' : 'error.main'} fontWeight={600}>
                    {data.lastRun.ok ? T.ok : T.failed} · {shopTime(data.lastRun.at)}
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
            <Row label={T.next}>
              <Typography>{data.nextAt ? shopTime(data.nextAt) : T.off}</Typography>
              <Typography variant="body2" color="text.secondary">
                {T.kept(data.keep.daily, data.keep.weekly)}
              </Typography>
            </Row>
            <Row label={T.offsite}>
              <Typography variant="body2">
                {data.offsite.configured
                  ? `${data.offsite.target ?? ''}${data.offsite.lastUpload ? ` · ${data.offsite.lastUpload.ok ? T.ok : T.failed} ${shopTime(data.offsite.lastUpload.at)}` : ''}`
                  : T.offsiteNone}
              </Typography>
            </Row>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
              <Button variant="contained" startIcon={<BackupIcon />} disabled={backUp.isPending || data.running} onClick={() => backUp.mutate()}>
                {backUp.isPending || data.running ? T.backingUp : T.backUpNow}
              </Button>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                disabled={!data.latest || downloading}
                onClick={() => data.latest && void download(data.latest.name)}
              >
                {downloading ? T.downloading : T.download}
              </Button>
            </Stack>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
