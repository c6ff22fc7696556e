import { SHEET_COLUMNS } from '../src/catalog-sheets/sheet-columns';
import { csvFile } from '../src/catalog-sheets/sheet-files';
import { parseCsv } from '../src/catalog-sheets/sheet-read';
import { IMPORT_JOB_MESSAGES } from '../src/catalog-sheets/sheet-import-jobs.messages';
import { StaffApp, type TestApp } from './helpers/test-app';
import { createCategory, createProduct } from './catalog.fixtures';

/** The import's apply as a job: started by one request, written in one transaction, its progress read back by id or as the latest. */
describe('catalog spreadsheet import jobs', () => {
  const staffApp = new StaffApp();
  const { api } = staffApp;
  let t: TestApp, owner: string;
  let lakers: { id: string };
  const BULK = 600;

  beforeAll(async () => {
    ({ t, owner } = await staffApp.boot());
    const caps = await createCategory(t, owner, { name: 'Caps' });
    lakers = await createProduct(t, owner, caps.id, { name: 'Lakers Snapback', nameAr: 'قبعة ليكرز', sizes: ['S', 'M'] });
    await t.ds.query(
      `INSERT INTO "products" ("id", "name", "brand", "category_id", "condition", "original_price", "selling_price", "currency", "sizes", "colors", "tags")
       SELECT 'bulk' || lpad(g::text, 21, '0'), 'Bulk cap ' || g, 'Brand', $1, 'VINTAGE', 50, 99, 'SAR', ARRAY['One Size'], ARRAY['Red'], ARRAY[]::varchar[]
       FROM generate_series(1, ${BULK}) g`,
      [caps.id],
    );
  });
  afterAll(() => t.close());

  const exportCsv = async (): Promise<string> => {
    const res = await t.http.get(api('/catalog-sheets/export?format=csv')).set(t.bearer(owner)).buffer(true);
    expect(res.status).toBe(200);
    return res.text;
  };
  /** The export with one column set in every row `pick` chooses. */
  const edited = async (pick: (id: string) => boolean, column: string, value: (id: string) => string): Promise<Buffer> => {
    const [header, ...rows] = parseCsv((await exportCsv()).replace(/^\ufeff/, ''));
    const at = SHEET_COLUMNS.findIndex((c) => c.header === column);
    for (const cells of rows) if (pick(cells[0])) cells[at] = value(cells[0]);
    return csvFile([header, ...rows]);
  };
  const start = (file: Buffer, name: string, token = owner) =>
    t.http.post(api('/catalog-sheets/import/jobs')).set(t.bearer(token)).attach('file', file, name);
  const job = (id: string) => t.http.get(api(`/catalog-sheets/import/jobs/${id}`)).set(t.bearer(owner));
  const latest = () => t.http.get(api('/catalog-sheets/import/jobs/latest')).set(t.bearer(owner));

  async function finished(id: string) {
    const seen: number[] = [];
    for (let i = 0; i < 600; i++) {
      const res = await job(id);
      expect(res.status).toBe(200);
      seen.push(res.body.data.rowsDone);
      if (res.body.data.state !== 'running') return { job: res.body.data, seen };
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('the job never finished');
  }

  it('answers 202 with a running job, counts its rows up to the total, and ends done with the report', async () => {
    const file = await edited(
      (id) => id.startsWith('bulk'),
      'selling_price',
      () => '111.00',
    );
    const res = await start(file, 'prices.csv');
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ file: 'prices.csv', state: 'running', rowsTotal: BULK });
    expect(res.body.data.id).toEqual(expect.any(String));
    const { job: done, seen } = await finished(res.body.data.id);
    expect(done).toMatchObject({ state: 'done', rowsDone: BULK, rowsTotal: BULK, error: null });
    expect(done.result.totals).toEqual({ rows: BULK + 1, created: 0, changed: BULK, unchanged: 1, refused: 0 });
    expect(done.finishedAt).toEqual(expect.any(String));
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM "products" WHERE "id" LIKE 'bulk%' AND "selling_price" = 111`);
    expect(n).toBe(BULK);
  });

  it('is the latest job after the page is reloaded, with who started it', async () => {
    const file = await edited(
      (id) => id === lakers.id,
      'name_ar',
      () => 'قبعة ليكرز الذهبية',
    );
    const res = await start(file, 'arabic.csv');
    expect(res.status).toBe(202);
    await finished(res.body.data.id);
    const last = await latest();
    expect(last.status).toBe(200);
    expect(last.body.data.job).toMatchObject({ id: res.body.data.id, file: 'arabic.csv', state: 'done', rowsDone: 1, rowsTotal: 1 });
    expect(last.body.data.job.startedBy).toEqual(expect.any(String));
    expect(last.body.data.job.result.rows[0].changes).toEqual([{ column: 'name_ar', from: 'قبعة ليكرز', to: 'قبعة ليكرز الذهبية' }]);
  });

  it('refuses a file with a refused row with 400 naming the row and column, and starts no job', async () => {
    const before = (await latest()).body.data.job.id;
    const res = await start(
      await edited(
        (id) => id === lakers.id,
        'selling_price',
        () => 'cheap',
      ),
      'bad.csv',
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual([expect.stringMatching(/^rows\.\d+\.selling_price$/)]);
    expect((await latest()).body.data.job.id).toBe(before);
  });

  it('reads a job left running by a process that died as stopped, with nothing imported', async () => {
    await t.ds.query(
      `INSERT INTO "import_jobs" ("id", "file", "state", "rows_done", "rows_total", "created_at", "updated_at")
       VALUES ('cdeadjob00000000000000001', 'died.csv', 'running', 100, 600, now() - interval '10 minutes', now() - interval '10 minutes')`,
    );
    const res = await job('cdeadjob00000000000000001');
    expect(res.body.data).toMatchObject({ state: 'failed', error: IMPORT_JOB_MESSAGES.interrupted });
  });

  it('answers 404 for an unknown job and 403 without productCreate and productUpdate', async () => {
    expect((await job('cnosuchjob000000000000001')).status).toBe(404);
    expect((await job('not-an-id')).status).toBe(404);
    const updater = await t.tokenWithPermissions(['productUpdate', 'productView']);
    expect((await t.http.get(api('/catalog-sheets/import/jobs/latest')).set(t.bearer(updater))).status).toBe(403);
    expect((await start(Buffer.from('id\r\n'), 'a.csv', updater)).status).toBe(403);
  });
});
