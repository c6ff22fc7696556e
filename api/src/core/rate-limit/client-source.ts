import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * Who a limit counts an anonymous request against: an IPv4 address alone, an IPv6 address by its /64 (one home or
 * phone network holds a whole /64, so its addresses are one caller), an IPv4-mapped IPv6 address as its IPv4 address.
 * Anything else (no address at all) counts as itself.
 */
export function clientSource(address: string): string {
  const text = address.trim();
  if (isIPv4(text)) return text;
  const bare = text.split('%')[0];
  if (!isIPv6(bare)) return text;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] {
  const read = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((g) => {
          if (!g.includes('.')) return [Number.parseInt(g, 16)];
          const [a, b, c, d] = g.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head, tail] = address.split('::');
  if (tail === undefined) return read(head);
  const front = read(head);
  const back = read(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * Keyed hashes of client sources, so a counter shared in PostgreSQL holds no address: without the shop's secret the
 * stored value cannot be turned back into an address by hashing the few billion there are. `purpose` keeps the
 * hashes of one use apart from another's.
 */
export class SourceKeys {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = createHmac('sha256', secret).update(`client source: ${purpose}`).digest();
  }

  /** 43 characters (base64url of HMAC-SHA256) for the source of `address`. */
  of(address: string): string {
    return createHmac('sha256', this.key).update(clientSource(address)).digest('base64url');
  }
}
