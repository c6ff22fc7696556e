import type { ReactNode } from 'react';
import { CardGrid, type GridColumns } from './CardGrid';
import { ListTable } from './ListTable';
import type { ViewMode } from './ListControls';

interface ListRowsProps<T> {
  view: ViewMode;
  rows: T[];
  /** One record as a card of the grid view. */
  card: (row: T) => ReactNode;
  /** One record as a row of the table view, under `columns`. */
  row: (row: T) => ReactNode;
  columns: readonly string[];
  minWidth: number;
  /** The grid's columns per screen width, where its cards need more room than CardGrid's own. */
  gridColumns?: GridColumns;
}

/** The records of a list screen as cards or as a table, as the view toggle says; nothing while there are none. */
export function ListRows<T>({ view, rows, card, row, columns, minWidth, gridColumns }: ListRowsProps<T>) {
  if (rows.length === 0) return null;
  return view === 'grid' ? (
    <CardGrid columns={gridColumns}>{rows.map(card)}</CardGrid>
  ) : (
    <ListTable columns={columns} minWidth={minWidth}>
      {rows.map(row)}
    </ListTable>
  );
}
