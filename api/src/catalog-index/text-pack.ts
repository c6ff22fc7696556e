/**
 * A small LZ77 packing of the products' answer texts against a shared dictionary (a few products' own texts): the
 * texts repeat their JSON keys, image URL prefixes and the product's own id and name many times over, so a text packs
 * to about a sixth of its bytes. zlib's raw deflate with a dictionary packs tighter, but inflating one text costs tens
 * of microseconds of fixed set-up, and a page unpacks 24 of them per answer; this format unpacks with a byte loop.
 *
 * A packed text is a run of steps, each `literal count, literal bytes, match length, match distance` (LEB128
 * varints); a match copies `length` bytes from `distance` bytes back in the window (the dictionary followed by the
 * text unpacked so far); a match length of 0 ends the text.
 */
import { ByteWriter } from './byte-writer';

const MIN_MATCH = 4;
const HASH_BITS = 14;
const HASH_SIZE = 1 << HASH_BITS;
/** Longest match one step may copy (keeps the matcher's loop bounded; longer runs take two steps). */
const MAX_MATCH = 1 << 16;
/** Longest text packed: its lengths and distances must fit unpacking's 28-bit varints (a product's text is a few KB). */
const MAX_TEXT = 1 << 27;

/**
 * Math's functions held once: the packer's byte loop then reads no global. Where the global object is a contextified
 * one (Node's vm, which jest runs the e2e suite in), each read of a global goes through an interceptor that the
 * optimiser cannot see through: one `Math.imul` a byte made packing a 3,000-product catalog twenty times slower there.
 */
const { imul, min } = Math;

function hash4(b: Uint8Array, i: number): number {
  const v = b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24);
  return imul(v, 0x9e3779b1) >>> (32 - HASH_BITS);
}

export class TextPacker {
  /** The dictionary's last position of each hash (−1: none). */
  private readonly dictHead = new Int32Array(HASH_SIZE).fill(-1);
  /** The text's last position of each hash, valid while `textGen` holds the current text's number. */
  private readonly textHead = new Int32Array(HASH_SIZE);
  private readonly textGen = new Int32Array(HASH_SIZE);
  private gen = 0;
  private readonly out = new ByteWriter();
  /** Unpacking's window: the dictionary, then the text being unpacked. */
  private window: Buffer;

  constructor(readonly dictionary: Buffer) {
    for (let i = 0; i + MIN_MATCH <= dictionary.length; i++) this.dictHead[hash4(dictionary, i)] = i;
    this.window = Buffer.allocUnsafe(dictionary.length + 4096);
    dictionary.copy(this.window, 0);
  }

  /** The packed form of `text`; a view of this packer's scratch, valid until the next call. */
  pack(text: Uint8Array): Buffer {
    const dict = this.dictionary;
    const d = dict.length;
    const n = text.length;
    if (n + d >= MAX_TEXT) throw new Error(`a text of ${n} bytes is too long to pack`);
    this.out.reset();
    if (++this.gen === 0x7fffffff) {
      this.gen = 1;
      this.textGen.fill(0);
    }
    const gen = this.gen;
    let literalFrom = 0;
    let i = 0;
    while (i + MIN_MATCH <= n) {
      const h = hash4(text, i);
      let bestLen = 0;
      let bestDist = 0;
      if (this.textGen[h] === gen) {
        const q = this.textHead[h];
        let len = 0;
        const limit = min(n - i, MAX_MATCH);
        while (len < limit && text[q + len] === text[i + len]) len++;
        if (len >= MIN_MATCH) {
          bestLen = len;
          bestDist = i - q;
        }
      }
      const p = this.dictHead[h];
      if (p >= 0) {
        let len = 0;
        const limit = min(n - i, d - p, MAX_MATCH);
        while (len < limit && dict[p + len] === text[i + len]) len++;
        if (len > bestLen && len >= MIN_MATCH) {
          bestLen = len;
          bestDist = d - p + i;
        }
      }
      this.textHead[h] = i;
      this.textGen[h] = gen;
      if (bestLen === 0) {
        i++;
        continue;
      }
      this.step(text, literalFrom, i, bestLen, bestDist);
      // the positions inside the match are remembered too, so later repeats of them are found
      const end = i + bestLen;
      for (let k = i + 1; k < end && k + MIN_MATCH <= n; k++) {
        const hk = hash4(text, k);
        this.textHead[hk] = k;
        this.textGen[hk] = gen;
      }
      i = end;
      literalFrom = i;
    }
    this.step(text, literalFrom, n, 0, 0);
    return this.out.bytes;
  }

  /**
   * Unpacks `packed[start, end)` (a text of `length` bytes) and returns the window holding it at
   * [dictionary.length, dictionary.length + length): valid until the next call.
   */
  unpack(packed: Buffer, start: number, end: number, length: number): Buffer {
    const d = this.dictionary.length;
    if (this.window.length < d + length) {
      const grown = Buffer.allocUnsafe(d + length * 2);
      this.dictionary.copy(grown, 0);
      this.window = grown;
    }
    const w = this.window;
    let o = d;
    let i = start;
    while (i < end) {
      // three varints per step, each almost always one byte: read inline, shifts only (values stay below 2^28)
      let b = packed[i++];
      let literals = b & 0x7f;
      for (let shift = 7; b >= 0x80; shift += 7) {
        b = packed[i++];
        literals |= (b & 0x7f) << shift;
      }
      if (literals > 8) {
        (packed as Buffer).copy(w, o, i, i + literals);
        o += literals;
        i += literals;
      } else for (let k = 0; k < literals; k++) w[o++] = packed[i++];
      b = packed[i++];
      let len = b & 0x7f;
      for (let shift = 7; b >= 0x80; shift += 7) {
        b = packed[i++];
        len |= (b & 0x7f) << shift;
      }
      if (len === 0) break;
      b = packed[i++];
      let dist = b & 0x7f;
      for (let shift = 7; b >= 0x80; shift += 7) {
        b = packed[i++];
        dist |= (b & 0x7f) << shift;
      }
      let from = o - dist;
      if (len > 8 && dist >= len) {
        w.copyWithin(o, from, from + len);
        o += len;
      } else for (let k = 0; k < len; k++) w[o++] = w[from++];
    }
    if (o - d !== length) throw new Error(`packed text unpacked to ${o - d} bytes, expected ${length}`);
    return w;
  }

  private step(text: Uint8Array, from: number, to: number, len: number, dist: number): void {
    this.out.varint(to - from);
    this.out.append(text, from, to);
    this.out.varint(len);
    if (len) this.out.varint(dist);
  }
}
