import ExcelJS from 'exceljs';
import { SHEET_COLUMNS } from '../src/catalog-sheets/sheet-columns';
import { IMPORT_MESSAGES } from '../src/catalog-sheets/sheet-import.messages';
import { StaffApp, type TestApp } from './helpers/test-app';
import { createCategory, createProduct } from './catalog.fixtures';

/** The Products screen's spreadsheet import: a dry run that shows the diff, then an all-or-nothing apply of it. */
describe('catalog spreadsheet import', () => {
  const staffApp = new StaffApp();
  const { api } = staffApp;
  let t: TestApp, owner: string;
  let lakers: { id: string };
  const col = (h: string) => SHEET_COLUMNS.findIndex((c) => c.header === h);

  beforeAll(async () => {
    ({ t, owner } = await staffApp.boot());
    const caps = await createCategory(t, owner, { name: 'Caps' });
    lakers = await createProduct(t, owner, caps.id, { name: 'Lakers Snapback', nameAr: 'قبعة ليكرز', sizes: ['S', 'M'] });
    await t.http
      .put(api(`/products/${lakers.id}/stock`))
      .set(t.bearer(owner))
      .send({
        tracked: true,
        sizes: [
          { size: 'S', onHand: 2 },
          { size: 'M', onHand: 1 },
        ],
      })
      .expect(200);
    // bulk rows keep the round trip honest at size without thousands of HTTP calls
    await t.ds.query(
      `INSERT INTO "products" ("id", "name", "brand", "category_id", "condition", "original_price", "selling_price", "currency", "sizes", "colors", "tags")
       SELECT 'bulk' || lpad(g::text, 21, '0'), 'Bulk cap ' || g, 'Brand', $1, 'VINTAGE', 50, 99, 'SAR', ARRAY['One Size'], ARRAY['Red'], ARRAY[]::varchar[]
       FROM generate_series(1, 2000) g`,
      [caps.id],
    );
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
  const send = (step: 'dry-run' | 'apply', file: Buffer, name: string, token = owner) =>
    t.http
      .post(api(`/catalog-sheets/import/${step}`))
      .set(t.bearer(token))
      .attach('file', file, name);

  /** Rewrites cells of the CSV the export made: edits maps a product id to { column: new value }. */
  async function editedCsv(edits: Record<string, Record<string, string>>): Promise<Buffer> {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download('xlsx')) as never);
    const rows = book.worksheets[0]
      .getSheetValues()
      .slice(1)
      .map((r) => ((r as unknown[]) ?? []).slice(1).map((v) => (v == null ? '' : String(v))));
    for (const row of rows.slice(1)) for (const [h, v] of Object.entries(edits[row[0]] ?? {})) row[col(h)] = v;
    const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
    return Buffer.from(rows.map((r) => r.map(cell).join(',')).join('\r\n'), 'utf8'); // no BOM: both are read
  }

  it('reads back its own export (CSV with BOM and XLSX) as 0 changes', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await send('dry-run', await download(format), `products.${format}`);
      expect(res.status).toBe(200);
      expect(res.body.data.totals).toEqual({ rows: 2001, created: 0, changed: 0, unchanged: 2001, refused: 0 });
    }
  });

  it('lists exactly the three edited cells, then applies them with a COUNTED movement naming the file and an activity line', async () => {
    const file = await editedCsv({ [lakers.id]: { name_ar: 'قبعة ليكرز الذهبية', selling_price: '159.00', stock: 'S=5 | M=1' } });
    const dry = await send('dry-run', file, 'edited.csv');
    expect(dry.status).toBe(200);
    expect(dry.body.data.totals).toMatchObject({ changed: 1, refused: 0, created: 0 });
    const row = dry.body.data.rows.find((r: { id: string }) => r.id === lakers.id);
    expect(row.action).toBe('change');
    expect(row.changes).toEqual([
      { column: 'name_ar', from: 'قبعة ليكرز', to: 'قبعة ليكرز الذهبية' },
      { column: 'selling_price', from: '149.00', to: '159.00' },
      { column: 'stock', from: 'S=2 | M=1', to: 'S=5 | M=1' },
    ]);
    const applied = await send('apply', file, 'edited.csv');
    expect(applied.status).toBe(200);
    expect(applied.body.data.totals).toMatchObject({ changed: 1 });
    const product = (await t.http.get(api(`/products/${lakers.id}`)).set(t.bearer(owner))).body.data;
    expect(product).toMatchObject({ nameAr: 'قبعة ليكرز الذهبية', sellingPrice: 159 });
    const moves = await t.ds.query(
      `SELECT "kind", "size", "delta", "note", "user_name" FROM "stock_movements" WHERE "product_id" = $1 ORDER BY "created_at" DESC LIMIT 1`,
      [lakers.id],
    );
    expect(moves[0]).toMatchObject({ kind: 'COUNTED', size: 'S', delta: 3 });
    expect(moves[0].note).toContain('edited.csv');
    expect(moves[0].user_name).toBeTruthy();
    const log = await t.ds.query(`SELECT "action" FROM "activity_log" WHERE "entity_id" = $1`, [lakers.id]);
    expect(log.map((l: { action: string }) => l.action)).toEqual(expect.arrayContaining(['imported', 'counted stock of']));
    expect((await send('dry-run', file, 'edited.csv')).body.data.totals.changed).toBe(0);
  });

  it('names the row and column of one bad row among many, and the apply then refuses with 400 and changes nothing', async () => {
    const file = await editedCsv({ [lakers.id]: { selling_price: 'cheap', name: 'Renamed' }, bulk000000000000000000007: { brand: 'Changed brand' } });
    const dry = await send('dry-run', file, 'bad.csv');
    expect(dry.status).toBe(200);
    expect(dry.body.data.totals).toMatchObject({ refused: 1, changed: 1 });
    const bad = dry.body.data.rows.find((r: { action: string }) => r.action === 'refuse');
    expect(bad.row).toBeGreaterThan(1);
    expect(bad.errors.selling_price).toBeTruthy();
    const applied = await send('apply', file, 'bad.csv');
    expect(applied.status).toBe(400);
    expect(Object.keys(applied.body.errors)).toEqual([`rows.${bad.row}.selling_price`]);
    const [p] = await t.ds.query(`SELECT "name" FROM "products" WHERE "id" = 'bulk000000000000000000007'`);
    expect(p.name).toBe('Bulk cap 7');
  });

  it('refuses an image URL the product does not have, in its row', async () => {
    const file = await editedCsv({ [lakers.id]: { image_urls: 'https://example.com/x.jpg' } });
    const bad = (await send('dry-run', file, 'img.csv')).body.data.rows.find((r: { id: string }) => r.id === lakers.id);
    expect(bad.errors.image_urls).toBe(IMPORT_MESSAGES.imageUnknown);
  });

  it('answers 400 for a file that is not a spreadsheet, and 403 without productCreate and productUpdate', async () => {
    const png = await send('dry-run', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]), 'photo.csv');
    expect(png.status).toBe(400);
    expect(png.body.errors.file).toBe(IMPORT_MESSAGES.notSpreadsheet);
    const none = await t.http.post(api('/catalog-sheets/import/dry-run')).set(t.bearer(owner));
    expect(none.status).toBe(400);
    const updater = await t.tokenWithPermissions(['productUpdate', 'productView']);
    expect((await send('apply', Buffer.from('id\r\n'), 'a.csv', updater)).status).toBe(403);
  });
});
