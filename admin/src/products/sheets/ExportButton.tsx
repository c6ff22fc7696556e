import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button, Menu, MenuItem } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useToast } from '../../ui/toast';
import { downloadSheet, type ListFilters, type SheetFormat } from './sheetsApi';

/** Products screen: the listed products (all pages, current filter) as a CSV or an Excel file. */
export function ExportButton({ filters, filtered }: { filters: ListFilters; filtered: boolean }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`shop.products.sheets.${key}`);
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (format: SheetFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      await downloadSheet(format, filters);
    } catch {
      toast({ title: t('exportFailed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outlined" startIcon={<FileDownloadIcon />} disabled={busy} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
        {t(busy ? 'exporting' : filtered ? 'exportFiltered' : 'export')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => run('xlsx')}>{t('xlsx')}</MenuItem>
        <MenuItem onClick={() => run('csv')}>{t('csv')}</MenuItem>
      </Menu>
    </>
  );
}
