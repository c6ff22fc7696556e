import { useEffect, useRef, useState } from 'react';
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
import { shopTime } from '../../backups/backupFormat';
import { SHEET_IMPORT_JOB_TEXTS as J, SHEET_IMPORT_TEXTS as T } from '../../texts';
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
      setError(j.error ?? T.failed);
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
    setError(e instanceof Error && e.message ? e.message : T.failed);
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
        {T.import}
      </Button>
      <Dialog
        open={open}
        onClose={() => phase !== 'checking' && setOpen(false)}
        fullWidth
        fullScreen={phone}
        maxWidth="md"
        aria-labelledby="import-title"
      >
        <DialogTitle id="import-title">{T.title}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {T.hint}
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
              {T.chooseFile}
            </Button>
          ) : null}
          {phase === 'idle' && job && job.state !== 'running' ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="import-last">
              {J.last(job.file, shopTime(job.finishedAt ?? job.createdAt))} —{' '}
              {job.state === 'done' && job.result ? T.done(job.result.totals) : (job.error ?? J.failed)}
            </Typography>
          ) : null}
          {phase === 'checking' ? (
            <>
              <Typography variant="body2">{T.checking}</Typography>
              <LinearProgress sx={{ my: 1 }} />
            </>
          ) : null}
          {phase === 'applying' ? (
            <Box data-testid="import-progress">
              <Typography variant="body2">
                {!job || job.state !== 'running'
                  ? T.applying
                  : job.rowsDone >= job.rowsTotal
                    ? J.committing
                    : J.progress(job.rowsDone, job.rowsTotal)}
              </Typography>
              <LinearProgress
                sx={{ my: 1 }}
                variant={job?.state === 'running' && job.rowsDone < job.rowsTotal ? 'determinate' : 'indeterminate'}
                value={job ? jobPercent(job) : 0}
                aria-label={T.applying}
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
              {T.done(report.totals)}
            </Alert>
          ) : null}
          {report && !busy ? <ImportReportView report={report} /> : null}
        </DialogContent>
        <DialogActions>
          {/* the apply runs on the server: closing the dialog leaves it running, and Import shows it again */}
          <Button onClick={() => setOpen(false)} disabled={phase === 'checking'}>
            {phase === 'done' || phase === 'applying' ? T.close : T.cancel}
          </Button>
          {phase !== 'done' ? (
            <Button variant="contained" onClick={apply} disabled={busy || phase !== 'checked' || !canApply(report)}>
              {T.apply}
            </Button>
          ) : null}
        </DialogActions>
      </Dialog>
    </>
  );
}
