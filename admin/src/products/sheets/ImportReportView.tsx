import { useTranslate } from 'react-admin';
import { useShopFormat } from '../../i18n/format';
import { Alert, Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ImportReport, ImportReportRow } from '@shop/common';

const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const COLORS = { create: 'success', change: 'info', refuse: 'error', unchanged: 'default' } as const;

function Details({ row }: { row: ImportReportRow }) {
  if (row.errors) {
    return (
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {Object.entries(row.errors).map(([column, message]) => (
          <li key={column}>
            <strong>{column}</strong>: {message}
          </li>
        ))}
      </Box>
    );
  }
  if (!row.changes?.length) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {row.changes.map((c) => (
        <li key={c.column} style={{ overflowWrap: 'anywhere' }}>
          {/* each value isolated: an Arabic old and new value would otherwise run together around the arrow */}
          <strong>{c.column}</strong>: <bdi>{c.from || '—'}</bdi> → <bdi>{c.to || '—'}</bdi>
        </li>
      ))}
    </Box>
  );
}

/** The dry run (or the apply's result): totals, then one line per new, changed or refused row. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`shop.products.import.${key}`, options);
  const f = useShopFormat();
  const { totals } = report;
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="import-totals">
        {t('totals', {
          file: report.file,
          rows: f.number(totals.rows),
          created: f.number(totals.created),
          changed: f.number(totals.changed),
          unchanged: f.number(totals.unchanged),
          refused: f.number(totals.refused),
        })}
      </Typography>
      {totals.refused > 0 ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {t('applyBlocked')}
        </Alert>
      ) : null}
      {totals.created + totals.changed + totals.refused === 0 ? <Alert severity="info">{t('nothingToDo')}</Alert> : null}
      {report.rows.length ? (
        <Box sx={{ overflowX: 'auto', maxHeight: 420 }}>
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>{t('row')}</TableCell>
                <TableCell>{t('product')}</TableCell>
                <TableCell>{t('action')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('details')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.rows.map((r) => (
                <TableRow key={r.row}>
                  <TableCell>{r.row}</TableCell>
                  <TableCell dir="auto">
                    {r.name}
                    {/* a phone has no room for a fourth column: the details go under the name */}
                    <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5, fontSize: 13 }}>
                      <Details row={r} />
                    </Box>
                  </TableCell>
                  <TableCell>
                    <Chip size="small" color={COLORS[r.action]} label={t(`actions.${r.action}`)} />
                  </TableCell>
                  <TableCell dir="auto" sx={WIDE_ONLY}>
                    <Details row={r} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
      {report.notListed > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="import-not-listed">
          {t('notListed', { smart_count: report.notListed, n: f.number(report.notListed) })}
        </Typography>
      ) : null}
    </Box>
  );
}
