/**
 * Bytes written front to back into a buffer that grows (a product's record, a packed text). `bytes` is a view of the
 * scratch buffer, valid until the next write.
 */
export class ByteWriter {
  private buf = Buffer.allocUnsafe(4096);
  length = 0;

  get bytes(): Buffer {
    return this.buf.subarray(0, this.length);
  }

  reset(): void {
    this.length = 0;
  }

  /** 7 bits a byte, low bits first, the high bit set on every byte but the last (what the readers' loops decode). */
  varint(v: number): void {
    this.reserve(10);
    while (v >= 0x80) {
      this.buf[this.length++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.buf[this.length++] = v;
  }

  /** One byte appended. */
  byte(b: number): void {
    this.reserve(1);
    this.buf[this.length++] = b;
  }

  /** `text` appended as UTF-8, from its character `from` on. */
  text(text: string, from = 0): void {
    const part = from === 0 ? text : text.slice(from);
    // at most 3 bytes per UTF-16 unit (a surrogate pair's 4 bytes are 2 units)
    this.reserve(part.length * 3);
    this.length += this.buf.write(part, this.length, 'utf8');
  }

  /** source[from, to) appended. */
  append(source: Uint8Array, from = 0, to = source.length): void {
    this.reserve(to - from);
    this.buf.set(source.subarray(from, to), this.length);
    this.length += to - from;
  }

  private reserve(more: number): void {
    if (this.length + more <= this.buf.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.length + more));
    this.buf.copy(grown, 0, 0, this.length);
    this.buf = grown;
  }
}
