import { Alert, Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { SHEET_IMPORT_TEXTS as T } from '../../texts';
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
  const { totals } = report;
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="import-totals">
        {report.file}: {T.totals(totals)}
      </Typography>
      {totals.refused > 0 ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {T.applyBlocked}
        </Alert>
      ) : null}
      {totals.created + totals.changed + totals.refused === 0 ? <Alert severity="info">{T.nothingToDo}</Alert> : null}
      {report.rows.length ? (
        <Box sx={{ overflowX: 'auto', maxHeight: 420 }}>
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>{T.row}</TableCell>
                <TableCell>{T.product}</TableCell>
                <TableCell>{T.action}</TableCell>
                <TableCell sx={WIDE_ONLY}>{T.details}</TableCell>
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
                    <Chip size="small" color={COLORS[r.action]} label={T.actions[r.action]} />
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
          {T.notListed(report.notListed)}
        </Typography>
      ) : null}
    </Box>
  );
}
