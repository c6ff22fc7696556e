import { SHOP_TIME_ZONE, type Platform } from '@shop/common';
import { seededRandom } from '../core/ids/seeded-random';
import { shopDay } from '../core/time/shop-day';

export { seededRandom, shopDay };

/** How many demo sales a first start records, and over how many shop days (today included). */
export const DEMO_SALES_COUNT = 72;
export const DEMO_SALES_DAYS = 90;

/** A fixed seed: every first start on the same day draws the same sales. */
const DEMO_SALES_SEED = 0x5a1e5;

/** Mostly the shop's own channels, a few marketplace orders: exact shares of the sales, then shuffled. */
const PLATFORM_SHARES: [Platform, number][] = [
  ['PHYSICAL_STORE', 0.3],
  ['INSTAGRAM', 0.24],
  ['FACEBOOK', 0.15],
  ['WHATSAPP', 0.15],
  ['SHOPEE', 0.08],
  ['TIKTOK', 0.08],
];

/** First names and cities only: demo data never carries phone numbers or addresses. */
const FIRST_NAMES = ['Faisal', 'Noura', 'Omar', 'Sara', 'Khalid', 'Lama', 'Abdullah', 'Reem', 'Yousef', 'Huda', 'Majed', 'Dana'];
const CITIES = ['Riyadh', 'Riyadh', 'Riyadh', 'Jeddah', 'Jeddah', 'Dammam', 'Khobar', 'Makkah', 'Madinah'];

/** The product a demo sale is of, with its prices at the time of sale. */
export interface DemoSaleProduct {
  id: string;
  name: string;
  brand: string;
  featured: boolean;
  originalPrice: number;
  sellingPrice: number;
  discountedPrice: number | null;
}

/** A row for the "sales" table; finalPrice and totalEarnings are left to PostgreSQL. */
export interface DemoSaleRow {
  productId: string;
  productRef: string;
  productName: string;
  productBrand: string;
  saleDate: Date;
  platform: Platform;
  originalPrice: number;
  sellingPrice: number;
  discountedPrice: number | null;
  customerName: string | null;
  customerLocation: string | null;
  saleNotes: string | null;
}

const SHOP_OFFSET = new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, timeZoneName: 'longOffset' });

/** The shop zone's UTC offset at an instant, as "+03:00" (from the time-zone database, not hard-coded). */
function shopOffset(at: Date): string {
  const name = SHOP_OFFSET.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-]\d{2}:\d{2})?/.exec(name);
  return m?.[1] ?? '+00:00';
}

/** The calendar day `back` days before `day` (both YYYY-MM-DD). */
function daysBefore(day: string, back: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - back)).toISOString().slice(0, 10);
}

/** The instant of hh:mm on a shop day. */
function shopTime(day: string, minutes: number): Date {
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  const noon = new Date(`${day}T12:00:00Z`);
  return new Date(`${day}T${hh}:${mm}:00${shopOffset(noon)}`);
}

/** `count` platforms in PLATFORM_SHARES proportions (rounding goes to the first), in a shuffled order. */
function platformDeck(rand: () => number, count: number): Platform[] {
  const deck: Platform[] = [];
  for (const [platform, share] of PLATFORM_SHARES.slice(1)) deck.push(...Array<Platform>(Math.round(count * share)).fill(platform));
  deck.unshift(...Array<Platform>(count - deck.length).fill(PLATFORM_SHARES[0][0]));
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return deck;
}

function pickWeighted<T>(rand: () => number, items: [T, number][]): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r < 0) return item;
  }
  return items[items.length - 1][0];
}

/**
 * The demo shop's sales history: DEMO_SALES_COUNT sales over the last DEMO_SALES_DAYS shop days (today included,
 * never in the future), of the given products at their current prices, oldest first. Featured products sell a bit
 * more often; about a third of the sales name a customer (first name and city only).
 */
export function buildDemoSales(products: DemoSaleProduct[], now: Date): DemoSaleRow[] {
  if (!products.length) return [];
  const rand = seededRandom(DEMO_SALES_SEED);
  const today = shopDay(now);
  const todayStart = shopTime(today, 0).getTime();
  const platforms = platformDeck(rand, DEMO_SALES_COUNT);
  const productWeights: [DemoSaleProduct, number][] = products.map((p) => [p, p.featured ? 3 : 1]);
  const rows: DemoSaleRow[] = [];
  for (let i = 0; i < DEMO_SALES_COUNT; i++) {
    const back = Math.floor(rand() * DEMO_SALES_DAYS);
    // shop hours, 10:00 to 23:00; a sale drawn later today than now moves to earlier today instead
    const drawn = shopTime(daysBefore(today, back), 600 + Math.floor(rand() * 780));
    const earlierToday = new Date(todayStart + Math.floor(rand() * (now.getTime() - todayStart)));
    const saleDate = drawn.getTime() > now.getTime() ? earlierToday : drawn;
    const platform = platforms[i];
    const product = pickWeighted(rand, productWeights);
    const named = rand() < 0.35;
    const name = FIRST_NAMES[Math.floor(rand() * FIRST_NAMES.length)];
    const city = CITIES[Math.floor(rand() * CITIES.length)];
    rows.push({
      productId: product.id,
      productRef: product.id,
      productName: product.name,
      productBrand: product.brand,
      saleDate,
      platform,
      originalPrice: product.originalPrice,
      sellingPrice: product.sellingPrice,
      discountedPrice: product.discountedPrice,
      customerName: named ? name : null,
      // walk-in customers are not asked where they live
      customerLocation: named && platform !== 'PHYSICAL_STORE' ? city : null,
      saleNotes: null,
    });
  }
  return rows.sort((a, b) => a.saleDate.getTime() - b.saleDate.getTime());
}
