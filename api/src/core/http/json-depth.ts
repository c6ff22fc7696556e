/**
 * No request this API takes is nested more than a few levels (a product's images are the deepest, at three);
 * anything far deeper is an attack on the recursive walks after parsing (class-transformer, validation),
 * which overflow the call stack at a few thousand levels.
 */
export const JSON_MAX_DEPTH = 32;

export const JSON_TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${JSON_MAX_DEPTH} levels of arrays and objects).`;

/** The bytes both scans of raw JSON text look for (here and json-shape.ts): brackets, and strings to skip. */
export const OPEN_OBJECT = 0x7b; // {
export const OPEN_ARRAY = 0x5b; // [
export const CLOSE_OBJECT = 0x7d; // }
export const CLOSE_ARRAY = 0x5d; // ]
export const QUOTE = 0x22; // "
export const BACKSLASH = 0x5c; // \

/** Deepest nesting of arrays and objects in JSON text, brackets inside strings not counted; stops counting past `limit`. */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
    }
  }
  return deepest;
}
