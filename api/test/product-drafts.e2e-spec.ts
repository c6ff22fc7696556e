import * as fs from 'node:fs';
import * as path from 'node:path';
import { newId } from '../src/core/ids/ids';
import { UploadsService } from '../src/uploads/uploads.service';
import { bootTestApp, type TestApp } from './helpers/test-app';
import { appOnStandIn } from './helpers/cloudinary-standin';
import { createCategory, png, productPayload } from './catalog.fixtures';

/** Images uploaded before the product exists (drafts of the uploading staff member), attached by one create call. */
describe('product create in one call with draft images (e2e)', () => {
  let t: TestApp;
  let owner: string;
  let admin: string;
  let categoryId: string;

  const uploadDrafts = async (token: string | null, ...names: string[]) => {
    const files = await Promise.all(names.map((_, i) => png({ r: 40 * i, g: 90, b: 30 })));
    let req = t.http.post('/api/v1/upload/drafts/product');
    if (token) req = req.set(t.bearer(token));
    names.forEach((name, i) => (req = req.attach('files', files[i], name)));
    return req;
  };
  const draftIds = async (token: string, ...names: string[]) => {
    const res = await uploadDrafts(token, ...names);
    expect(res.status).toBe(200);
    return res.body.data.images as { id: string; url: string; cloudinaryId: string; alt: string }[];
  };
  const productCount = async () => (await t.ds.query('SELECT count(*)::int AS n FROM products'))[0].n as number;
  const fileOnDisk = (url: string) => path.join(t.config.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

  beforeAll(async () => {
    t = await bootTestApp();
    owner = await t.tokenFor('OWNER');
    admin = await t.tokenFor('ADMIN');
    categoryId = (await createCategory(t, owner)).id;
  });
  afterAll(() => t?.close());

  it('uploads drafts (productCreate), then creates the product with them attached in the order given', async () => {
    const drafts = await draftIds(admin, 'front.png', 'side.png', 'back.png');
    expect(drafts).toHaveLength(3);
    for (const d of drafts) expect(d.id).toMatch(/^c[a-z0-9]{24}$/);
    expect(drafts.map((d) => d.alt)).toEqual(['front', 'side', 'back']);
    const rows = await t.ds.query('SELECT uploaded_by, entity_id, attached_at FROM uploads WHERE id = ANY($1)', [drafts.map((d) => d.id)]);
    expect(rows).toHaveLength(3);
    for (const r of rows) expect(r).toMatchObject({ entity_id: null, attached_at: null });
    expect(new Set(rows.map((r: { uploaded_by: string }) => r.uploaded_by)).size).toBe(1);

    const order = [drafts[2], drafts[0], drafts[1]];
    const res = await t.http
      .post('/api/v1/products')
      .set(t.bearer(admin))
      .send(productPayload(categoryId, { images: undefined, imageIds: order.map((d) => d.id) }));
    expect(res.body).toMatchObject({ data: { id: expect.any(String) } });
    const product = res.body.data;
    expect(product.images.map((i: { cloudinaryId: string }) => i.cloudinaryId)).toEqual(order.map((d) => d.cloudinaryId));
    expect(product.images.map((i: { order: number }) => i.order)).toEqual([0, 1, 2]);
    expect(product.images[0].url).toBe(order[0].url);
    const attached = await t.ds.query('SELECT entity_type, entity_id, attached_at FROM uploads WHERE id = ANY($1)', [drafts.map((d) => d.id)]);
    for (const r of attached) {
      expect(r.entity_type).toBe('product');
      expect(r.entity_id).toBe(product.id);
      expect(r.attached_at).not.toBeNull();
    }
    // the product read back shows the same images
    const read = await t.http.get(`/api/v1/products/${product.id}`).set(t.bearer(admin)).expect(200);
    expect(read.body.data.images.map((i: { cloudinaryId: string }) => i.cloudinaryId)).toEqual(order.map((d) => d.cloudinaryId));
  });

  it("refuses another staff member's draft, an unknown id, a used draft and a repeated id with a 400 on imageIds, creating nothing", async () => {
    const [ownersDraft] = await draftIds(owner, 'owner.png');
    const [mine, mine2] = await draftIds(admin, 'mine.png', 'mine2.png');
    const used = (await draftIds(admin, 'used.png'))[0];
    await t.http
      .post('/api/v1/products')
      .set(t.bearer(admin))
      .send(productPayload(categoryId, { imageIds: [used.id] }))
      .expect(201);
    const before = await productCount();

    for (const imageIds of [[mine.id, ownersDraft.id], [newId()], [used.id], [mine.id, mine.id], ['not-an-id']]) {
      const res = await t.http.post('/api/v1/products').set(t.bearer(admin)).send(productPayload(categoryId, { imageIds }));
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors ?? {})).toContain('imageIds');
      expect(res.body.message).toMatch(/image/i);
    }
    expect(await productCount()).toBe(before);
    // the refused calls attached nothing: both drafts are still free for their owners
    const free = await t.ds.query('SELECT count(*)::int AS n FROM uploads WHERE id = ANY($1) AND attached_at IS NULL AND entity_id IS NULL', [
      [mine.id, ownersDraft.id],
    ]);
    expect(free[0].n).toBe(2);
    // a draft cannot be slipped in by its stored id through `images` either
    const viaImages = await t.http
      .post('/api/v1/products')
      .set(t.bearer(admin))
      .send(productPayload(categoryId, { images: [{ cloudinaryId: ownersDraft.cloudinaryId, alt: 'x', order: 0 }] }));
    expect(viaImages.status).toBe(400);
    expect(await productCount()).toBe(before);

    // more than five images in all
    const five = await draftIds(admin, 'a.png', 'b.png', 'c.png', 'd.png', 'e.png');
    const tooMany = await t.http
      .post('/api/v1/products')
      .set(t.bearer(admin))
      .send(productPayload(categoryId, { imageIds: [...five.map((d) => d.id), mine2.id] }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.imageIds).toBe('Maximum 5 images allowed');

    // the owner still creates with its own draft
    await t.http
      .post('/api/v1/products')
      .set(t.bearer(owner))
      .send(productPayload(categoryId, { imageIds: [ownersDraft.id] }))
      .expect(201);
  });

  it('the draft route needs productCreate; its files are checked like any upload', async () => {
    expect((await uploadDrafts(null, 'a.png')).status).toBe(401);
    const updaterOnly = await t.tokenWithPermissions(['productView', 'productUpdate']);
    const denied = await uploadDrafts(updaterOnly, 'a.png');
    expect(denied.status).toBe(403);
    const none = await t.http.post('/api/v1/upload/drafts/product').set(t.bearer(admin));
    expect(none.status).toBe(400);
    const bad = await t.http.post('/api/v1/upload/drafts/product').set(t.bearer(admin)).attach('files', Buffer.from('MZ not an image'), 'evil.png');
    expect(bad.status).toBe(400);
    const six = await uploadDrafts(admin, '1.png', '2.png', '3.png', '4.png', '5.png', '6.png');
    expect(six.status).toBe(400);
    expect(six.body.errors.files).toBe('Maximum 5 images allowed');
  });

  it('abandoned drafts are swept with their files after a day; recent ones stay', async () => {
    const [stale, recent] = await draftIds(admin, 'stale.png', 'recent.png');
    expect(fs.existsSync(fileOnDisk(stale.url))).toBe(true);
    await t.ds.query(`UPDATE uploads SET created_at = now() - interval '25 hours' WHERE id = $1`, [stale.id]);
    await t.app.get(UploadsService).sweep(new Date());
    expect(fs.existsSync(fileOnDisk(stale.url))).toBe(false);
    expect(fs.existsSync(fileOnDisk(recent.url))).toBe(true);
    const left = await t.ds.query('SELECT id FROM uploads WHERE id = ANY($1)', [[stale.id, recent.id]]);
    expect(left.map((r: { id: string }) => r.id)).toEqual([recent.id]);
    // a swept draft can no longer be attached
    const res = await t.http
      .post('/api/v1/products')
      .set(t.bearer(admin))
      .send(productPayload(categoryId, { imageIds: [stale.id] }));
    expect(res.status).toBe(400);
  });

  it('creates with stock in the same call: INITIAL movements with who and when, and the availability shown', async () => {
    const [draft] = await draftIds(admin, 'stocked.png');
    const stock = {
      tracked: true,
      sizes: [
        { size: 'S', onHand: 2 },
        { size: 'M', onHand: 0 },
      ],
      note: 'First delivery',
    };
    const res = await t.http
      .post('/api/v1/products')
      .set(t.bearer(admin))
      .send(productPayload(categoryId, { name: 'Stocked Cap', sizes: ['S', 'M'], imageIds: [draft.id], stock }));
    expect(res.status).toBe(201);
    const id = res.body.data.id as string;
    expect(res.body.data).toMatchObject({
      stockTracked: true,
      stockLeft: 2,
      sizeStock: [
        { size: 'S', left: 2 },
        { size: 'M', left: 0, availability: 'SOLD_OUT' },
      ],
    });
    const moves = await t.http.get(`/api/v1/products/${id}/stock/movements`).set(t.bearer(admin)).expect(200);
    const rows = moves.body.data.movements.map((m: any) => [m.kind, m.size, m.delta, m.note]).sort();
    expect(rows).toEqual([
      ['INITIAL', 'M', 0, 'First delivery'],
      ['INITIAL', 'S', 2, 'First delivery'],
    ]);
    for (const m of moves.body.data.movements) {
      expect(m.userId).toEqual(expect.any(String));
      expect(Number.isNaN(Date.parse(m.createdAt))).toBe(false);
    }
    const shopper = await t.http.get(`/api/v1/products/${id}`).expect(200);
    expect(shopper.body.data).toMatchObject({ stockTracked: true, availability: 'IN_STOCK' });
  });

  it('refuses bad stock with a 400 under stock fields, creating nothing and leaving the draft unused', async () => {
    const [draft] = await draftIds(admin, 'unstocked.png');
    const before = await productCount();
    const bad: [Record<string, unknown>, string][] = [
      [{ tracked: true, sizes: [{ size: 'XL', onHand: 1 }] }, 'stock.sizes.0.size'],
      [
        {
          tracked: true,
          sizes: [
            { size: 'S', onHand: 1.5 },
            { size: 'M', onHand: 1 },
          ],
        },
        'stock.sizes.0.onHand',
      ],
      [
        {
          tracked: true,
          sizes: [
            { size: 'S', onHand: -1 },
            { size: 'M', onHand: 1 },
          ],
        },
        'stock.sizes.0.onHand',
      ],
      [{ tracked: true, sizes: [{ size: 'S', onHand: 1 }] }, 'stock.sizes'],
      [{ tracked: 'yes' }, 'stock.tracked'],
    ];
    for (const [stock, field] of bad) {
      const res = await t.http
        .post('/api/v1/products')
        .set(t.bearer(admin))
        .send(productPayload(categoryId, { name: 'Refused Cap', sizes: ['S', 'M'], imageIds: [draft.id], stock }));
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors ?? {})).toContain(field);
    }
    // a stock error comes in the same 400 as the other fields' errors
    const both = await t.http
      .post('/api/v1/products')
      .set(t.bearer(admin))
      .send(productPayload(categoryId, { name: '', sizes: ['S'], stock: { tracked: true, sizes: [{ size: 'S', onHand: -3 }] } }));
    expect(both.status).toBe(400);
    expect(Object.keys(both.body.errors)).toEqual(expect.arrayContaining(['name', 'stock.sizes.0.onHand']));
    expect(await productCount()).toBe(before);
    const [row] = await t.ds.query('SELECT entity_id, attached_at FROM uploads WHERE id = $1', [draft.id]);
    expect(row).toMatchObject({ entity_id: null, attached_at: null });
    const [{ n }] = await t.ds.query(
      `SELECT count(*)::int AS n FROM stock_movements m JOIN products p ON p.id = m.product_id WHERE p.name = 'Refused Cap'`,
    );
    expect(n).toBe(0);
  });
});

describe('abandoned drafts on Cloudinary', () => {
  let t: TestApp;
  const standIn = appOnStandIn((app) => (t = app));

  it('are destroyed there by the sweep', async () => {
    const admin = await t.tokenFor('ADMIN');
    const res = await t.http
      .post('/api/v1/upload/drafts/product')
      .set(t.bearer(admin))
      .attach('files', await png(), 'draft.png');
    expect(res.status).toBe(200);
    const [draft] = res.body.data.images;
    expect(draft.cloudinaryId).toMatch(/^retro-shop\/products\/c[a-z0-9]{24}$/);
    await t.ds.query(`UPDATE uploads SET created_at = now() - interval '25 hours' WHERE id = $1`, [draft.id]);
    expect(await t.app.get(UploadsService).sweep(new Date())).toBe(1);
    const destroy = standIn.requests.filter((r) => r.path.endsWith('/image/destroy'));
    expect(destroy.map((r) => r.fields.public_id)).toEqual([draft.cloudinaryId]);
  });
});
