import { HEADERS } from '../src/catalog-sheets/sheet-import-plan';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '../src/catalog-sheets/sheet-import.messages';
import { StaffApp, type TestApp } from './helpers/test-app';
import { headerRow, inline, NS, xlsx } from './catalog-sheets.fixtures';

/**
 * Hostile spreadsheets, made here and never committed: each is refused with 400 naming the limit it crossed, as soon
 * as it crosses it, while the API keeps answering and its memory stays put. Latencies are printed, not asserted.
 */

const MB = 1024 * 1024;

describe('catalog spreadsheet import: hostile files', () => {
  const staffApp = new StaffApp();
  const { api } = staffApp;
  let t: TestApp, owner: string;

  beforeAll(async () => {
    ({ t, owner } = await staffApp.boot());
  });
  afterAll(() => t.close());

  /**
   * Sends the file to the dry run and, while it is being read, asks /health: both are answered. Answers the dry run's
   * response and the growth of this process's memory (RSS, sampled while the request runs) over its start.
   */
  async function refuse(file: Buffer, name: string) {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const started = Date.now();
    const upload = t.http.post(api('/catalog-sheets/import/dry-run')).set(t.bearer(owner)).attach('file', file, name);
    const answered = upload.then((res) => ({ res, ms: Date.now() - started }));
    // /health is asked once the upload is on its way, and must be answered whatever the import is doing
    const health = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      const at = Date.now();
      const res = await t.http.get(api('/health'));
      return { status: res.status, ms: Date.now() - at };
    });
    const [{ res, ms }, h] = await Promise.all([answered, health]);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const growthMB = (peak - before) / MB;
    console.log(
      `${name} (${(file.length / 1024).toFixed(0)} KB): ${res.status} in ${ms} ms; /health ${h.status} in ${h.ms} ms; RSS +${growthMB.toFixed(1)} MB`,
    );
    expect(h.status).toBe(200);
    return { res, growthMB };
  }

  it('refuses an XLSX of 200,000 small rows at the row limit, without unpacking the rest', async () => {
    const rows = 200_000;
    const file = await xlsx(function* () {
      yield `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}"><sheetData>${headerRow()}`;
      for (let r = 2; r <= rows + 1; r++) yield `<row r="${r}">${inline(`B${r}`, 'Cap')}</row>`;
      yield '</sheetData></worksheet>';
    });
    const { res, growthMB } = await refuse(file, 'many-rows.xlsx');
    expect(res.status).toBe(400);
    expect(res.body.errors.file).toBe(IMPORT_MESSAGES.tooManyRows);
    expect(res.body.message).toContain('10,000');
    expect(growthMB).toBeLessThan(150);
  });

  it('refuses an XLSX holding one cell of 300 MB by what it unpacks to, and one of 50 MB at the cell limit', async () => {
    const chunk = Buffer.alloc(MB, 'A');
    const sheet = (mb: number) =>
      function* () {
        yield `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}"><sheetData>${headerRow()}<row r="2"><c r="B2" t="inlineStr"><is><t>`;
        for (let i = 0; i < mb; i++) yield chunk;
        yield '</t></is></c></row></sheetData></worksheet>';
      };
    const huge = await xlsx(sheet(300));
    expect(huge.length).toBeLessThan(2 * MB);
    for (const [file, name] of [
      [huge, 'giant-cell.xlsx'],
      [await xlsx(sheet(300), 2048), 'giant-cell-lying.xlsx'],
    ] as const) {
      const { res, growthMB } = await refuse(file, name);
      expect(res.status).toBe(400);
      expect(res.body.errors.file).toBe(IMPORT_MESSAGES.unpackedTooLarge);
      expect(growthMB).toBeLessThan(150);
    }
    const { res, growthMB } = await refuse(await xlsx(sheet(50)), 'long-cell.xlsx');
    expect(res.status).toBe(400);
    expect(res.body.errors.file).toBe(IMPORT_MESSAGES.cellTooLong('B2 (name)'));
    expect(growthMB).toBeLessThan(150);
  });

  it('refuses an XLSX whose headers claim a small sheet that unpacks past the limit, while unpacking it', async () => {
    // 4 KB elements the reader ignores: no row, no long cell, only bytes
    const filler = `<x a="${'b'.repeat(4000)}"/>`;
    const file = await xlsx(function* () {
      yield `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}">`;
      for (let i = 0; i < (120 * MB) / filler.length; i++) yield filler;
      yield `<sheetData>${headerRow()}</sheetData></worksheet>`;
    }, 1024);
    const { res, growthMB } = await refuse(file, 'lying-zip.xlsx');
    expect(res.status).toBe(400);
    expect(res.body.errors.file).toBe(IMPORT_MESSAGES.unpackedTooLarge);
    expect(res.body.message).toContain(`${IMPORT_LIMITS.maxUnpackedMB} MB`);
    expect(growthMB).toBeLessThan(150);
  });

  it('refuses a CSV of 19 MB (many rows) at the row limit, and a CSV cell past the cell limit', async () => {
    const line = 'x,Cap,Brand,Caps,,NEW,,,,,One Size,Red,,50.00,99.00,,no,no,,\r\n';
    const csv = Buffer.from(HEADERS.join(',') + '\r\n' + line.repeat(Math.floor((19 * MB) / line.length)), 'utf8');
    const many = await refuse(csv, 'many-rows.csv');
    expect(many.res.status).toBe(400);
    expect(many.res.body.errors.file).toBe(IMPORT_MESSAGES.tooManyRows);
    expect(many.growthMB).toBeLessThan(150);

    const long = Buffer.from(`${HEADERS.join(',')}\r\n,"${'y'.repeat(6 * MB)}"\r\n`, 'utf8');
    const cell = await refuse(long, 'long-cell.csv');
    expect(cell.res.status).toBe(400);
    expect(cell.res.body.errors.file).toBe(IMPORT_MESSAGES.cellTooLong('B2 (name)'));
    expect(cell.growthMB).toBeLessThan(150);
  });

  it('refuses a row past the column limit', async () => {
    const wide = Buffer.from(`${HEADERS.join(',')}\r\n${'z,'.repeat(IMPORT_LIMITS.maxColumns + 5)}z\r\n`, 'utf8');
    const res = await t.http.post(api('/catalog-sheets/import/dry-run')).set(t.bearer(owner)).attach('file', wide, 'wide.csv');
    expect(res.status).toBe(400);
    expect(res.body.errors.file).toBe(IMPORT_MESSAGES.tooManyColumns);
  });
});
