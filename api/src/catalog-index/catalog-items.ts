import type { StockSettings } from '@shop/common';
import { stockFields, type SizeCount } from '../stock/availability';
import { toProductView, type ProductRow } from '../product-query/product-view';
import { ByteArena } from './byte-arena';
import { ByteWriter } from './byte-writer';
import { TextPacker } from './text-pack';

/** How many products' texts make the packing dictionary at load, and its most bytes. */
const DICTIONARY_SAMPLE = 24;
const DICTIONARY_BYTES = 16 * 1024;

/**
 * The page's products as JSON text, kept exact by the same change events as the rest of the read model. Each
 * product's answer is cut around the two parts that other changes move: the category (renamed by a category event)
 * and the stock fields (the shop's stock settings). The cut text is what toProductView gives for an anonymous caller,
 * so a page from memory is the same JSON byte for byte.
 *
 * 100,000 products' texts are most of the read model's memory, so they are held packed (text-pack.ts, against a
 * dictionary of a few products' own texts) in one ByteArena, one record a product: the stock first (varints: the
 * sizes as numbers into a list of size names, then the counts), then the packed UTF-8 of
 * `{"id":…,"category":` and `,"images":[…],"createdAt":"…","updatedAt":"…"`. Per product only numbers are kept
 * beside it (typed columns by handle), no object, Buffer or array.
 */
export class CatalogItems {
  private readonly handleOf = new Map<string, number>();
  private readonly arena = new ByteArena();
  private packer: TextPacker | null = null;
  /** Per handle: the unpacked text's bytes, where the category goes in it, the stock's bytes before the packed text, the category. */
  private textLength = new Int32Array(1024);
  private cutAt = new Int32Array(1024);
  private stockBytes = new Int32Array(1024);
  private categoryOf = new Int32Array(1024);
  private readonly categoryIds: string[] = [];
  private readonly categoryIndex = new Map<string, number>();
  /** Per category index, the category as every product answer embeds it (UTF-8). */
  private readonly categoryJson: Buffer[] = [];
  private readonly sizeNames: string[] = [];
  private readonly sizeIndex = new Map<string, number>();
  private readonly record = new ByteWriter();
  /** json()'s scratch. */
  private readonly one = new ByteWriter();

  get size(): number {
    return this.handleOf.size;
  }

  /** Bytes of product records held (packed), for the benchmark's memory figures. */
  get bytes(): number {
    return this.arena.live;
  }

  /** Bytes of arena memory held (live, dead and unused), for the benchmark's memory figures. */
  get heldBytes(): number {
    return this.arena.held;
  }

  /**
   * Builds the packing dictionary from a spread of the products about to be set (at load). Without it the first
   * product set is the dictionary. The dictionary never changes afterwards: every record is packed against it.
   */
  train(rows: ProductRow[]): void {
    if (this.packer || rows.length === 0) return;
    const parts: Buffer[] = [];
    let bytes = 0;
    const step = Math.max(1, Math.floor(rows.length / DICTIONARY_SAMPLE));
    for (let i = 0; i < rows.length && bytes < DICTIONARY_BYTES; i += step) {
      const text = Buffer.from(cutText(rows[i]).text);
      parts.push(text);
      bytes += text.length;
    }
    const all = Buffer.concat(parts);
    this.packer = new TextPacker(Buffer.from(all.subarray(Math.max(0, all.length - DICTIONARY_BYTES))));
  }

  /** A row of detailsSql (the list's own detail query), held as the anonymous answer's text. */
  set(row: ProductRow): void {
    const { text, cut, category, sizes } = cutText(row);
    const utf8 = Buffer.from(text);
    this.packer ??= new TextPacker(Buffer.from(utf8));
    this.record.reset();
    const counts = row.stock;
    if (counts === null || counts.length === 0) {
      this.record.varint(0);
      this.record.varint(0);
    } else {
      this.record.varint(sizes.length);
      for (const s of sizes) this.record.varint(this.sizeId(s));
      this.record.varint(counts.length);
      for (const c of counts) {
        this.record.varint(this.sizeId(c.size));
        this.record.varint(zigzag(c.onHand));
      }
    }
    const stock = this.record.length;
    this.record.append(this.packer.pack(utf8));
    const bytes = this.record.bytes;
    let h = this.handleOf.get(row.id);
    if (h === undefined) {
      h = this.arena.add(bytes);
      this.handleOf.set(row.id, h);
      this.widen(h);
    } else this.arena.replace(h, bytes);
    this.textLength[h] = utf8.length;
    this.cutAt[h] = Buffer.byteLength(cut);
    this.stockBytes[h] = stock;
    this.categoryOf[h] = this.categoryNumber(category.id);
    this.setCategory(category.id, category.name, category.nameAr);
  }

