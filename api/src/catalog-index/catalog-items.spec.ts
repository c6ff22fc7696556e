import type { StockSettings } from '@shop/common';
import { seededRandom } from '../core/ids/seeded-random';
import { toProductView, type ProductRow } from '../product-query/product-view';
import { ByteArena } from './byte-arena';
import { ByteWriter } from './byte-writer';
import { CatalogItems } from './catalog-items';
import { TextPacker } from './text-pack';

const WORDS = ['Retro', 'Falcon', 'Snapback', 'قبعة', 'ريترو', 'صقر', 'Manila', '😀', '\u{10FFFF}', '"quoted"', 'back\\slash', 'é', '\n'];
const SIZES = ['S', 'M', 'L', 'XL', 'One Size', '42', 'مقاس'];
const SETTINGS: StockSettings[] = [
  { lowStockThreshold: 1, showExactStock: false, soldOutLast: false },
  { lowStockThreshold: 3, showExactStock: true, soldOutLast: true },
  { lowStockThreshold: 0, showExactStock: false, soldOutLast: true },
];

function row(r: () => number, id: string): ProductRow {
  const pick = <T>(l: T[]) => l[Math.floor(r() * l.length)];
  const text = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const sizes = Array.from({ length: Math.floor(r() * 4) }, () => pick(SIZES));
  const stockKind = r();
  const stock =
    stockKind < 0.3
      ? null
      : stockKind < 0.4
        ? []
        : Array.from({ length: 1 + Math.floor(r() * 4) }, () => ({ size: pick(SIZES), onHand: Math.floor(r() * 6) - (r() < 0.05 ? 9 : 0) }));
  const images = Array.from({ length: Math.floor(r() * 4) }, (_, n) => ({
    id: `img-${id}-${n}`,
    url: `https://res.example.com/shop/${id}-${n}.jpg`,
    cloudinaryId: r() < 0.5 ? `shop/${id}-${n}` : null,
    alt: text(3),
    altAr: r() < 0.5 ? text(2) : null,
    order: n,
    isPrimary: n === 0,
    width: 800,
    height: r() < 0.5 ? 800 : null,
    srcset: r() < 0.5 ? `/u/${id}-${n}-400.jpg 400w, /u/${id}-${n}.jpg 800w` : null,
  }));
  const category = pick(['c-caps', 'c-tees', 'c-shoes']);
  return {
    id,
    name: text(3),
    brand: pick(['Nike', "'47", 'نايك']),
    description: r() < 0.8 ? text(Math.floor(r() * 60)) : null,
    nameAr: r() < 0.6 ? text(3) : null,
    descriptionAr: r() < 0.6 ? text(20) : null,
    condition: pick(['NEW', 'VINTAGE', 'USED'] as const),
    material: r() < 0.5 ? 'cotton' : null,
    subcategory: null,
    sizes: r() < 0.1 ? (null as unknown as string[]) : sizes,
    colors: [pick(['Black', 'أسود'])],
    tags: [text(1)],
    featured: r() < 0.2,
    archived: false,
    currency: 'SAR',
    images: images as ProductRow['images'],
    original_price: '10.00',
    selling_price: `${Math.floor(r() * 500)}.50`,
    discounted_price: r() < 0.3 ? '99.95' : null,
    category_id: category,
    category_name: `name of ${category}`,
    category_name_ar: category === 'c-caps' ? null : 'فئة',
    created_at: new Date(1_700_000_000_000 + Math.floor(r() * 1e9)),
    updated_at: new Date(1_700_000_000_000 + Math.floor(r() * 1e9)),
    stock,
  };
}

const expected = (p: ProductRow, s: StockSettings) => JSON.stringify(toProductView(p, p.images, false, s));

