import { describe, expect, it } from 'vitest';
import { indexCatalog, type Catalog } from '../lib/catalog/catalog';
import { withFallbacks } from '../lib/settings/site';
import { relatedProducts } from '../lib/catalog/related';
import { categoryPagePaths, PRODUCTS_PER_SITEMAP } from '../lib/paths/page-paths';
import type { Category, Product } from '../model/types';
import { applyProductChange, publicProduct } from './catalog-delta';
import { emptyPageSet, pagesForProductChange } from './affected-pages';

const categories = [
  { id: 'k1', name: 'Caps' },
  { id: 'k2', name: 'Tees' },
] as Category[];

const product = (n: number, categoryId = 'k1', extra: Partial<Product> = {}) =>
  ({
    id: `p${String(n).padStart(3, '0')}`,
    name: `Product ${n}`,
    brand: n % 2 ? 'Nike' : 'Vans',
    categoryId,
    featured: n % 5 === 0,
    sellingPrice: 100 + n,
    images: [],
    condition: 'NEW',
    createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    ...extra,
  }) as unknown as Product;

const soldOut = (p: Product) => p.stockTracked === true && p.stockLeft === 0;

/**
 * What a fresh read of the API gives: newest first, ties by id; with the shop's "sold-out last" on, the sold-out
 * products after the others (the API's SQL order, written out here so the catalog's own order is checked against it).
 */
function fresh(raw: Product[], soldOutLast = false): Catalog {
  const newest = (a: Product, b: Product) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt! < b.createdAt! ? 1 : -1);
  const sorted = [...raw].sort((a, b) => (soldOutLast ? Number(soldOut(a)) - Number(soldOut(b)) : 0) || newest(a, b));
  return indexCatalog('http://api', withFallbacks({ soldOutLast }), categories, sorted);
}

/** A product's stock as the API answers it: counted, with `left` pieces. */
const stocked = (left: number): Partial<Product> => ({
  stockTracked: true,
  availability: left === 0 ? 'SOLD_OUT' : 'IN_STOCK',
  stockLeft: left,
  sizeStock: [],
});

const shape = (c: Catalog) => ({
  products: c.products.map((p) => `${p.id}:${p.sellingPrice}:${p.categoryId}`),
  byCategory: [...c.productsByCategory].map(([k, list]) => [k, list.map((p) => p.id)]),
  positions: [...c.positionInCategory].sort(),
  featured: c.featured.map((p) => p.id),
});

