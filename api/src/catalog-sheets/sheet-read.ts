/**
 * Reads an uploaded spreadsheet (CSV in UTF-8 with or without BOM, or XLSX) back into rows of text cells, with the
 * import's limits checked while reading: a file is refused (400 under `file`, naming the limit) as soon as it crosses
 * one, before the rest of it is read or unpacked. Reading yields to other requests every so often.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ValidationError } from '../core/validation/errors';
import { unguardCsvCell } from './csv-formulas';
import { IMPORT_LIMITS, IMPORT_MESSAGES as M } from './sheet-import.messages';
import { SheetRows } from './sheet-rows';
import { readXlsx } from './xlsx-read';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** Characters of CSV read between two turns of the event loop. */
const CSV_SLICE = 256 * 1024;

/**
 * RFC 4180: quoted cells may hold commas, quotes (doubled) and line breaks; rows end in CRLF or LF. Yields each row,
 * and `null` every CSV_SLICE characters so a reader can let other work run.
 */
function* csvRows(text: string): Generator<string[] | null> {
  const special = /[",\r\n]/g;
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let pause = CSV_SLICE;
  for (let i = 0; i < text.length; ) {
    if (i >= pause) {
      yield null;
      pause = i + CSV_SLICE;
    }
    if (quoted) {
      const q = text.indexOf('"', i);
      if (q === -1) {
        cell += text.slice(i);
        break;
      }
      cell += text.slice(i, q);
      if (text[q + 1] === '"') (cell += '"'), (i = q + 2);
      else (quoted = false), (i = q + 1);
      continue;
    }
    special.lastIndex = i;
    const at = special.exec(text)?.index ?? text.length;
    cell += text.slice(i, at);
    const ch = text[at];
    if (ch === undefined) break;
    if (ch === '"') (quoted = true), (i = at + 1);
    else if (ch === ',') row.push(cell), (cell = ''), (i = at + 1);
    else if (ch === '\n' || text[at + 1] === '\n') {
      row.push(cell);
      yield row;
      (row = []), (cell = ''), (i = at + (ch === '\r' ? 2 : 1));
    } else (cell += ch), (i = at + 1); // a lone carriage return is text
  }
  if (cell || row.length) yield [...row, cell];
}

/** The rows of a CSV text as written (no limits, no unguarding): for tests and tools. */
export function parseCsv(text: string): string[][] {
  return [...csvRows(text)].filter((r): r is string[] => r !== null);
}

async function readCsv(body: Buffer, rows: SheetRows): Promise<void> {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(body);
  // a binary file (an image, a PDF, an old .xls) is not text: NULs or replacement characters give it away
  if (text.includes('\u0000') || text.includes('\ufffd')) throw new ValidationError({ file: M.notSpreadsheet });
  let n = 0;
  let cell = 0;
  // the parser builds one cell at a time; a cell is checked once read, so the longest cell held is the file itself (20 MB)
  for (const row of csvRows(text.replace(/^\ufeff/, ''))) {
    if (row === null) {
      await nextTurn();
      continue;
    }
    n++;
    const cells: string[] = [];
    for (cell = 0; cell < row.length; cell++) {
      const value = row[cell];
      if (cell >= IMPORT_LIMITS.maxColumns) {
        if (value.trim() !== '') rows.checkColumn(cell);
        continue;
      }
      rows.checkCell(value, cell, n);
      cells.push(unguardCsvCell(value));
    }
    rows.add(n, cells);
  }
}

/** The file's rows, header first; blank trailing rows dropped. 400 under `file` when it is not a spreadsheet or crosses a limit. */
export async function readSheet(body: Buffer): Promise<string[][]> {
  const rows = new SheetRows();
  const isZip = ZIP_MAGIC.every((b, i) => body[i] === b);
  await (isZip ? readXlsx(body, rows) : readCsv(body, rows));
  const read = rows.result();
  if (!read.length) throw new ValidationError({ file: M.notSpreadsheet });
  return read;
}
