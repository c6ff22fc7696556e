import ExcelJS from 'exceljs';
import { SHEET_COLUMNS } from '../src/catalog-sheets/sheet-columns';
import { SHEET_MESSAGES } from '../src/catalog-sheets/catalog-sheets.messages';
import { StaffApp, type TestApp } from './helpers/test-app';
import { createCategory, createProduct } from './catalog.fixtures';

/** The Products screen's spreadsheet export: CSV (UTF-8 with BOM) and XLSX, one row per product, every editable field. */
describe('catalog spreadsheet export', () => {
  const staffApp = new StaffApp();
  const { api } = staffApp;
  let t: TestApp, owner: string;
  let caps: { id: string; name: string };
  let lakers: { id: string };

  beforeAll(async () => {
    ({ t, owner } = await staffApp.boot());
    caps = await createCategory(t, owner, { name: 'Caps' });
    const tees = await createCategory(t, owner, { name: 'Tees' });
    lakers = await createProduct(t, owner, caps.id, {
      name: 'Lakers "Showtime", Snapback',
      nameAr: 'قبعة ليكرز 🧢',
      descriptionAr: 'قبعة بنفسجية',
      sizes: ['S', 'M'],
      colors: ['Purple', 'Gold'],
      discountedPrice: 120,
    });
    await t.http
      .put(api(`/products/${lakers.id}/stock`))
      .set(t.bearer(owner))
      .send({
        tracked: true,
        sizes: [
          { size: 'S', onHand: 2 },
          { size: 'M', onHand: 0 },
        ],
      })
      .expect(200);
    await createProduct(t, owner, tees.id, { name: 'Bulls Tee', sizes: ['One Size'], tags: [] });
  });
  afterAll(() => t.close());

  const exportAs = (format: string, query = '', token = owner) => {
    const req = t.http.get(api(`/catalog-sheets/export?format=${format}${query}`)).buffer(true);
    return (token ? req.set(t.bearer(token)) : req).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });
  };

  /** A CSV body as rows of cells (RFC 4180 quoting). */
  function csvRows(text: string): string[][] {
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
      else if (ch === '\r' && text[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
      else cell += ch;
    }
    if (cell || row.length) rows.push([...row, cell]);
    return rows;
  }

  const byHeader = (header: string[], row: string[]) => Object.fromEntries(header.map((h, i) => [h, row[i]]));

  it('exports CSV in UTF-8 with a BOM, a header row and one row per product with Arabic texts, prices, images and stock per size', async () => {
    const res = await exportAs('csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = res.body as Buffer;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = csvRows(body.subarray(3).toString('utf8'));
    expect(header).toEqual(SHEET_COLUMNS.map((c) => c.header));
    expect(rows).toHaveLength(2);
    const row = byHeader(header, rows.find((r) => r[0] === lakers.id)!);
    expect(row).toMatchObject({
      name: 'Lakers "Showtime", Snapback',
      name_ar: 'قبعة ليكرز 🧢',
      description_ar: 'قبعة بنفسجية',
      category: 'Caps',
      sizes: 'S | M',
      colors: 'Purple | Gold',
      cost_price: '95.00',
      selling_price: '149.00',
      discounted_price: '120.00',
      visible: 'yes',
      featured: 'no',
      stock: 'S=2 | M=0',
    });
    const other = byHeader(header, rows.find((r) => r[0] !== lakers.id)!);
    expect(other).toMatchObject({ name: 'Bulls Tee', sizes: 'One Size', stock: '', discounted_price: '' });
  });

  it('exports XLSX with the same header and cells', async () => {
    const res = await exportAs('xlsx');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body as never);
    const sheet = book.worksheets[0];
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)));
    const header = values(1);
    expect(header).toEqual(SHEET_COLUMNS.map((c) => c.header));
    expect(sheet.rowCount).toBe(3);
    const row = [2, 3].map((n) => byHeader(header, values(n))).find((r) => r.id === lakers.id)!;
    expect(row).toMatchObject({ name_ar: 'قبعة ليكرز 🧢', selling_price: '149.00', stock: 'S=2 | M=0' });
  });

  it("exports only the products of the list's current filter", async () => {
    const [header, ...rows] = csvRows((await exportAs('csv', `&category=${caps.id}`)).body.subarray(3).toString('utf8'));
    expect(rows.map((r) => byHeader(header, r).name)).toEqual(['Lakers "Showtime", Snapback']);
  });

  it('refuses an unknown format with 400 naming the field (none asked: CSV), and callers without productUpdate', async () => {
    const bad = await t.http.get(api('/catalog-sheets/export?format=pdf')).set(t.bearer(owner));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.format).toBe(SHEET_MESSAGES.formatInvalid);
    const plain = await t.http.get(api('/catalog-sheets/export')).set(t.bearer(owner));
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^text\/csv/); // no format: CSV
    const viewer = await t.tokenWithPermissions(['productView']);
    expect((await t.http.get(api('/catalog-sheets/export?format=csv')).set(t.bearer(viewer))).status).toBe(403);
    expect((await t.http.get(api('/catalog-sheets/export?format=csv'))).status).toBe(401);
  });
});
