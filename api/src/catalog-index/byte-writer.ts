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
