import * as fs from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import { ImageJobs } from '../src/uploads/image-jobs';
import { IMAGE_JOBS_RETRY_AFTER_S, UPLOAD_LIMIT_MESSAGES } from '../src/config/upload-limits';
import { bootTestApp, type TestApp } from './helpers/test-app';
import { createCategory, productPayload } from './catalog.fixtures';
import { png } from './uploads.fixtures';

/** A PNG of noise: it does not compress, so its stored size is close to width × height × 3 bytes. */
const noisePng = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png()
    .toBuffer();

const uploadDrafts = async (t: TestApp, token: string, files: Buffer[]) => {
  let req = t.http.post('/api/v1/upload/drafts/product').set(t.bearer(token));
  files.forEach((f, i) => (req = req.attach('files', f, `d${i}.png`)));
  return req;
};

/** What one staff member, and one instance, may spend on uploads: quotas, a rate, a bounded image queue. */
describe('upload limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootTestApp({
      UPLOAD_UNUSED_MAX_FILES: '3',
      UPLOAD_UNUSED_MAX_MB: '1',
      UPLOAD_FILES_PER_MINUTE: '6',
      UPLOAD_IMAGE_JOBS: '1',
      UPLOAD_IMAGE_JOBS_QUEUE: '1',
    });
  });
  afterAll(() => t?.close());
  const unusedOf = async (userId: string) =>
    (await t.ds.query('SELECT count(*)::int AS n FROM uploads WHERE uploaded_by = $1 AND attached_at IS NULL', [userId]))[0].n as number;

  it("caps a member's unsaved uploads by count: over the cap is a 400 naming the limit, saving frees room, others are not affected", async () => {
    const a = await t.createUser();
    const small = await png(100, 100);
    const first = (await uploadDrafts(t, a.token, [small, small])).body.data.images;
    const over = await uploadDrafts(t, a.token, [small, small]);
    expect(over.status).toBe(400);
    expect(over.body.errors.files).toBe(UPLOAD_LIMIT_MESSAGES.unusedFull(3, 1));
    expect(await unusedOf(a.user.id)).toBe(2);
    // another member has a quota of their own
    const b = await t.createUser();
    expect((await uploadDrafts(t, b.token, [small, small, small])).status).toBe(200);
    // saving the product with the drafts frees the room
    const cat = await createCategory(t, a.token);
    await t.http
      .post('/api/v1/products')
      .set(t.bearer(a.token))
      .send(productPayload(cat.id, { imageIds: first.map((d: { id: string }) => d.id) }))
      .expect(201);
    expect((await uploadDrafts(t, a.token, [small, small])).status).toBe(200);
  });

  it("caps a member's unsaved uploads by stored bytes", async () => {
    const a = await t.createUser();
    const heavy = await noisePng(450);
    expect(heavy.length).toBeGreaterThan(500_000);
    expect((await uploadDrafts(t, a.token, [heavy])).status).toBe(200);
    const over = await uploadDrafts(t, a.token, [heavy]);
    expect(over.status).toBe(400);
    expect(over.body.errors.files).toBe(UPLOAD_LIMIT_MESSAGES.unusedFull(3, 1));
    expect(await unusedOf(a.user.id)).toBe(1);
  });

  it('rate-limits the files one member uploads per minute with a 429, Retry-After and a clear message; other members go on', async () => {
    const owner = await t.createUser({ role: 'OWNER' });
    const send = async (token: string, count: number) => {
      let req = t.http.post('/api/v1/config/images').set(t.bearer(token)).field('context', 'branding');
      for (let i = 0; i < count; i++) req = req.attach('files', await png(60, 60), `b${i}.png`);
      return req;
    };
    expect((await send(owner.token, 5)).status).toBe(200);
    const tooFast = await send(owner.token, 2);
    expect(tooFast.status).toBe(429);
    expect(tooFast.body.message).toBe(UPLOAD_LIMIT_MESSAGES.tooFast(6));
    expect(Number(tooFast.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(tooFast.headers['retry-after'])).toBeLessThanOrEqual(60);
    // the refused files were not stored
    expect((await t.ds.query('SELECT count(*)::int AS n FROM uploads WHERE uploaded_by = $1', [owner.user.id]))[0].n).toBe(5);
    expect((await send(owner.token, 1)).status).toBe(200);
    const other = await t.createUser({ role: 'OWNER' });
    expect((await send(other.token, 5)).status).toBe(200);
  });

  it('bounds the image jobs of an instance: one waits its turn, one more is refused with 503 and Retry-After', async () => {
    const a = await t.createUser();
    let release!: () => void;
    const held = t.app.get(ImageJobs).run(() => new Promise<void>((r) => (release = r)));
    const queued = uploadDrafts(t, a.token, [await png(80, 80)]).then((r) => r);
    // the queued upload is waiting before the next one arrives
    await waitFor(() => t.app.get(ImageJobs).waiting === 1);
    const refused = await uploadDrafts(t, a.token, [await png(80, 80)]);
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe(UPLOAD_LIMIT_MESSAGES.busy);
    expect(refused.headers['retry-after']).toBe(String(IMAGE_JOBS_RETRY_AFTER_S));
    release();
    await held;
    expect((await queued).status).toBe(200);
    expect(await unusedOf(a.user.id)).toBe(1);
  });
});

describe('upload limits: low disk space', () => {
  let t: TestApp;
  // a threshold no test machine has free: the check must refuse
  beforeAll(async () => (t = await bootTestApp({ UPLOAD_MIN_FREE_DISK_MB: '1000000000' })));
  afterAll(() => t?.close());

  it('refuses uploads with 507 and a clear message when the uploads disk is low, storing nothing', async () => {
    const admin = await t.tokenFor('ADMIN');
    const res = await uploadDrafts(t, admin, [await png(80, 80)]);
    expect(res.status).toBe(507);
    expect(res.body.message).toBe(UPLOAD_LIMIT_MESSAGES.diskFull);
    expect((await t.ds.query('SELECT count(*)::int AS n FROM uploads'))[0].n).toBe(0);
    const root = path.join(t.config.dataDir, 'uploads');
    const files = fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).filter((f) => String(f).endsWith('.png')) : [];
    expect(files).toEqual([]);
  });
});

/** Polls `check`; the limit only ends a test that would hang (20 s, the house guard: an upload's way to the queue stretches under load). */
async function waitFor(check: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
