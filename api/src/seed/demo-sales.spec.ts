import { buildDemoSales, DEMO_SALES_COUNT, DEMO_SALES_DAYS, seededRandom, shopDay, type DemoSaleProduct } from './demo-sales';

const products: DemoSaleProduct[] = [
  { id: 'p1', name: 'Cap', brand: 'New Era', featured: true, originalPrice: 95, sellingPrice: 149, discountedPrice: null },
  { id: 'p2', name: 'Tee', brand: 'Nike', featured: false, originalPrice: 110, sellingPrice: 179, discountedPrice: 159 },
  { id: 'p3', name: 'Shoe', brand: 'Vans', featured: false, originalPrice: 200, sellingPrice: 320, discountedPrice: null },
];

const dayMs = 86_400_000;
const daysBetween = (a: string, b: string) => (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / dayMs;

describe('demo sales', () => {
  // 00:30 in Riyadh (21:30 UTC the day before): most of today's shop hours are still to come
  const now = new Date('2026-11-22T21:30:00Z');

  it('the generator is seeded: same seed, same sequence; another seed, another one', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const c = seededRandom(8);
    const seqA = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(seqA);
    expect(Array.from({ length: 5 }, c)).not.toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('draws the same sales every time for the same day', () => {
    expect(buildDemoSales(products, now)).toEqual(buildDemoSales(products, now));
  });

  it('spreads the sales over the last 90 Riyadh days, never after now, oldest first', () => {
    const sales = buildDemoSales(products, now);
    expect(sales).toHaveLength(DEMO_SALES_COUNT);
    const today = shopDay(now);
    expect(today).toBe('2026-11-23');
    for (const s of sales) {
      expect(s.saleDate.getTime()).toBeLessThanOrEqual(now.getTime());
      const back = daysBetween(shopDay(s.saleDate), today);
      expect(back).toBeGreaterThanOrEqual(0);
      expect(back).toBeLessThan(DEMO_SALES_DAYS);
    }
    const times = sales.map((s) => s.saleDate.getTime());
    expect([...times].sort((x, y) => x - y)).toEqual(times);
    // not all on a few days
    expect(new Set(sales.map((s) => shopDay(s.saleDate))).size).toBeGreaterThan(30);
  });

  it('takes the prices and the name/brand snapshot from the product sold', () => {
    for (const s of buildDemoSales(products, now)) {
      const p = products.find((x) => x.id === s.productId)!;
      expect(s).toMatchObject({
        productRef: p.id,
        productName: p.name,
        productBrand: p.brand,
        originalPrice: p.originalPrice,
        sellingPrice: p.sellingPrice,
        discountedPrice: p.discountedPrice,
      });
    }
  });

  it('uses several platforms, mostly the shop’s own channels, and names only some customers by first name', () => {
    const sales = buildDemoSales(products, now);
    const byPlatform = new Map<string, number>();
    for (const s of sales) byPlatform.set(s.platform, (byPlatform.get(s.platform) ?? 0) + 1);
    for (const p of ['PHYSICAL_STORE', 'INSTAGRAM', 'FACEBOOK', 'WHATSAPP', 'SHOPEE', 'TIKTOK']) expect(byPlatform.get(p)).toBeGreaterThan(0);
    expect(Math.max(...byPlatform.values())).toBe(byPlatform.get('PHYSICAL_STORE'));
    expect([...byPlatform.values()].reduce((x, y) => x + y, 0)).toBe(DEMO_SALES_COUNT);
    const own = ['PHYSICAL_STORE', 'INSTAGRAM', 'FACEBOOK', 'WHATSAPP'].reduce((n, p) => n + (byPlatform.get(p) ?? 0), 0);
    expect(own / sales.length).toBeGreaterThan(0.6);
    const named = sales.filter((s) => s.customerName);
    expect(named.length).toBeGreaterThan(0);
    expect(named.length).toBeLessThan(sales.length);
    for (const s of sales) {
      if (s.customerName) expect(s.customerName).toMatch(/^[A-Z][a-z]+$/);
      if (s.customerLocation) expect(s.customerLocation).toMatch(/^[A-Z][a-z]+$/);
      expect(s.saleNotes).toBeNull();
    }
  });

  it('records nothing without products', () => {
    expect(buildDemoSales([], now)).toEqual([]);
  });
});