describe('CatalogItems', () => {
  it("answers each product's JSON byte for byte as toProductView does, through 1,500 replacements and deletes", () => {
    const r = seededRandom(11);
    const items = new CatalogItems();
    const current = new Map<string, ProductRow>();
    const first = Array.from({ length: 300 }, (_, i) => row(r, `p${i}`));
    items.train(first);
    for (const p of first) {
      items.set(p);
      current.set(p.id, p);
    }
    for (let step = 0; step < 1500; step++) {
      const id = `p${Math.floor(r() * 400)}`;
      if (r() < 0.2) {
        items.delete(id);
        current.delete(id);
      } else {
        const p = row(r, id);
        items.set(p);
        current.set(id, p);
      }
    }
    expect(items.size).toBe(current.size);
    for (const [id, p] of current) for (const s of SETTINGS) expect(items.json(id, s)).toBe(expected(p, s));
    expect(items.json('p-none', SETTINGS[0])).toBeUndefined();
  });

  it("writes a page's products into one buffer as their json() texts in UTF-8, comma after comma, and nothing for an unknown id", () => {
    const r = seededRandom(4);
    const items = new CatalogItems();
    const rows = Array.from({ length: 40 }, (_, i) => row(r, `p${i}`));
    for (const p of rows) items.set(p);
    items.setCategory(rows[0].category_id, 'قبعات “رترو”', 'قبعات');
    const out = new ByteWriter();
    for (const s of SETTINGS) {
      out.reset();
      rows.forEach((p, i) => {
        if (i > 0) out.byte(0x2c);
        expect(items.write(p.id, s, out)).toBe(true);
      });
      expect(out.bytes.equals(Buffer.from(rows.map((p) => items.json(p.id, s)).join(',')))).toBe(true);
      const before = out.length;
      expect(items.write('p-none', s, out)).toBe(false);
      expect(out.length).toBe(before);
    }
  });

  it("embeds a renamed category's new name in every product of it", () => {
    const r = seededRandom(3);
    const items = new CatalogItems();
    const p = { ...row(r, 'a'), category_id: 'c-caps' };
    items.set(p);
    items.setCategory('c-caps', 'Hats', 'قبعات');
    expect(items.json('a', SETTINGS[0])).toBe(expected({ ...p, category_name: 'Hats', category_name_ar: 'قبعات' }, SETTINGS[0]));
  });

  it('packs the texts to under half their bytes, and still after 1,500 replacements', () => {
    const r = seededRandom(5);
    const items = new CatalogItems();
    const rows = Array.from({ length: 1000 }, (_, i) => row(r, `p${i}`));
    items.train(rows);
    let raw = 0;
    for (const p of rows) {
      items.set(p);
      raw += Buffer.byteLength(expected(p, SETTINGS[0]));
    }
    expect(items.bytes).toBeLessThan(raw / 2);
    for (let step = 0; step < 1500; step++) items.set(row(r, `p${Math.floor(r() * 1000)}`));
    expect(items.bytes).toBeLessThan(raw / 2);
    const chunk = 1 << 20;
    expect(items.heldBytes).toBeLessThanOrEqual(2 * items.bytes + 2 * chunk);
  });
});

describe('TextPacker', () => {
  it('unpacks every packed text to its bytes: long repeats, overlapping runs, texts unlike the dictionary, empty', () => {
    const r = seededRandom(9);
    const packer = new TextPacker(Buffer.from('{"id":"abc","name":"Retro Falcon","images":[{"url":"https://res.example.com/'));
    const texts = [
      '',
      'a',
      'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      '{"id":"abc","name":"Retro Falcon","images":[{"url":"https://res.example.com/x.jpg"}]}',
      'قبعة ريترو صقر '.repeat(400),
      Array.from({ length: 5000 }, () => String.fromCharCode(32 + Math.floor(r() * 90))).join(''),
      'xyz'.repeat(70_000),
    ];
    for (const t of texts) {
      const bytes = Buffer.from(t);
      const packed = Buffer.from(packer.pack(bytes));
      const w = packer.unpack(packed, 0, packed.length, bytes.length);
      const d = packer.dictionary.length;
      expect(w.subarray(d, d + bytes.length).equals(bytes)).toBe(true);
    }
  });
});

describe('ByteArena', () => {
  it('keeps every live record exact through frees, handle reuse and compactions, holding at most twice the live bytes and two chunks', () => {
    const r = seededRandom(13);
    const arena = new ByteArena();
    const live = new Map<number, Buffer>();
    for (let step = 0; step < 30_000; step++) {
      const handles = [...live.keys()];
      const roll = r();
      const bytes = Buffer.alloc(1 + Math.floor(r() * 3000), Math.floor(r() * 256));
      if (roll < 0.4 || handles.length === 0) live.set(arena.add(bytes), bytes);
      else {
        const h = handles[Math.floor(r() * handles.length)];
        if (roll < 0.8) {
          arena.replace(h, bytes);
          live.set(h, bytes);
        } else {
          arena.free(h);
          live.delete(h);
        }
      }
    }
    let liveBytes = 0;
    for (const [h, bytes] of live) {
      liveBytes += bytes.length;
      const c = arena.chunk(h);
      expect(c.subarray(arena.start(h), arena.start(h) + arena.length(h)).equals(bytes)).toBe(true);
    }
    expect(arena.live).toBe(liveBytes);
    expect(arena.held).toBeLessThanOrEqual(2 * liveBytes + 2 * (1 << 20));
  });
});