  delete(id: string): void {
    const h = this.handleOf.get(id);
    if (h === undefined) return;
    this.handleOf.delete(id);
    this.arena.free(h);
  }

  /** The category as every product answer embeds it (its name may change without any product changing). */
  setCategory(id: string, name: string, nameAr: string | null): void {
    this.categoryJson[this.categoryNumber(id)] = Buffer.from(JSON.stringify({ id, name, nameAr }));
  }

  /** JSON.stringify(toProductView(row, row.images, false, settings)) of the product held under `id`. */
  json(id: string, settings: StockSettings): string | undefined {
    this.one.reset();
    return this.write(id, settings, this.one) ? this.one.bytes.toString('utf8') : undefined;
  }

  /**
   * json()'s text as UTF-8 bytes appended to `out`; false (nothing appended) when no product is held under `id`. A page
   * is written product after product into one buffer: no string per product, none for the page (a page of 24 is
   * about 17 KB, and as strings, joined and then encoded, it was most of what an answer left to the garbage collector).
   */
  write(id: string, settings: StockSettings, out: ByteWriter): boolean {
    const h = this.handleOf.get(id);
    if (h === undefined || !this.packer) return false;
    const chunk = this.arena.chunk(h);
    const start = this.arena.start(h);
    const end = start + this.arena.length(h);
    // the stock's varints
    let i = start;
    const next = (): number => {
      let v = 0;
      for (let shift = 0; ; shift += 7) {
        const b = chunk[i++];
        v += (b & 0x7f) * 2 ** shift;
        if (b < 0x80) return v;
      }
    };
    const sizes: string[] = [];
    for (let n = next(); n > 0; n--) sizes.push(this.sizeNames[next()]);
    let counts: SizeCount[] | null = null;
    const countN = next();
    if (countN > 0) {
      counts = [];
      for (let n = countN; n > 0; n--) counts.push({ size: this.sizeNames[next()], onHand: unzigzag(next()) });
    }
    const stock = JSON.stringify(stockFields(sizes, counts, settings, false));
    const d = this.packer.dictionary.length;
    const w = this.packer.unpack(chunk, start + this.stockBytes[h], end, this.textLength[h]);
    const cut = d + this.cutAt[h];
    out.append(w, d, cut);
    out.append(this.categoryJson[this.categoryOf[h]]);
    out.append(w, cut, d + this.textLength[h]);
    out.byte(0x2c); // ,
    out.text(stock, 1);
    return true;
  }

  private categoryNumber(id: string): number {
    let c = this.categoryIndex.get(id);
    if (c === undefined) {
      c = this.categoryIds.length;
      this.categoryIds.push(id);
      this.categoryIndex.set(id, c);
    }
    return c;
  }

  private sizeId(size: string): number {
    let s = this.sizeIndex.get(size);
    if (s === undefined) {
      s = this.sizeNames.length;
      this.sizeNames.push(size);
      this.sizeIndex.set(size, s);
    }
    return s;
  }

  private widen(h: number): void {
    if (h < this.textLength.length) return;
    const grow = (a: Int32Array) => {
      const b = new Int32Array(Math.max(a.length * 2, h + 1));
      b.set(a);
      return b;
    };
    this.textLength = grow(this.textLength);
    this.cutAt = grow(this.cutAt);
    this.stockBytes = grow(this.stockBytes);
    this.categoryOf = grow(this.categoryOf);
  }
}

/** The product's answer text without its category and stock fields, and where the category goes. */
function cutText(row: ProductRow): { text: string; cut: string; category: { id: string; name: string; nameAr: string | null }; sizes: string[] } {
  const view = toProductView(row, row.images, false, SETTINGS_FOR_CUT);
  const { category, images, createdAt, updatedAt, stockTracked, availability, stockLeft, sizeStock, ...head } = view;
  const cut = `${JSON.stringify(head).slice(0, -1)},"category":`;
  return { text: cut + `,${JSON.stringify({ images, createdAt, updatedAt }).slice(1, -1)}`, cut, category, sizes: view.sizes };
}

/** On hand is a whole number, never expected below zero; zigzag keeps a negative one exact all the same. */
function zigzag(n: number): number {
  if (!Number.isSafeInteger(n)) throw new Error(`on hand ${n} is not a whole number`);
  return n >= 0 ? n * 2 : -n * 2 - 1;
}

function unzigzag(v: number): number {
  return v % 2 === 0 ? v / 2 : -(v + 1) / 2;
}

/** The cut keeps no stock field, so any settings do. */
const SETTINGS_FOR_CUT: StockSettings = { lowStockThreshold: 1, showExactStock: false, soldOutLast: false };
