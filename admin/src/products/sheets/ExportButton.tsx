import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { SHEET_TEXTS } from '../../texts';
import { useToast } from '../../ui/toast';
import { downloadSheet, type ListFilters, type SheetFormat } from './sheetsApi';

/** Products screen: the listed products (all pages, current filter) as a CSV or an Excel file. */
export function ExportButton({ filters, filtered }: { filters: ListFilters; filtered: boolean }) {
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (format: SheetFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      await downloadSheet(format, filters);
    } catch {
      toast({ title: SHEET_TEXTS.exportFailed, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outlined" startIcon={<FileDownloadIcon />} disabled={busy} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
        {busy ? SHEET_TEXTS.exporting : filtered ? SHEET_TEXTS.exportFiltered : SHEET_TEXTS.export}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => run('xlsx')}>{SHEET_TEXTS.xlsx}</MenuItem>
        <MenuItem onClick={() => run('csv')}>{SHEET_TEXTS.csv}</MenuItem>
      </Menu>
    </>
  );
}
