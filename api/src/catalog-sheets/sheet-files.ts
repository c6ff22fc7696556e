/** A sheet as a file: CSV (UTF-8 with a BOM, so Excel reads Arabic right) or XLSX. */
import { PassThrough } from 'node:stream';
import { guardCsvCell } from './csv-formulas';
import { excel } from './exceljs';

export const SHEET_FORMATS = ['csv', 'xlsx'] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];

export const SHEET_TYPES: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const BOM = '\ufeff';

/**
 * RFC 4180: a cell with a comma, quote or line break is quoted, its quotes doubled; rows end in CRLF. A text a
 * spreadsheet would run as a formula is guarded first (csv-formulas.ts).
 */
function csvCell(raw: string): string {
  const value = guardCsvCell(raw);
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvFile(rows: string[][]): Buffer {
  return Buffer.from(BOM + rows.map((r) => r.map(csvCell).join(',') + '\r\n').join(''), 'utf8');
}

/**
 * Every cell is written as text (an inline string, never a formula, so "=…" is shown, not run), and ids, sizes like
 * "40" and prices like "120.00" come back exactly as written.
 * Written by exceljs's streaming writer with inline strings: a whole catalog in a fraction of the in-memory
 * workbook's time and memory.
 */
export async function xlsxFile(rows: string[][]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (c: Buffer) => chunks.push(c));
  const book = new (excel().stream.xlsx.WorkbookWriter)({ stream, useSharedStrings: false, useStyles: true });
  const sheet = book.addWorksheet('Products', { views: [{ state: 'frozen', ySplit: 1 }] });
  rows.forEach((r, i) => {
    const row = sheet.addRow(r);
    if (i === 0) row.font = { bold: true };
    row.commit();
  });
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}
