import { BACKSLASH, CLOSE_ARRAY, CLOSE_OBJECT, JSON_MAX_DEPTH, JSON_TOO_DEEP_MESSAGE, OPEN_ARRAY, OPEN_OBJECT, QUOTE } from './json-depth';

/**
 * How wide a JSON body may be. The widest objects this API takes have about 25 fields (a product, the settings),
 * its lists at most 50 entries, and the largest body in keys and entries is a bulk sort order (three per category:
 * 1,000 categories fit).
 * What these ceilings stop is a body of thousands of keys: the whitelist validation walks every one of them (80,000
 * cost seconds of the event loop, during which every other request waits) and used to answer one line per key.
 * At the ceilings, the costliest body validation meets (keys nobody asked for, spread over many objects) costs the
 * event loop well under 100 ms; the hostile sweep checks that for every operation.
 */
export const JSON_SHAPE_LIMITS = {
  /** Keys of one object. */
  keysPerObject: 64,
  /** Entries of one list. */
  arrayLength: 1_000,
  /** Keys and list entries of the whole body together. */
  members: 3_000,
} as const;

export const JSON_SHAPE_MESSAGES = {
  keysPerObject: `The request body has an object with too many fields (at most ${JSON_SHAPE_LIMITS.keysPerObject}).`,
  arrayLength: `The request body has a list with too many entries (at most ${JSON_SHAPE_LIMITS.arrayLength}).`,
  members: `The request body has too many fields and entries (at most ${JSON_SHAPE_LIMITS.members} in all).`,
} as const;

const COMMA = 0x2c; // ,
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/**
 * The first limit JSON text breaks (its nesting depth, or a width limit), or null. One pass over the text, before it
 * is parsed: members of a container are its commas plus one once anything sits in it, brackets and commas inside
 * strings not counted. Malformed text is left to the parser.
 */
export function jsonShapeProblem(
  text: string,
  limits: Record<keyof typeof JSON_SHAPE_LIMITS, number> = JSON_SHAPE_LIMITS,
  maxDepth = JSON_MAX_DEPTH,
): keyof typeof JSON_SHAPE_LIMITS | 'depth' | null {
  // per open container: is it an object, and how many members it holds so far
  const isObject: boolean[] = [];
  const members: number[] = [];
  let total = 0;
  let inString = false;
  const countOne = (): keyof typeof JSON_SHAPE_LIMITS | null => {
    const top = members.length - 1;
    if (top < 0) return null;
    const n = ++members[top];
    if (++total > limits.members) return 'members';
    if (isObject[top] ? n > limits.keysPerObject : n > limits.arrayLength) return isObject[top] ? 'keysPerObject' : 'arrayLength';
    return null;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
      continue;
    }
    if (isSpace(c)) continue;
    if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      isObject.pop();
      members.pop();
      continue;
    }
    const top = members.length - 1;
    if (c === COMMA) {
      if (top >= 0 && members[top] === 0) members[top] = 1; // a leading comma is malformed; the parser says so
      const problem = countOne();
      if (problem) return problem;
      continue;
    }
    // anything else starts or continues a member of the open container: the first one counts it
    if (top >= 0 && members[top] === 0) {
      const problem = countOne();
      if (problem) return problem;
    }
    if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      isObject.push(c === OPEN_OBJECT);
      members.push(0);
      if (members.length > maxDepth) return 'depth';
    }
  }
  return null;
}

/** Body-parser accepts UTF-8, UTF-16 and UTF-32 JSON; the text is decoded the way its parser will decode it. */
function decode(raw: Buffer, encoding: string | null): string {
  if (!encoding || /^utf-?8$/i.test(encoding)) return raw.toString('utf8');
  try {
    return new TextDecoder(encoding).decode(raw);
  } catch {
    return raw.toString('latin1'); // UTF-32, which TextDecoder lacks: its brackets still show as single bytes
  }
}

const refusal = (message: string, type: string) => Object.assign(new Error(message), { status: 400, type });

/**
 * The JSON body parser's `verify` hook: it sees the raw bytes before JSON.parse, so an over-deep or over-wide body
 * is refused before anything walks it. The thrown error carries a 400 status and its own type for the exception filter.
 */
export function refuseHostileJson(_req: unknown, _res: unknown, raw: Buffer, encoding: string | null): void {
  const problem = jsonShapeProblem(decode(raw, encoding));
  if (problem === 'depth') throw refusal(JSON_TOO_DEEP_MESSAGE, 'entity.too.deep');
  if (problem) throw refusal(JSON_SHAPE_MESSAGES[problem], 'entity.too.wide');
}
