import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import type { ImportJobView, ImportReport } from '@shop/common';
import { useShopFormat } from '../../i18n/format';
import { canApply, importSheet } from './importApi';
import { IMPORT_POLL_MS, importJob, jobPercent, latestImportJob, startImportJob } from './importJobApi';
import { ImportReportView } from './ImportReportView';

type Phase = 'idle' | 'checking' | 'checked' | 'applying' | 'done';

/**
 * Products screen: choose a spreadsheet, read its dry run, then apply exactly that diff (all rows or none). The apply
 * runs on the server as a job whose progress the dialog follows; a reloaded screen finds a running job and reopens the
 * dialog on it, and the dialog names the last import.
 */
export function ImportButton({ onImported }: { onImported: () => void }) {
  const translate = useTranslate();
  const f = useShopFormat();
  const t = (key: string, options?: Record<string, unknown>) => translate(`shop.products.import.${key}`, options);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [job, setJob] = useState<ImportJobView | null>(null);
  const imported = useRef(onImported);
  imported.current = onImported;
  // a phone needs the whole screen for the diff table
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  // after a reload: a running import reopens the dialog on its progress; a finished one is named in the dialog
  useEffect(() => {
    let live = true;
    latestImportJob().then(
      (last) => {
        if (!live || !last) return;
        setJob(last);
        if (last.state === 'running') {
          setPhase('applying');
          setOpen(true);
        }
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  /** A job's answer: a finished one ends the apply (a small file can be done in the very answer that started it). */
  const settle = useRef((_: ImportJobView) => {});
  settle.current = (j: ImportJobView) => {
    setJob(j);
    if (j.state === 'done') {
      setReport(j.result);
      setPhase('done');
      imported.current();
    } else if (j.state === 'failed') {
      setError(j.error ?? t('failed'));
      setPhase(file ? 'checked' : 'idle');
    }
  };

  // follow a running job until it ends
  const runningId = phase === 'applying' && job?.state === 'running' ? job.id : null;
  useEffect(() => {
    if (!runningId) return;
    let live = true;
    const timer = setInterval(() => {
      importJob(runningId).then(
        (j) => {
          if (live) settle.current(j);
        },
        () => undefined, // a failed poll is asked again at the next tick
      );
    }, IMPORT_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [runningId]);

  const reset = () => {
    setFile(null);
    setReport(null);
    setError(null);
    setPhase('idle');
  };
  const fail = (e: unknown, back: Phase) => {
    setError(e instanceof Error && e.message ? e.message : t('failed'));
    setPhase(back);
  };
  const check = async (chosen: File) => {
    setFile(chosen);
    setReport(null);
    setError(null);
    setPhase('checking');
    try {
      setReport(await importSheet('dry-run', chosen));
      setPhase('checked');
    } catch (e) {
      fail(e, 'idle');
    }
  };
  const apply = async () => {
    if (!file) return;
    setError(null);
    setPhase('applying');
    try {
      settle.current(await startImportJob(file));
    } catch (e) {
      fail(e, 'checked');
    }
  };
  const busy = phase === 'checking' || phase === 'applying';

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileUploadIcon />}
        onClick={() => {
          // a running import keeps its progress; otherwise the dialog starts afresh
          if (job?.state !== 'running') reset();
          setOpen(true);
        }}
      >
        {t('import')}
      </Button>
      <Dialog
        open={open}
        onClose={() => phase !== 'checking' && setOpen(false)}
        fullWidth
        fullScreen={phone}
        maxWidth="md"
        aria-labelledby="import-title"
      >
        <DialogTitle id="import-title">{t('title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('hint')}
          </Typography>
          <input
            ref={input}
            type="file"
            hidden
            data-testid="import-file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              e.target.value = '';
              if (chosen) void check(chosen);
            }}
          />
          {phase !== 'done' ? (
            <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()} sx={{ mb: 2 }}>
              {t('chooseFile')}
            </Button>
          ) : null}
          {phase === 'idle' && job && job.state !== 'running' ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="import-last">
              {t('last', { file: job.file, when: f.dateTime(job.finishedAt ?? job.createdAt) })} —{' '}
              {job.state === 'done' && job.result
                ? t('done', { created: f.number(job.result.totals.created), changed: f.number(job.result.totals.changed) })
                : (job.error ?? t('jobFailed'))}
            </Typography>
          ) : null}
          {phase === 'checking' ? (
            <>
              <Typography variant="body2">{t('checking')}</Typography>
              <LinearProgress sx={{ my: 1 }} />
            </>
          ) : null}
          {phase === 'applying' ? (
            <Box data-testid="import-progress">
              <Typography variant="body2">
                {!job || job.state !== 'running'
                  ? t('applying')
                  : job.rowsDone >= job.rowsTotal
                    ? t('committing')
                    : t('progress', { done: f.number(job.rowsDone), total: f.number(job.rowsTotal) })}
              </Typography>
              <LinearProgress
                sx={{ my: 1 }}
                variant={job?.state === 'running' && job.rowsDone < job.rowsTotal ? 'determinate' : 'indeterminate'}
                value={job ? jobPercent(job) : 0}
                aria-label={t('applying')}
              />
              {job ? (
                <Typography variant="caption" color="text.secondary">
                  {job.file}
                </Typography>
              ) : null}
            </Box>
          ) : null}
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          {phase === 'done' && report ? (
            <Alert severity="success" sx={{ mb: 2 }}>
              {t('done', { created: f.number(report.totals.created), changed: f.number(report.totals.changed) })}
            </Alert>
          ) : null}
          {report && !busy ? <ImportReportView report={report} /> : null}
        </DialogContent>
        <DialogActions>
          {/* the apply runs on the server: closing the dialog leaves it running, and Import shows it again */}
          <Button onClick={() => setOpen(false)} disabled={phase === 'checking'}>
            {t(phase === 'done' || phase === 'applying' ? 'close' : 'cancel')}
          </Button>
          {phase !== 'done' ? (
            <Button variant="contained" onClick={apply} disabled={busy || phase !== 'checked' || !canApply(report)}>
              {t('apply')}
            </Button>
          ) : null}
        </DialogActions>
      </Dialog>
    </>
  );
}
