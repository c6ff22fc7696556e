import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ar } from './ar';

type Shape = Record<string, string>;

/** Every leaf of a dictionary as "path: kind" (function arity, list length); plural forms count as one leaf. */
function shape(value: unknown, path = '', out: Shape = {}): Shape {
  if (typeof value === 'function') out[path] = `function/${value.length}`;
  else if (typeof value === 'string') out[path] = 'text';
  else if (Array.isArray(value)) {
    out[path] = `list/${value.length}`;
    value.forEach((v, i) => shape(v, `${path}[${i}]`, out));
  } else if (value && typeof value === 'object') {
    if ('other' in value && Object.values(value).every((v) => typeof v === 'string')) out[path] = 'plural';
    else for (const [k, v] of Object.entries(value)) shape(v, path ? `${path}.${k}` : k, out);
  } else out[path] = typeof value;
  return out;
}

describe('dictionaries', () => {
  it('have the same keys, lists and kinds of text in English and Arabic', () => {
    const a = shape(en);
    const b = shape(ar);
    const onlyEn = Object.keys(a).filter((k) => !(k in b));
    const onlyAr = Object.keys(b).filter((k) => !(k in a));
    expect({ onlyEn, onlyAr }).toEqual({ onlyEn: [], onlyAr: [] });
    const differ = Object.keys(a).filter((k) => a[k] !== b[k]).map((k) => `${k}: en ${a[k]}, ar ${b[k]}`);
    expect(differ).toEqual([]);
  });

  it('fails on a key missing from one language (the check itself)', () => {
    const broken = { ...ar, cart: { ...ar.cart, title: undefined } };
    expect(Object.keys(shape(en)).filter((k) => shape(broken)[k] !== shape(en)[k])).toEqual(['cart.title']);
  });

  it('leaves no text empty and writes the Arabic texts in Arabic', () => {
    const texts = (d: unknown): string[] => (typeof d === 'string' ? [d] : d && typeof d === 'object' ? Object.values(d).flatMap(texts) : []);
    expect(texts(en).filter((t) => !t.trim())).toEqual([]);
    expect(texts(ar).filter((t) => !t.trim())).toEqual([]);
    // Brand names (GCash, Maya), the switch to English and the locale code are the only Latin-only Arabic texts.
    const latinOnly = texts(ar.checkout).concat(texts(ar.cart), texts(ar.listing)).filter((t) => !/[\u0600-\u06FF]/.test(t));
    expect(latinOnly.sort()).toEqual(['GCash', 'Maya']);
  });
});
