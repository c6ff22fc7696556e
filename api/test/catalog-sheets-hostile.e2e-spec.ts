import { crc32, createDeflateRaw } from 'node:zlib';
import { HEADERS } from '../src/catalog-sheets/sheet-import-plan';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '../src/catalog-sheets/sheet-import.messages';
import { StaffApp, type TestApp } from './helpers/test-app';

/**
 * Hostile spreadsheets, made here and never committed: each is refused with 400 naming the limit it crossed, as soon
 * as it crosses it, while the API keeps answering and its memory stays put. Latencies are printed, not asserted.
 */

const MB = 1024 * 1024;
const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A zip entry: its bytes come from `parts` (generated lazily, so the test never holds the unpacked file). */
interface Entry {
  name: string;
  parts: () => Iterable<string | Buffer>;
  /** The uncompressed size the headers claim; by default the true one. */
  claimedSize?: number;
}

/** Writes a zip (deflated entries, local headers and a central directory) by hand, so its headers can lie. */
async function zip(entries: Entry[]): Promise<Buffer> {
  const out: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    let crc = 0;
    let size = 0;
    const deflate = createDeflateRaw();
    const chunks: Buffer[] = [];
    deflate.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise((resolve) => deflate.on('end', resolve));
    let batch: Buffer[] = [];
    let batched = 0;
    const flush = async () => {
      const b = Buffer.concat(batch);
      (batch = []), (batched = 0);
      crc = crc32(b, crc);
      size += b.length;
      if (!deflate.write(b)) await new Promise((resolve) => deflate.once('drain', resolve));
    };
    for (const p of e.parts()) {
      const b = typeof p === 'string' ? Buffer.from(p, 'utf8') : p;
      batch.push(b);
      batched += b.length;
      if (batched >= 256 * 1024) await flush();
    }
    await flush();
    deflate.end();
    await done;
    const data = Buffer.concat(chunks);
    const name = Buffer.from(e.name, 'utf8');
    const claimed = e.claimedSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(claimed, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(crc >>> 0, 16);
    dir.writeUInt32LE(data.length, 20);
    dir.writeUInt32LE(claimed, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    out.push(local, name, data);
    central.push(dir, name);
    offset += local.length + name.length + data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, cd, end]);
}

const column = (i: number) => String.fromCharCode(65 + i);
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const headerRow = () => `<row r="1">${HEADERS.map((h, i) => inline(`${column(i)}1`, h)).join('')}</row>`;

/** A workbook of one sheet whose XML (between <sheetData> and </sheetData>, or before it) comes from `body`. */
function xlsx(body: () => Iterable<string | Buffer>, claimedSize?: number): Promise<Buffer> {
  return zip([
    {
      name: '[Content_Types].xml',
      parts: () => [
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ],
    },
    {
      name: 'xl/workbook.xml',
      parts: () => [
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ],
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      parts: () => [
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ],
    },
    { name: 'xl/worksheets/sheet1.xml', parts: body, claimedSize },
  ]);
}

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
