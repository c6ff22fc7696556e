/**
 * An XLSX's first sheet, streamed: the workbook names its first sheet, the shared strings are read (each held at most a
 * cell's length), then the sheet's rows are handed to SheetRows one at a time, which refuses a file as soon as it
 * crosses a limit. Nothing of the file is held whole but the upload itself.
 *
 * A cell reads as its text: a shared or inline string, a number as JavaScript prints it, TRUE/FALSE as "true"/"false",
 * an error as its code ("#N/A"); a formula cell reads as the value Excel saved with it, and one saved without a value
 * (written by a program, never opened in Excel) is refused naming the cell, since its value is not in the file.
 */
import { ValidationError } from '../core/validation/errors';
import { parseSax, type SaxEvent } from './exceljs';
import { IMPORT_LIMITS, IMPORT_MESSAGES as M } from './sheet-import.messages';
import { cellName, type SheetRows } from './sheet-rows';
import { entryText, LongRunError, measure, UnpackBudget, zipEntries, type ZipEntry } from './xlsx-zip';

const notSpreadsheet = () => new ValidationError({ file: M.notSpreadsheet });
/** Distinct texts a sheet within the limits can hold: every cell of every row a different one. */
const MAX_SHARED_STRINGS = (IMPORT_LIMITS.maxRows + 1) * IMPORT_LIMITS.maxColumns;
/** A shared string longer than a cell may be: refused when a cell uses it, so the message can name the cell. */
const TOO_LONG = null;

/** Element names without a namespace prefix ("x:row" → "row"): some writers prefix every element. */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** The entry's XML events, a chunk's worth at a time (one await per chunk, not per event: a sheet has millions). */
const eventBatches = (body: Buffer, entry: ZipEntry, budget: UnpackBudget): AsyncGenerator<SaxEvent[]> => parseSax()(entryText(body, entry, budget));

async function* events(body: Buffer, entry: ZipEntry, budget: UnpackBudget): AsyncGenerator<SaxEvent> {
  for await (const batch of eventBatches(body, entry, budget)) yield* batch;
}

/** The first sheet's entry: workbook.xml's first <sheet>, through the workbook's relationships. */
async function firstSheet(body: Buffer, entries: Map<string, ZipEntry>, budget: UnpackBudget): Promise<ZipEntry | undefined> {
  const book = entries.get('xl/workbook.xml');
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  let relId: string | undefined;
  if (book) {
    for await (const e of events(body, book, budget)) {
      if (e.eventType === 'opentag' && local(e.value.name) === 'sheet') {
        relId = Object.entries(e.value.attributes).find(([k]) => local(k) === 'id' && k !== 'id')?.[1];
        break;
      }
    }
  }
  let target: string | undefined;
  if (relId && rels) {
    for await (const e of events(body, rels, budget)) {
      if (e.eventType === 'opentag' && local(e.value.name) === 'Relationship' && e.value.attributes.Id === relId) {
        target = e.value.attributes.Target;
        break;
      }
    }
  }
  const path = target ? (target.startsWith('/') ? target.slice(1) : `xl/${target}`) : 'xl/worksheets/sheet1.xml';
  return entries.get(path);
}

async function sharedStrings(body: Buffer, entry: ZipEntry | undefined, budget: UnpackBudget): Promise<(string | null)[]> {
  const strings: (string | null)[] = [];
  if (!entry) return strings;
  let text: string | null = null;
  let inText = false;
  let phonetic = 0;
  try {
    for await (const batch of eventBatches(body, entry, budget)) {
      for (const e of batch) {
        if (e.eventType === 'opentag') {
          const name = local(e.value.name);
          if (name === 'si') text = '';
          else if (name === 'rPh') phonetic++;
          else if (name === 't' && !phonetic) inText = true;
        } else if (e.eventType === 'text') {
          if (inText && text !== TOO_LONG) text = text.length + e.value.length > IMPORT_LIMITS.maxCellChars ? TOO_LONG : text + e.value;
        } else {
          const name = local(e.value.name);
          if (name === 't') inText = false;
          else if (name === 'rPh') phonetic--;
          else if (name === 'si') {
            if (strings.length >= MAX_SHARED_STRINGS) throw new ValidationError({ file: M.tooManyRows });
            strings.push(text);
            text = '';
          }
        }
      }
    }
  } catch (err) {
    if (err instanceof LongRunError) throw new ValidationError({ file: M.cellTooLong() });
    throw err;
  }
  return strings;
}

interface OpenCell {
  column: number;
  type: string;
  formula: string | null;
  value: string | null;
}

