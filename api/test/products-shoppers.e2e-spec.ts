import { CatalogIndexService } from '../src/catalog-index/catalog-index.service';
import { PRODUCT_MESSAGES as P } from '@shop/common';
import type { TestApp } from './helpers/test-app';
import { createCategory, createProduct } from './catalog.fixtures';
import { ProductsApp } from './products.fixtures';

/** What the public product routes show, and to whom. */
describe('products', () => {
  const products = new ProductsApp();
  const { api, list, put } = products;
  let t: TestApp, owner: string, admin: string;
  beforeAll(async () => ({ t, owner, admin } = await products.boot()));
  afterAll(() => t.close());

  describe('what shoppers see', () => {
    let visibleCat: string;
    let hiddenCat: string;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      visibleCat = (await createCategory(t, owner, { name: 'Shop Window' })).id;
      hiddenCat = (await createCategory(t, owner, { name: 'Back Room', publiclyVisible: false })).id;
      ids.visible = (await createProduct(t, owner, visibleCat, { name: 'Window Visible Cap', brand: 'Shopwin' })).id;
      ids.hidden = (await createProduct(t, owner, visibleCat, { name: 'Window Hidden Cap', brand: 'Shopwin', publiclyVisible: false })).id;
      ids.archived = (await createProduct(t, owner, visibleCat, { name: 'Window Archived Cap', brand: 'Shopwin' })).id;
      await t.http.patch(api(`/products/${ids.archived}/archive`)).set(t.bearer(owner));
      ids.inHiddenCat = (await createProduct(t, owner, hiddenCat, { name: 'Back Room Cap', brand: 'Shopwin' })).id;
    });

    it('lists only public products of visible categories, whatever the query asks', async () => {
      for (const q of ['', '&publiclyVisible=false', '&archived=true', '&publiclyVisible=true']) {
        const res = await list(`?brand=shopwin&limit=50${q}`);
        expect(res.status).toBe(200);
        expect(res.body.data.products.map((p: any) => p.id)).toEqual([ids.visible]);
        expect(res.body.data.pagination.total).toBe(1);
      }
      const byCat = await list(`?category=${hiddenCat}`);
      expect(byCat.body.data.products).toEqual([]);
    });

    it('hides the cost price from shoppers and shows it to productView holders', async () => {
      const pub = await t.http.get(api(`/products/${ids.visible}`));
      expect(pub.status).toBe(200);
      expect(pub.body.data).not.toHaveProperty('originalPrice');
      expect(pub.body.data.sellingPrice).toBe(149);
      const listed = await list('?brand=shopwin');
      expect(listed.body.data.products[0]).not.toHaveProperty('originalPrice');
      const signedInNoView = await t.tokenWithPermissions(['salesView']);
      expect((await list('?brand=shopwin', signedInNoView)).body.data.products[0]).not.toHaveProperty('originalPrice');
      const staff = await t.tokenWithPermissions(['productView']);
      const all = await list('?brand=shopwin&sortBy=name', staff);
      expect(all.body.data.products).toHaveLength(4);
      expect(all.body.data.products[0].originalPrice).toBe(95);
      expect((await t.http.get(api(`/products/${ids.hidden}`)).set(t.bearer(staff))).body.data.originalPrice).toBe(95);
    });

    it('answers 404 to shoppers for hidden, archived and hidden-category products', async () => {
      for (const key of ['hidden', 'archived', 'inHiddenCat']) {
        const res = await t.http.get(api(`/products/${ids[key]}`));
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(P.notFound);
      }
      expect((await t.http.get(api('/products/nonsense'))).status).toBe(404);
    });

    it('staff filters: publiclyVisible=true hides archived products, false and archived=true list them', async () => {
      const staff = await t.tokenWithPermissions(['productView']);
      const idsOf = (res: any) => res.body.data.products.map((p: any) => p.id).sort();
      const vis = await list('?brand=shopwin&publiclyVisible=true&limit=50', staff);
      expect(idsOf(vis)).toEqual([ids.visible, ids.inHiddenCat].sort());
      expect(idsOf(await list('?brand=shopwin&archived=false&limit=50', staff))).toEqual(idsOf(vis));
      // created hidden or archived afterwards: the same state
      const hid = await list('?brand=shopwin&publiclyVisible=false', staff);
      expect(idsOf(hid)).toEqual([ids.hidden, ids.archived].sort());
      expect(idsOf(await list('?brand=shopwin&archived=true', staff))).toEqual(idsOf(hid));
      expect(hid.body.data.products.every((p: any) => p.archived && !p.publiclyVisible)).toBe(true);
    });

    it('publishes a hidden product with any of the calls that say so, and hides it with any of the others', async () => {
      const p = await createProduct(t, owner, visibleCat, { name: 'Window Publish Cap', brand: 'Publishme', publiclyVisible: false });
      expect(p).toMatchObject({ publiclyVisible: false, archived: true });
      const shopperSees = async () => (await t.http.get(api(`/products/${p.id}`))).status === 200;
      const listed = async () => (await list('?brand=publishme')).body.data.products.length === 1;
      expect(await shopperSees()).toBe(false);
      const staffPatch = (suffix: string, body?: object) =>
        t.http
          .patch(api(`/products/${p.id}/${suffix}`))
          .set(t.bearer(admin))
          .send(body);

      const steps: [string, () => Promise<any>, boolean][] = [
        ['restore', () => staffPatch('restore'), true],
        ['archive', () => staffPatch('archive'), false],
        ['toggle', () => staffPatch('public-visibility'), true],
        ['set false', () => staffPatch('public-visibility/set', { publiclyVisible: false }), false],
        ['set true', () => staffPatch('public-visibility/set', { publiclyVisible: true }), true],
        ['toggle', () => staffPatch('public-visibility'), false],
        ['PUT true', () => put(p.id, { publiclyVisible: true }), true],
        ['PUT false', () => put(p.id, { publiclyVisible: false }), false],
      ];
      for (const [label, step, visible] of steps) {
        const res = await step();
        expect([label, res.status]).toEqual([label, 200]);
        expect([label, res.body.data.publiclyVisible, res.body.data.archived]).toEqual([label, visible, !visible]);
        expect([label, await shopperSees(), await listed()]).toEqual([label, visible, visible]);
      }
    });

    it('shows a change to shoppers at once (the public cache is cleared)', async () => {
      expect((await list('?brand=shopwin')).body.data.products).toHaveLength(1);
      await t.http
        .patch(api(`/products/${ids.hidden}/public-visibility/set`))
        .set(t.bearer(owner))
        .send({ publiclyVisible: true });
      expect((await list('?brand=shopwin')).body.data.products).toHaveLength(2);
      await t.http
        .patch(api(`/categories/${hiddenCat}/visibility/set`))
        .set(t.bearer(owner))
        .send({ publiclyVisible: true });
      expect((await list('?brand=shopwin')).body.data.products).toHaveLength(3);
      await t.http
        .patch(api(`/categories/${hiddenCat}/visibility/set`))
        .set(t.bearer(owner))
        .send({ publiclyVisible: false });
      await t.http
        .patch(api(`/products/${ids.hidden}/public-visibility/set`))
        .set(t.bearer(owner))
        .send({ publiclyVisible: false });
      expect((await list('?brand=shopwin')).body.data.products).toHaveLength(1);
    });

    it('builds one answer for many shoppers asking the same thing at once', async () => {
      // each build asks the read model once (and PostgreSQL only when the read model cannot answer)
      const spy = jest.spyOn(t.app.get(CatalogIndexService), 'answer');
      try {
        const all = await Promise.all(Array.from({ length: 6 }, () => list('?brand=shopwin&sortBy=name&limit=7')));
        expect(all.every((r) => r.status === 200 && r.body.data.products.length === 1)).toBe(true);
        expect(spy).toHaveBeenCalledTimes(1);
      } finally {
        spy.mockRestore();
      }
    });

    it('answers 304 to a shopper repeating a request with the ETag', async () => {
      const first = await list('?brand=shopwin');
      expect(first.headers.etag).toBeTruthy();
      const again = await t.http.get(api('/products?brand=shopwin')).set('If-None-Match', first.headers.etag);
      expect(again.status).toBe(304);
    });
  });
});
