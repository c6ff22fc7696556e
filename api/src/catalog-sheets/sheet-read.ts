/** Reads an uploaded spreadsheet (CSV in UTF-8 with or without BOM, or XLSX) back into rows of text cells. */
import type { CellValue } from 'exceljs';
import { excel } from './exceljs';
import { ValidationError } from '../core/validation/errors';
import { IMPORT_LIMITS, IMPORT_MESSAGES as M } from './sheet-import.messages';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** RFC 4180: quoted cells may hold commas, quotes (doubled) and line breaks; rows end in CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') row.push(cell), (cell = '');
    else if (ch === '\n' || (ch === '\r' && text[i + 1] === '\n')) {
      if (ch === '\r') i++;
      row.push(cell), rows.push(row), (row = []), (cell = '');
    } else cell += ch;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

function cellText(v: CellValue): string {
  if (v == null) return '';
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v) return String(v.text);
    if ('result' in v) return v.result == null ? '' : String(v.result);
    if (v instanceof Date) return v.toISOString().slice(0, 10);
  }
  return String(v);
}

async function readXlsx(body: Buffer): Promise<string[][]> {
  const book = new (excel().Workbook)();
  try {
    await book.xlsx.load(body as never);
  } catch {
    throw new ValidationError({ file: M.notSpreadsheet });
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new ValidationError({ file: M.notSpreadsheet });
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const values = (row.values as CellValue[]).slice(1);
    rows[n - 1] = values.map(cellText);
  });
  return Array.from(rows, (r) => r ?? []);
}

function readCsv(body: Buffer): string[][] {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(body);
  // a binary file (an image, a PDF, an old .xls) is not text: NULs or replacement characters give it away
  if (text.includes('\u0000') || text.includes('\ufffd')) throw new ValidationError({ file: M.notSpreadsheet });
  return parseCsv(text.replace(/^\ufeff/, ''));
}

/** The file's rows, header first; blank trailing rows dropped. 400 under `file` when it is not a spreadsheet. */
export async function readSheet(body: Buffer): Promise<string[][]> {
  const isZip = ZIP_MAGIC.every((b, i) => body[i] === b);
  const rows = (isZip ? await readXlsx(body) : readCsv(body)).map((r) => r.map((c) => c.trim()));
  while (rows.length && rows[rows.length - 1].every((c) => c === '')) rows.pop();
  if (!rows.length) throw new ValidationError({ file: M.notSpreadsheet });
  if (rows.length - 1 > IMPORT_LIMITS.maxRows) throw new ValidationError({ file: M.tooManyRows });
  return rows;
}
