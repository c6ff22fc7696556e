import { ByteWriter } from './byte-writer';

describe('ByteWriter', () => {
  it('appends text as UTF-8 (from a given character on), single bytes and byte ranges, growing past its first 4 KB', () => {
    const w = new ByteWriter();
    const parts: Buffer[] = [];
    for (let i = 0; i < 400; i++) {
      const text = `{"name":"قبعة ${i} 🧢","é":${i}}`;
      w.text(text, 1);
      parts.push(Buffer.from(text.slice(1)));
      w.byte(0x2c);
      parts.push(Buffer.from(','));
      const raw = Buffer.from(`[${i}]`);
      w.append(raw, 1, raw.length - 1);
      parts.push(raw.subarray(1, raw.length - 1));
    }
    expect(w.length).toBeGreaterThan(4096);
    expect(w.bytes.equals(Buffer.concat(parts))).toBe(true);
  });
});
