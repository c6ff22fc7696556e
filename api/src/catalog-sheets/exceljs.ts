import { onFirstUse } from '../core/packages/on-first-use';

/** exceljs, the slowest package of the API to load (a quarter of a second), loaded when a sheet is first read or written. */
export const excel = onFirstUse((): typeof import('exceljs') => require('exceljs'));

/** One event of exceljs's SAX parser (saxes underneath): a tag opening or closing, or text (entities decoded). */
export type SaxEvent =
  | { eventType: 'opentag'; value: { name: string; attributes: Record<string, string> } }
  | { eventType: 'closetag'; value: { name: string } }
  | { eventType: 'text'; value: string };

/**
 * exceljs's own streaming XML parser, which its readers use: it takes text chunks and yields each chunk's events. The
 * import reads XLSX with it directly (xlsx-read.ts), so the limits are checked on every event, not after a sheet.
 */
export const parseSax = onFirstUse((): ((chunks: AsyncIterable<string>) => AsyncGenerator<SaxEvent[]>) => require('exceljs/lib/utils/parse-sax'));
