import { useRef, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography, useMediaQuery, useTheme } from '@mui/material';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import { SHEET_IMPORT_TEXTS as T } from '../../texts';
import { canApply, importSheet, type ImportReport } from './importApi';
import { ImportReportView } from './ImportReportView';

type Phase = 'idle' | 'checking' | 'checked' | 'applying' | 'done';

/** Products screen: choose a spreadsheet, read its dry run, then apply exactly that diff (all rows or none). */
export function ImportButton({ onImported }: { onImported: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  // a phone needs the whole screen for the diff table
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

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
    setPhase('applying');
    try {
      setReport(await importSheet('apply', file));
      setPhase('done');
      onImported();
    } catch (e) {
      fail(e, 'checked');
    }
  };
  const busy = phase === 'checking' || phase === 'applying';

  return (
    <>
      <Button variant="outlined" startIcon={<FileUploadIcon />} onClick={() => (reset(), setOpen(true))}>
        {T.import}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth fullScreen={phone} maxWidth="md" aria-labelledby="import-title">
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
          {busy ? (
            <>
              <Typography variant="body2">{phase === 'checking' ? T.checking : T.applying}</Typography>
              <LinearProgress sx={{ my: 1 }} />
            </>
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
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {phase === 'done' ? T.close : T.cancel}
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
