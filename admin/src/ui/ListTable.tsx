import type { ReactNode } from 'react';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';

/** The table view of a list screen: an outlined, scrollable table with one header row; the rows are the children. */
export function ListTable({
  columns,
  minWidth,
  sx,
  children,
}: {
  columns: readonly string[];
  minWidth?: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={sx}>
      <Table size="small" sx={minWidth ? { minWidth } : undefined}>
        <TableHead>
          <TableRow>
            {columns.map((h, i) => (
              <TableCell key={i}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
