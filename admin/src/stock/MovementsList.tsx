import { useTranslate } from 'react-admin';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { StockMovementView } from '@shop/common';
import { useShopFormat } from '../i18n/format';

const COLUMNS = ['when', 'size', 'change', 'after', 'why', 'who'] as const;

/** A product's stock history, newest first: when, which size, the change, the count after it, why and who. */
export function MovementsList({ movements }: { movements: StockMovementView[] }) {
  const translate = useTranslate();
  const { dateTime } = useShopFormat();
  if (!movements.length)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {translate('shop.stock.noMovements')}
      </Typography>
    );
  // a signed count reads +3 in Arabic too, not 3+
  const change = (m: StockMovementView) =>
    m.kind === 'OVERSELL' ? translate('shop.stock.oversold', { n: m.oversold }) : <bdi dir="ltr">{`${m.delta > 0 ? '+' : ''}${m.delta}`}</bdi>;
  const why = (m: StockMovementView) => {
    const reason = translate(`shop.stock.movement.${m.kind}`);
    return m.note ? translate('shop.stock.withNote', { reason, note: m.note }) : reason;
  };
  return (
    <Table size="small" data-testid="stock-movements">
      <TableHead>
        <TableRow>
          {COLUMNS.map((c) => (
            <TableCell key={c}>{translate(`shop.stock.movementColumns.${c}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {movements.map((m) => (
          <TableRow key={m.id}>
            <TableCell>{dateTime(m.createdAt)}</TableCell>
            <TableCell>{m.size}</TableCell>
            <TableCell>{change(m)}</TableCell>
            <TableCell>{m.onHandAfter}</TableCell>
            <TableCell>{why(m)}</TableCell>
            <TableCell>{m.userName ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
