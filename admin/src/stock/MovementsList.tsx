import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { StockMovementView } from '@shop/common';
import { MOVEMENT_LABELS, STOCK_TEXTS } from '../texts';
import { shopTime } from '../ui/shopTime';

const change = (m: StockMovementView) => (m.kind === 'OVERSELL' ? `${m.oversold} oversold` : `${m.delta > 0 ? '+' : ''}${m.delta}`);

/** A product's stock history, newest first: when, which size, the change, the count after it, why and who. */
export function MovementsList({ movements }: { movements: StockMovementView[] }) {
  if (!movements.length)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {STOCK_TEXTS.noMovements}
      </Typography>
    );
  return (
    <Table size="small" data-testid="stock-movements">
      <TableHead>
        <TableRow>
          {STOCK_TEXTS.movementColumns.map((h) => (
            <TableCell key={h}>{h}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {movements.map((m) => (
          <TableRow key={m.id}>
            <TableCell>{shopTime(m.createdAt)}</TableCell>
            <TableCell>{m.size}</TableCell>
            <TableCell>{change(m)}</TableCell>
            <TableCell>{m.onHandAfter}</TableCell>
            <TableCell>
              {MOVEMENT_LABELS[m.kind]}
              {m.note ? ` — ${m.note}` : ''}
            </TableCell>
            <TableCell>{m.userName ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
