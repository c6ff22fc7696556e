/**
 * Chat orders: the code a shopper's chat message carries, the statuses and routes of an order, and the shape of the
 * order page's answer. The storefront makes the code, the API stores the order under it, the back office finds it
 * in pasted chat text: all three read the code with the same rules written here.
 */

/** No 0/O, 1/I/L: easy to read out over chat. 31 symbols. */
const ORDER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const GROUP = 5;
const GROUPS = 2;

/**
 * RC-XXXXX-XXXXX: ten symbols of 31, 31^10 ≈ 8.2 × 10^14 codes (about 2^49.5). The figures for collisions and
 * guessing are in docs/architecture.md ("A chat order becomes sales").
 */
export const ORDER_CODE_PATTERN = /^RC-[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/;

/** A new order code from a cryptographic source. Bytes above the largest multiple of 31 are redrawn, so every symbol is equally likely. */
export function newOrderCode(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  const n = ORDER_CODE_ALPHABET.length;
  const limit = 256 - (256 % n);
  let symbols = '';
  while (symbols.length < GROUP * GROUPS) {
    for (const b of random(GROUP * GROUPS)) {
      if (b < limit && symbols.length < GROUP * GROUPS) symbols += ORDER_CODE_ALPHABET[b % n];
    }
  }
  return `RC-${symbols.slice(0, GROUP)}-${symbols.slice(GROUP)}`;
}

const SYMBOL = '[2-9A-HJKMNP-Z]';
const FIND = new RegExp(`(?:^|[^A-Z0-9])RC[-\\s]?(${SYMBOL}{${GROUP}})[-\\s]?(${SYMBOL}{${GROUP}})(?![A-Z0-9])`, 'i');

/**
 * The order code in what staff paste or a shopper types: any case, with or without its dashes, alone or inside the
 * chat message. Answers the code as stored (RC-XXXXX-XXXXX), or null when the text holds none.
 */
export function parseOrderCode(text: string | null | undefined): string | null {
  if (typeof text !== 'string' || text.length > 20_000) return null;
  const m = FIND.exec(text);
  return m ? `RC-${m[1].toUpperCase()}-${m[2].toUpperCase()}` : null;
}

/** How the shopper sent the order message. */
export const ORDER_ROUTES = ['MESSENGER', 'WHATSAPP', 'COPY', 'EMAIL'] as const;
export type OrderRoute = (typeof ORDER_ROUTES)[number];

export const ORDER_LIMITS = {
  /** Lines of one order: far above any real cart, far below what could fill the disk. */
  linesMax: 50,
  /** Pieces of one line. */
  quantityMax: 99,
} as const;