/** Reads the first sheet into `rows`; 400 under `file` when it is not a spreadsheet or crosses a limit. */
export async function readXlsx(body: Buffer, rows: SheetRows): Promise<void> {
  const budget = new UnpackBudget();
  try {
    const entries = zipEntries(body);
    const sheet = await firstSheet(body, entries, budget);
    if (!sheet) throw notSpreadsheet();
    const shared = entries.get('xl/sharedStrings.xml');
    // the directory's sizes first: an honest file past the limit is refused before anything is unpacked; then the
    // bytes themselves, counted as they unpack, before anything is parsed
    if (sheet.size + (shared?.size ?? 0) > UnpackBudget.maxBytes) throw new ValidationError({ file: M.unpackedTooLarge });
    await measure(body, shared ? [shared, sheet] : [sheet]);
    const strings = await sharedStrings(body, shared, budget);
    await readRows(body, sheet, budget, strings, rows);
  } catch (err) {
    if (err instanceof ValidationError) throw err;
    throw notSpreadsheet(); // XML the parser refuses, a damaged zip
  }
}

async function readRows(body: Buffer, sheet: ZipEntry, budget: UnpackBudget, strings: (string | null)[], rows: SheetRows): Promise<void> {
  let rowNumber = 0;
  let cells: string[] = [];
  let cell: OpenCell | null = null;
  let target: 'formula' | 'value' | null = null;
  let inline = false;
  let phonetic = false;
  const name = (c: { column: number }) => cellName(c.column, rowNumber, rows.headerOf(c.column));
  const append = (text: string) => {
    if (!cell || !target) return;
    const now = (cell[target] ?? '') + text;
    rows.checkCell(now, cell.column, rowNumber);
    cell[target] = now;
  };
  try {
    for await (const batch of eventBatches(body, sheet, budget)) {
      for (const e of batch) {
        if (e.eventType === 'text') append(e.value);
        else if (e.eventType === 'opentag') {
          const { attributes } = e.value;
          switch (local(e.value.name)) {
            case 'row':
              rowNumber = attributes.r ? Number.parseInt(attributes.r, 10) : rowNumber + 1;
              if (!(rowNumber >= 1)) throw notSpreadsheet();
              cells = [];
              break;
            case 'c': {
              const ref = /^([A-Z]{1,3})\d*$/.exec(attributes.r ?? '');
              const column = ref ? [...ref[1]].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1 : cells.length;
              cell = { column, type: attributes.t ?? 'n', formula: null, value: null };
              break;
            }
            case 'f':
              if (cell) (cell.formula = ''), (target = 'formula');
              break;
            case 'v':
              if (cell) (cell.value = ''), (target = 'value');
              break;
            case 'is':
              inline = true;
              if (cell) cell.value = '';
              break;
            case 't':
              if (cell && inline && !phonetic) target = 'value';
              break;
            case 'rPh':
              phonetic = true; // phonetic hints inside an inline string are not its text
              break;
          }
        } else {
          switch (local(e.value.name)) {
            case 'f':
            case 'v':
            case 't':
              target = null;
              break;
            case 'is':
              inline = false;
              break;
            case 'rPh':
              phonetic = false;
              break;
            case 'c':
              if (cell) {
                const text = cellText(cell, strings, name);
                if (cell.column >= IMPORT_LIMITS.maxColumns) {
                  if (text.trim() !== '') rows.checkColumn(cell.column);
                } else {
                  rows.checkCell(text, cell.column, rowNumber);
                  while (cells.length < cell.column) cells.push('');
                  cells[cell.column] = text;
                }
              }
              cell = null;
              break;
            case 'row':
              rows.add(rowNumber, cells);
              cells = [];
              break;
          }
        }
      }
    }
  } catch (err) {
    if (err instanceof LongRunError) throw new ValidationError({ file: M.cellTooLong(cell ? name(cell) : undefined) });
    throw err;
  }
}

function cellText(cell: OpenCell, strings: (string | null)[], name: (c: OpenCell) => string): string {
  const { type, value } = cell;
  if (cell.formula !== null && value === null) throw new ValidationError({ file: M.formulaWithoutValue(name(cell)) });
  if (value === null) return '';
  switch (type) {
    case 's': {
      const s = strings[Number.parseInt(value, 10)];
      if (s === TOO_LONG) throw new ValidationError({ file: M.cellTooLong(name(cell)) });
      return s ?? '';
    }
    case 'b':
      return value.trim() === '1' ? 'true' : 'false';
    case 'n': {
      const n = Number.parseFloat(value);
      return Number.isNaN(n) ? value : String(n);
    }
    default: // inlineStr, str (a formula's text), e (an error code), d (an ISO date)
      return value;
  }
}
