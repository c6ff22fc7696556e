/** Spreadsheets made by hand for the import's tests: a zip written byte by byte (so its headers can lie) and an XLSX of one sheet. */
import { crc32, createDeflateRaw } from 'node:zlib';
import { HEADERS } from '../src/catalog-sheets/sheet-import-plan';

export const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
export const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A zip entry: its bytes come from `parts` (generated lazily, so the test never holds the unpacked file). */
export interface Entry {
  name: string;
  parts: () => Iterable<string | Buffer>;
  /** The uncompressed size the headers claim; by default the true one. */
  claimedSize?: number;
}

/** Writes a zip (deflated entries, local headers and a central directory) by hand, so its headers can lie. */
export async function zip(entries: Entry[]): Promise<Buffer> {
  const out: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    let crc = 0;
    let size = 0;
    const deflate = createDeflateRaw();
    const chunks: Buffer[] = [];
    deflate.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise((resolve) => deflate.on('end', resolve));
    let batch: Buffer[] = [];
    let batched = 0;
    const flush = async () => {
      const b = Buffer.concat(batch);
      (batch = []), (batched = 0);
      crc = crc32(b, crc);
      size += b.length;
      if (!deflate.write(b)) await new Promise((resolve) => deflate.once('drain', resolve));
    };
    for (const p of e.parts()) {
      const b = typeof p === 'string' ? Buffer.from(p, 'utf8') : p;
      batch.push(b);
      batched += b.length;
      if (batched >= 256 * 1024) await flush();
    }
    await flush();
    deflate.end();
    await done;
    const data = Buffer.concat(chunks);
    const name = Buffer.from(e.name, 'utf8');
    const claimed = e.claimedSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(claimed, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(crc >>> 0, 16);
    dir.writeUInt32LE(data.length, 20);
    dir.writeUInt32LE(claimed, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    out.push(local, name, data);
    central.push(dir, name);
    offset += local.length + name.length + data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, cd, end]);
}

export const column = (i: number) => String.fromCharCode(65 + i);
export const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
export const headerRow = () => `<row r="1">${HEADERS.map((h, i) => inline(`${column(i)}1`, h)).join('')}</row>`;

/** A workbook of one sheet whose XML (between <sheetData> and </sheetData>, or before it) comes from `body`. */
export function xlsx(body: () => Iterable<string | Buffer>, claimedSize?: number): Promise<Buffer> {
  return zip([
    {
      name: '[Content_Types].xml',
      parts: () => [
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ],
    },
    {
      name: 'xl/workbook.xml',
      parts: () => [
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ],
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      parts: () => [
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ],
    },
    { name: 'xl/worksheets/sheet1.xml', parts: body, claimedSize },
  ]);
}