describe('the incremental renderer catalog', () => {
  it('after each change equals a catalog read afresh from the API', () => {
    // a hidden category's product is on its own page but in no listing
    let raw = [...Array.from({ length: 30 }, (_, i) => product(i + 1, i % 3 === 0 ? 'k2' : 'k1')), product(99, 'hidden')];
    const live = fresh(raw);
    const change = (id: string, next: Product | null) => {
      raw = raw.filter((p) => p.id !== id);
      if (next && next.publiclyVisible !== false) raw.push(next);
      applyProductChange(live, id, publicProduct(next));
      expect(shape(live)).toEqual(shape(fresh(raw)));
    };
    change('p010', product(10, 'k1', { sellingPrice: 555 } as Partial<Product>)); // price
    change('p011', product(11, 'k2')); // moved to another category
    change('p012', product(12, 'k1', { publiclyVisible: false } as Partial<Product>)); // archived
    change('p200', product(200, 'k1', { featured: true })); // new, newest of all
    change('p005', null); // deleted
    change('p201', product(14, 'k1', { id: 'p201' } as Partial<Product>)); // same creation time as p014: ordered by id
    change('p099', product(99, 'k1')); // out of the hidden category
  });

  it('with sold-out products listed last, a product selling out moves after the others and back when restocked, as a fresh read orders it', () => {
    let raw = Array.from({ length: 14 }, (_, i) =>
      product(i + 1, i % 4 === 0 ? 'k2' : 'k1', { ...stocked(i === 6 ? 0 : 3), featured: i % 3 === 0 || i === 13 }),
    );
    const live = fresh(raw, true);
    expect(live.productsByCategory.get('k1')!.at(-1)!.id).toBe('p007');
    const change = (next: Product) => {
      raw = [...raw.filter((p) => p.id !== next.id), next];
      const { before, after } = applyProductChange(live, next.id, publicProduct(next));
      expect(shape(live)).toEqual(shape(fresh(raw, true)));
      return { before: before!, after: after! };
    };
    const newest = live.productsByCategory.get('k1')![0];
    const sold = change({ ...newest, ...stocked(0) } as Product);
    expect(sold.after.index).toBe(live.productsByCategory.get('k1')!.length - 2); // before the older sold-out p007
    expect(live.featured.map((p) => p.id)).not.toContain(newest.id);
    const back = change({ ...newest, ...stocked(2) } as Product);
    expect(back.after.index).toBe(0);
    change({ ...live.productById.get('p007')!, ...stocked(1) } as Product); // the older one comes back too
    change({ ...live.productById.get('p004')!, ...stocked(0) } as Product);
  });

  it('with sold-out products listed last off, a product selling out keeps its place', () => {
    const raw = Array.from({ length: 8 }, (_, i) => product(i + 1, 'k1', stocked(2)));
    const live = fresh(raw);
    const target = live.productsByCategory.get('k1')![2];
    const { before, after } = applyProductChange(live, target.id, publicProduct({ ...target, ...stocked(0) } as Product));
    expect(after!.index).toBe(before!.index);
    expect(shape(live)).toEqual(shape(fresh(raw.map((p) => (p.id === target.id ? { ...p, ...stocked(0) } : p)) as Product[])));
  });

  it('a category shoppers cannot see has no listing pages, whatever its products', () => {
    const c = fresh([product(1, 'k1'), product(2, 'hidden')]);
    expect(categoryPagePaths(c, 'k1')).toEqual(['/category/k1']);
    expect(categoryPagePaths(c, 'k2')).toEqual(['/category/k2']); // visible and empty: its first page says so
    expect(categoryPagePaths(c, 'hidden')).toEqual([]);
  });

  it('shows as related the products that follow in the category, wrapping around', () => {
    const c = fresh(Array.from({ length: 6 }, (_, i) => product(i + 1)));
    const ids = c.productsByCategory.get('k1')!.map((p) => p.id); // p006 … p001
    expect(relatedProducts(c, c.productById.get(ids[0])!).map((p) => p.id)).toEqual(ids.slice(1, 5));
    expect(relatedProducts(c, c.productById.get(ids[4])!).map((p) => p.id)).toEqual([ids[5], ids[0], ids[1], ids[2]]);
  });

  it('a price change looks at its page, the one listing page holding it, the pages relating to it, home, its sitemap file and the index', () => {
    const raw = Array.from({ length: 40 }, (_, i) => product(i + 1));
    const c = fresh(raw);
    const target = c.productsByCategory.get('k1')![15]; // on listing page 2 (10 per page)
    const { before, after } = applyProductChange(c, target.id, publicProduct({ ...target, sellingPrice: 1 } as Product));
    const pages = emptyPageSet();
    pagesForProductChange(c, target.id, before, after, pages);
    const list = c.productsByCategory.get('k1')!;
    expect([...pages.render].sort()).toEqual(
      [
        '/',
        '/sitemap.xml',
        '/sitemaps/products-1.xml',
        '/feeds/products.xml',
        '/feeds/ar/products.xml',
        `/products/${target.id}`,
        '/category/k1/page/2',
        ...[11, 12, 13, 14].map((i) => `/products/${list[i].id}`),
      ].sort(),
    );
    expect(pages.remove.size).toBe(0);
  });

  it('a change that leaves the product as shoppers see it (a stock count its pages do not show, a field only staff see) looks at no page', () => {
    const c = fresh(Array.from({ length: 25 }, (_, i) => product(i + 1, 'k1', stocked(5))));
    const target = c.productsByCategory.get('k1')![15];
    const same = applyProductChange(c, target.id, publicProduct({ ...target } as Product));
    const pages = emptyPageSet();
    pagesForProductChange(c, target.id, same.before, same.after, pages);
    expect([...pages.render, ...pages.remove]).toEqual([]);
    // any difference in what shoppers are sent looks at the pages again
    const sold = applyProductChange(c, target.id, publicProduct({ ...target, ...stocked(4) } as Product));
    pagesForProductChange(c, target.id, sold.before, sold.after, pages);
    expect(pages.render.has(`/products/${target.id}`)).toBe(true);
    expect(pages.render.has('/category/k1/page/2')).toBe(true);
  });

  it("a sale that sells out a size rewrites only the product's own listing page; a change of its sizes rewrites them all", () => {
    const sized = (n: number) => product(n, 'k1', { sizes: ['42', '43'] } as Partial<Product>);
    const c = fresh(Array.from({ length: 25 }, (_, i) => sized(i + 1)));
    const target = c.productsByCategory.get('k1')![15];
    const soldOut42 = {
      ...target,
      stockTracked: true,
      availability: 'IN_STOCK',
      stockLeft: 3,
      sizeStock: [
        { size: '42', availability: 'SOLD_OUT', left: 0 },
        { size: '43', availability: 'IN_STOCK', left: 3 },
      ],
    };
    const sale = applyProductChange(c, target.id, publicProduct(soldOut42 as unknown as Product));
    const afterSale = emptyPageSet();
    pagesForProductChange(c, target.id, sale.before, sale.after, afterSale);
    expect([...afterSale.render].filter((p) => p.startsWith('/category/'))).toEqual(['/category/k1/page/2']);
    const resized = applyProductChange(c, target.id, publicProduct({ ...soldOut42, sizes: ['42', '43', '44'] } as unknown as Product));
    const afterEdit = emptyPageSet();
    pagesForProductChange(c, target.id, resized.before, resized.after, afterEdit);
    expect([...afterEdit.render].filter((p) => p.startsWith('/category/')).sort()).toEqual(categoryPagePaths(c, 'k1').sort());
  });

  it('a price struck or unstruck looks at every listing page of its category: each names the licence once under its struck prices', () => {
    const c = fresh(Array.from({ length: 25 }, (_, i) => product(i + 1)));
    const target = c.productsByCategory.get('k1')![15];
    const listingPages = (next: Product) => {
      const { before, after } = applyProductChange(c, target.id, publicProduct(next));
      const pages = emptyPageSet();
      pagesForProductChange(c, target.id, before, after, pages);
      return [...pages.render].filter((p) => p.startsWith('/category/')).sort();
    };
    expect(listingPages({ ...target, discountedPrice: 50 } as Product)).toEqual(categoryPagePaths(c, 'k1').sort());
    expect(listingPages({ ...target, discountedPrice: 40 } as Product)).toEqual(['/category/k1/page/2']); // still struck
    expect(listingPages({ ...target, discountedPrice: null } as Product)).toEqual(categoryPagePaths(c, 'k1').sort());
  });

  it('a product leaving a category looks at every listing page of it and removes the page that no longer exists', () => {
    const raw = Array.from({ length: 11 }, (_, i) => product(i + 1));
    const c = fresh(raw);
    const target = c.productsByCategory.get('k1')![3];
    const { before, after } = applyProductChange(c, target.id, null);
    const pages = emptyPageSet();
    pagesForProductChange(c, target.id, before, after, pages);
    expect(pages.render.has('/category/k1')).toBe(true);
    expect([...pages.remove].sort()).toEqual(['/category/k1/page/2', `/products/${target.id}`]);
  });

  it('a product that changes the number of sitemap files looks at every product sitemap and removes the one that went', () => {
    const raw = Array.from({ length: PRODUCTS_PER_SITEMAP + 1 }, (_, i) => product(i + 1));
    const c = fresh(raw);
    const target = c.productsByCategory.get('k1')![0];
    const { before, after } = applyProductChange(c, target.id, null);
    const pages = emptyPageSet();
    pagesForProductChange(c, target.id, before, after, pages);
    expect([...pages.render].filter((p) => p.includes('sitemap')).sort()).toEqual(['/sitemap.xml', '/sitemaps/products-1.xml']);
    expect(pages.remove.has('/sitemaps/products-2.xml')).toBe(true);
  });
});
