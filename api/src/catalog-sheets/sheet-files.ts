/** A sheet as a file: CSV (UTF-8 with a BOM, so Excel reads Arabic right) or XLSX. */
import ExcelJS from 'exceljs';

export const SHEET_FORMATS = ['csv', 'xlsx'] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];

export const SHEET_TYPES: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const BOM = '\ufeff';

/** RFC 4180: a cell with a comma, quote or line break is quoted, its quotes doubled; rows end in CRLF. */
function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvFile(rows: string[][]): Buffer {
  return Buffer.from(BOM + rows.map((r) => r.map(csvCell).join(',') + '\r\n').join(''), 'utf8');
}

/** Every cell is written as text, so ids, sizes like "40" and prices like "120.00" come back exactly as written. */
export async function xlsxFile(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  for (const r of rows) sheet.addRow(r);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
