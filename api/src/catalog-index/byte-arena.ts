/** Bytes per chunk: large enough that 100,000 small records fill a few dozen, small enough that a half-empty last one costs little. */
const CHUNK_BYTES = 1 << 20;

/**
 * Many small byte records in a few large chunks, each record under a numbered handle, instead of one Buffer and one
 * object per record. A record is never changed in place: replacing it writes the new bytes at the end and leaves the
 * old ones dead; once the dead bytes outweigh the live ones (and a chunk's worth), every live record is copied into
 * fresh chunks, so a long-running instance under steady updates holds at most about twice its live bytes.
 */
export class ByteArena {
  private chunks: Buffer[] = [];
  /** Bytes used in the last chunk. */
  private used = CHUNK_BYTES;
  private chunkOf = new Int32Array(1024);
  private startOf = new Int32Array(1024);
  private lengthOf = new Int32Array(1024).fill(-1);
  private readonly freeHandles: number[] = [];
  private handles = 0;
  private liveBytes = 0;
  private deadBytes = 0;

  /** Bytes held by live records. */
  get live(): number {
    return this.liveBytes;
  }

  /** Bytes of chunk memory held, live, dead or not yet used. */
  get held(): number {
    let n = 0;
    for (const c of this.chunks) n += c.length;
    return n;
  }

  /** Stores a copy of `bytes` under a new handle. */
  add(bytes: Uint8Array): number {
    const h = this.freeHandles.pop() ?? this.newHandle();
    this.place(h, bytes);
    this.liveBytes += bytes.length;
    return h;
  }

  /** Replaces the record under `h` (the old bytes are dead from now on). */
  replace(h: number, bytes: Uint8Array): void {
    this.kill(h);
    this.place(h, bytes);
    this.liveBytes += bytes.length;
    this.compactIfWasteful();
  }

  free(h: number): void {
    this.kill(h);
    this.lengthOf[h] = -1;
    this.freeHandles.push(h);
    this.compactIfWasteful();
  }

  /** The chunk holding the record; its bytes are [start(h), start(h) + length(h)). Valid until the next change. */
  chunk(h: number): Buffer {
    return this.chunks[this.chunkOf[h]];
  }

  start(h: number): number {
    return this.startOf[h];
  }

  length(h: number): number {
    return this.lengthOf[h];
  }

  private kill(h: number): void {
    const n = this.lengthOf[h];
    if (n < 0) throw new Error(`no record under handle ${h}`);
    this.liveBytes -= n;
    this.deadBytes += n;
  }

  private place(h: number, bytes: Uint8Array): void {
    const n = bytes.length;
    if (this.used + n > CHUNK_BYTES || this.chunks.length === 0) {
      this.chunks.push(Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, n)));
      this.used = 0;
    }
    const c = this.chunks.length - 1;
    this.chunks[c].set(bytes, this.used);
    this.chunkOf[h] = c;
    this.startOf[h] = this.used;
    this.lengthOf[h] = n;
    this.used += n;
  }

  private compactIfWasteful(): void {
    if (this.deadBytes < CHUNK_BYTES || this.deadBytes < this.liveBytes) return;
    const old = this.chunks;
    this.chunks = [];
    this.used = CHUNK_BYTES;
    for (let h = 0; h < this.handles; h++) {
      const n = this.lengthOf[h];
      if (n >= 0) this.place(h, old[this.chunkOf[h]].subarray(this.startOf[h], this.startOf[h] + n));
    }
    this.deadBytes = 0;
  }

  private newHandle(): number {
    const h = this.handles++;
    if (h === this.lengthOf.length) {
      const widen = (a: Int32Array, fill: number) => {
        const b = new Int32Array(a.length * 2).fill(fill);
        b.set(a);
        return b;
      };
      this.chunkOf = widen(this.chunkOf, 0);
      this.startOf = widen(this.startOf, 0);
      this.lengthOf = widen(this.lengthOf, -1);
    }
    return h;
  }
}
