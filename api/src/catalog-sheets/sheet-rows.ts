/** The rows of a spreadsheet as it is read, and the import's limits that depend on them. */
import { ValidationError } from '../core/validation/errors';
import { IMPORT_LIMITS, IMPORT_MESSAGES as M } from './sheet-import.messages';

/** A cell's name as staff see it: "B2", and the column's header when there is one ("B2 (name)"). */
export function cellName(column: number, row: number, header?: string): string {
  let letters = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return header && header.length <= 40 ? `${letters}${row} (${header})` : `${letters}${row}`;
}

/**
 * The rows read so far, with the limits that depend on them: a cell's length, the columns, the rows. Readers hand in
 * each row's cells as read (CSV cells already unguarded); rows are numbered from 1 (the header).
 */
export class SheetRows {
  private readonly rows: string[][] = [];
  private header: string[] = [];

  /** The header of a column (0-based), once the header row is read: for naming a cell. */
  headerOf(column: number): string | undefined {
    return this.header[column]?.toLowerCase();
  }

  /** 400 when a cell is longer than the limit. */
  checkCell(text: string, column: number, row: number): void {
    if (text.length > IMPORT_LIMITS.maxCellChars) throw new ValidationError({ file: M.cellTooLong(cellName(column, row, this.headerOf(column))) });
  }

  /** 400 when a row holds text past the last column allowed (blank cells there are dropped by the readers). */
  checkColumn(column: number): void {
    if (column >= IMPORT_LIMITS.maxColumns) throw new ValidationError({ file: M.tooManyColumns });
  }

  add(row: number, cells: string[]): void {
    const trimmed = Array.from(cells, (c) => (c ?? '').trim());
    if (trimmed.every((c) => c === '')) return; // blank rows are kept only as gaps, so trailing ones cost nothing
    if (row - 1 > IMPORT_LIMITS.maxRows) throw new ValidationError({ file: M.tooManyRows });
    if (row === 1) this.header = trimmed;
    this.rows[row - 1] = trimmed;
  }

  /** The rows, header first, blank rows in between as empty rows and trailing ones dropped. */
  result(): string[][] {
    return Array.from(this.rows, (r) => r ?? []);
  }
}
