/**
 * The XLSX container (a zip) read with limits: its directory read from the uploaded bytes, one entry at a time inflated
 * by zlib in its thread pool and handed on as text, counting the bytes as they come. The zip's own sizes are checked
 * first but never trusted: a file whose headers claim a few kilobytes is still stopped once it has unpacked the limit.
 */
import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import { Readable } from 'node:stream';
import { ValidationError } from '../core/validation/errors';
import { IMPORT_LIMITS, IMPORT_MESSAGES as M } from './sheet-import.messages';

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  /** What the directory claims; checked, never trusted. */
  size: number;
  localOffset: number;
}

const notSpreadsheet = () => new ValidationError({ file: M.notSpreadsheet });
const MAX_ENTRIES = 10_000;

/** The zip's central directory (the end record is within the last 64 KB + 22 bytes). ZIP64 and encryption are refused. */
export function zipEntries(body: Buffer): Map<string, ZipEntry> {
  let end = -1;
  for (let i = body.length - 22; i >= Math.max(0, body.length - 22 - 0xffff); i--) {
    if (body.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw notSpreadsheet();
  const count = body.readUInt16LE(end + 10);
  let at = body.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES || at === 0xffffffff) throw notSpreadsheet();
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > body.length || body.readUInt32LE(at) !== 0x02014b50) throw notSpreadsheet();
    const nameLength = body.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      flags: body.readUInt16LE(at + 8),
      method: body.readUInt16LE(at + 10),
      compressedSize: body.readUInt32LE(at + 20),
      size: body.readUInt32LE(at + 24),
      localOffset: body.readUInt32LE(at + 42),
      name: body.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.flags & 1 || entry.compressedSize === 0xffffffff || entry.size === 0xffffffff) throw notSpreadsheet();
    entries.set(entry.name, entry);
    at += 46 + nameLength + body.readUInt16LE(at + 30) + body.readUInt16LE(at + 32);
  }
  return entries;
}

/** Thrown mid-entry when a run of text without a tag is longer than any cell: the reader names the cell it was in. */
export class LongRunError extends Error {}

/**
 * The unpacked bytes of the entries read so far, against the limit; and the shape of the XML as it streams past, so
 * the XML parser never buffers more than a cell's worth: a run of bytes without "<" (a text, an attribute, a name)
 * is at most a cell's worth (12 bytes a character covers any escape), and comments, CDATA, DOCTYPE and processing
 * instructions (which the parser would buffer whole, "<" and all, and which Excel never writes) are refused.
 */
export class UnpackBudget {
  private unpacked = 0;
  static readonly maxBytes = IMPORT_LIMITS.maxUnpackedMB * 1024 * 1024;
  static readonly maxRun = IMPORT_LIMITS.maxCellChars * 12 + 1024;

  claim(bytes: number): void {
    this.unpacked += bytes;
    if (this.unpacked > UnpackBudget.maxBytes) throw new ValidationError({ file: M.unpackedTooLarge });
  }
}

/** The entry's bytes as they unpack (zlib works in its thread pool, so the event loop stays free meanwhile). */
function unpack(body: Buffer, entry: ZipEntry): Readable {
  const at = entry.localOffset;
  if (at + 30 > body.length || body.readUInt32LE(at) !== 0x04034b50) throw notSpreadsheet();
  const start = at + 30 + body.readUInt16LE(at + 26) + body.readUInt16LE(at + 28);
  const data = body.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize || (entry.method !== 0 && entry.method !== 8)) throw notSpreadsheet();
  return entry.method === 0 ? Readable.from([data]) : Readable.from([data]).pipe(createInflateRaw({ chunkSize: 64 * 1024 }));
}

/**
 * Unpacks the entries, only counting their bytes: a file that unpacks past the limit, whatever its headers say, is
 * refused before any of it is parsed (parsing is what costs the event loop's time and memory).
 */
export async function measure(body: Buffer, entries: ZipEntry[]): Promise<void> {
  const budget = new UnpackBudget();
  for (const entry of entries) {
    const source = unpack(body, entry);
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) budget.claim(chunk.length);
    } catch (err) {
      if (err instanceof ValidationError) throw err;
      throw notSpreadsheet(); // a damaged deflate stream
    } finally {
      source.destroy();
    }
  }
}

/** The entry's XML as text, inflated a chunk at a time; stops (throwing) as soon as a limit is crossed. */
export async function* entryText(body: Buffer, entry: ZipEntry, budget: UnpackBudget): AsyncGenerator<string> {
  const source = unpack(body, entry);
  const decoder = new StringDecoder('utf8');
  let run = 0; // bytes since the last "<"
  let offset = 0; // bytes of this entry so far
  let afterLt = false; // the previous chunk ended with "<"
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      budget.claim(chunk.length);
      if (afterLt && chunk.length) checkMarkup(chunk[0], offset);
      let from = 0;
      for (let lt = chunk.indexOf(0x3c); lt !== -1; lt = chunk.indexOf(0x3c, lt + 1)) {
        if (run + lt - from > UnpackBudget.maxRun) yield* tooLong(decoder, chunk, from);
        run = 0;
        from = lt + 1;
        if (lt + 1 < chunk.length) checkMarkup(chunk[lt + 1], offset + lt);
      }
      run += chunk.length - from;
      if (run > UnpackBudget.maxRun) yield* tooLong(decoder, chunk, from);
      afterLt = chunk.length > 0 && chunk[chunk.length - 1] === 0x3c;
      offset += chunk.length;
      yield decoder.write(chunk);
    }
  } catch (err) {
    if (err instanceof ValidationError || err instanceof LongRunError) throw err;
    throw notSpreadsheet(); // a damaged deflate stream
  } finally {
    source.destroy();
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/** Hands on the chunk up to the long run (so the parser has seen the tag it is in, and can name the cell), then stops. */
function* tooLong(decoder: StringDecoder, chunk: Buffer, runStart: number): Generator<string, never> {
  yield decoder.write(chunk.subarray(0, runStart));
  throw new LongRunError();
}

/** After "<": "!" opens a comment, CDATA or DOCTYPE; "?" a processing instruction, allowed only as the XML declaration. */
function checkMarkup(next: number, position: number): void {
  if (next === 0x21 || (next === 0x3f && position > 3)) throw notSpreadsheet();
}
