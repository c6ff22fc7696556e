import { PRODUCT_MESSAGES as P } from '@shop/common';
import { PRODUCT_SERVER_MESSAGES as S } from '../src/products/products.messages';
import type { TestApp } from './helpers/test-app';
import { createProduct, productPayload } from './catalog.fixtures';
import { ProductsApp } from './products.fixtures';

/** Creating a product: what is stored and answered, and every rule that refuses one. */
describe('products', () => {
  const products = new ProductsApp();
  const { events, api, create, put } = products;
  let t: TestApp, owner: string, catId: string;
  beforeAll(async () => ({ t, owner, catId } = await products.boot()));
  afterAll(() => t.close());

  describe('create', () => {
    it('creates a product and answers it with numbers for prices and the category', async () => {
      const res = await create(
        productPayload(catId, { sizes: [' M ', 'L', 'm'], colors: ['Black', 'black'], discountedPrice: 129.5, tags: ['nba', ' retro '] }),
      );
      expect(res.status).toBe(201);
      const p = res.body.data;
      expect(p).toMatchObject({
        name: 'Retro Lakers Snapback',
        brand: 'New Era',
        condition: 'NEW',
        originalPrice: 95,
        sellingPrice: 149,
        discountedPrice: 129.5,
        currency: 'SAR',
        sizes: ['M', 'L'],
        colors: ['Black'],
        tags: ['nba', 'retro'],
        featured: false,
        publiclyVisible: true,
        archived: false,
        categoryId: catId,
        category: { id: catId, name: 'Caps' },
        images: [],
      });
      expect(p.id).toMatch(/^c[a-z0-9]{24}$/);
      expect(typeof p.createdAt).toBe('string');
      const row = await t.ds.query('SELECT effective_price FROM products WHERE id = $1', [p.id]);
      expect(Number(row[0].effective_price)).toBe(129.5);
      expect(events.some((e) => e.entityType === 'product' && e.action === 'created' && e.entityId === p.id && e.actor?.role === 'OWNER')).toBe(true);
    });

    it('treats a discounted price of 0 as no discount and leaves optional fields absent', async () => {
      const res = await create(productPayload(catId, { name: 'No Discount Cap', discountedPrice: 0, subcategory: '', material: '  ' }));
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ discountedPrice: null, subcategory: null, material: null });
    });

    const cases: [string, Record<string, unknown>, string, string][] = [
      ['name missing', { name: undefined }, 'name', P.nameRequired],
      ['name blank', { name: '   ' }, 'name', P.nameRequired],
      ['name short', { name: 'ab' }, 'name', P.nameMin],
      ['name long', { name: 'x'.repeat(101) }, 'name', P.nameMax],
      ['brand missing', { brand: undefined }, 'brand', P.brandRequired],
      ['brand short', { brand: 'a' }, 'brand', P.brandMin],
      ['brand long', { brand: 'b'.repeat(51) }, 'brand', P.brandMax],
      ['category missing', { categoryId: undefined }, 'categoryId', P.categoryRequired],
      ['condition missing', { condition: undefined }, 'condition', P.conditionRequired],
      ['condition unknown', { condition: 'MINT' }, 'condition', P.conditionRequired],
      ['original negative', { originalPrice: -1 }, 'originalPrice', P.originalPricePositive],
      ['original not a number', { originalPrice: 'abc' }, 'originalPrice', P.originalPricePositive],
      ['original too high', { originalPrice: 1_000_000, sellingPrice: 1_000_000 }, 'originalPrice', P.originalPriceHigh],
      ['selling negative', { sellingPrice: -5 }, 'sellingPrice', P.sellingPricePositive],
      ['selling too high', { sellingPrice: 1_000_000 }, 'sellingPrice', P.sellingPriceHigh],
      ['discount too high', { discountedPrice: 1_000_000 }, 'discountedPrice', P.discountedPriceHigh],
      ['description long', { description: 'd'.repeat(1001) }, 'description', P.descriptionMax],
      ['no sizes', { sizes: [] }, 'sizes', P.sizeRequired],
      ['sizes missing', { sizes: undefined }, 'sizes', P.sizeRequired],
      ['empty size', { sizes: ['M', '  '] }, 'sizes', P.sizeEmpty],
      ['no colors', { colors: [] }, 'colors', P.colorRequired],
      ['empty color', { colors: [''] }, 'colors', P.colorEmpty],
      ['empty tag', { tags: ['ok', ''] }, 'tags', P.tagEmpty],
      ['too many tags', { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags', P.tagsMax],
      ['selling below original', { originalPrice: 100, sellingPrice: 99.99 }, 'sellingPrice', P.sellingBelowOriginal],
      ['discount not below selling', { sellingPrice: 149, discountedPrice: 149 }, 'discountedPrice', P.discountNotBelowSelling],
      [
        'too many images',
        { images: Array.from({ length: 6 }, (_, i) => ({ url: `/uploads/x${i}.png`, cloudinaryId: `x${i}`, alt: 'x', order: i })) },
        'images',
        P.imagesMax,
      ],
      [
        'unknown image',
        { images: [{ url: 'https://evil.example/x.jpg', cloudinaryId: 'evil/x', alt: 'x', order: 0 }] },
        'images.0.cloudinaryId',
        P.imageUnknown,
      ],
      ['unknown category', { categoryId: 'czzzzzzzzzzzzzzzzzzzzzzzz' }, 'categoryId', S.categoryUnknown],
    ];
    it.each(cases)('refuses %s with the spec message', async (_label, change, field, message) => {
      const res = await create(productPayload(catId, change));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[field]).toBe(message);
    });

    it('answers every failing rule in one 400, the price rules beside the field rules', async () => {
      const res = await create(productPayload(catId, { name: 'ab', brand: 'x', originalPrice: 100, sellingPrice: 90, discountedPrice: 95 }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        name: P.nameMin,
        brand: P.brandMin,
        sellingPrice: P.sellingBelowOriginal,
        discountedPrice: P.discountNotBelowSelling,
      });
      expect(res.body.message).toBe(P.nameMin);

      const onlyProfit = await create(productPayload(catId, { name: 'ab', originalPrice: 100, sellingPrice: 99.99 }));
      expect(onlyProfit.body.errors).toEqual({
        name: P.nameMin,
        sellingPrice: 'Selling price must be equal to or greater than original price to allow profits',
      });

      const p = await createProduct(t, owner, catId, { name: 'Many Errors Cap' });
      const upd = await put(p.id, { name: 'ab', originalPrice: 100, sellingPrice: 90, discountedPrice: 95 });
      expect(upd.status).toBe(400);
      expect(upd.body.errors).toEqual({ name: P.nameMin, sellingPrice: P.sellingBelowOriginal, discountedPrice: P.discountNotBelowSelling });
      // against the stored prices (original 95): both rules at once from the service
      const stored = await put(p.id, { sellingPrice: 90, discountedPrice: 92 });
      expect(stored.status).toBe(400);
      expect(stored.body.errors).toEqual({ sellingPrice: P.sellingBelowOriginal, discountedPrice: P.discountNotBelowSelling });
      // a price failing its own rule is not compared as well
      const own = await create(productPayload(catId, { originalPrice: 100, sellingPrice: -1 }));
      expect(own.body.errors).toEqual({ sellingPrice: P.sellingPricePositive });
    });

    it('refuses unknown fields and needs productCreate', async () => {
      expect((await create(productPayload(catId, { archived: true }))).status).toBe(400);
      expect((await t.http.post(api('/products')).send(productPayload(catId))).status).toBe(401);
      const viewer = await t.tokenWithPermissions(['productView']);
      expect((await create(productPayload(catId), viewer)).status).toBe(403);
    });
  });
});
