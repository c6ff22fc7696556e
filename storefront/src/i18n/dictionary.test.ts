import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ar } from './ar';
import { TEXT_AREAS } from './areas';

type Shape = Record<string, string>;

const isPlural = (value: object): boolean => 'other' in value && Object.values(value).every((v) => typeof v === 'string');

/** Every leaf of a dictionary as "path: kind" (list length); plural forms count as one leaf. */
function shape(value: unknown, path = '', out: Shape = {}): Shape {
  if (typeof value === 'string') out[path] = 'text';
  else if (Array.isArray(value)) {
    out[path] = `list/${value.length}`;
    value.forEach((v, i) => shape(v, `${path}[${i}]`, out));
  } else if (value && typeof value === 'object') {
    if (isPlural(value)) out[path] = 'plural';
    else for (const [k, v] of Object.entries(value)) shape(v, path ? `${path}.${k}` : k, out);
  } else out[path] = typeof value;
  return out;
}

/** Every text by path, as its forms: one for a plain text, each plural form for a plural one. */
function formsByPath(value: unknown, path = '', out: Record<string, string[]> = {}): Record<string, string[]> {
  if (typeof value === 'string') out[path] = [value];
  else if (Array.isArray(value)) value.forEach((v, i) => formsByPath(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    if (isPlural(value)) out[path] = Object.values(value);
    else for (const [k, v] of Object.entries(value)) formsByPath(v, path ? `${path}.${k}` : k, out);
  }
  return out;
}

/** The {placeholders} of some texts together, sorted. */
const placeholders = (texts: string[]): string[] => [...new Set(texts.flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();

/**
 * Texts whose placeholders differ between the languages. A plural text counts those of all its forms together: an
 * Arabic form may spell the number out ("منتج واحد") where English writes {n}.
 */
function placeholderMismatches(a: unknown, b: unknown): string[] {
  const x = formsByPath(a);
  const y = formsByPath(b);
  const show = (forms: string[]) => `{${placeholders(forms).join(' ')}}`;
  return Object.keys(x)
    .filter((k) => k in y && show(x[k]) !== show(y[k]))
    .map((k) => `${k}: en ${show(x[k])}, ar ${show(y[k])}`);
}

/** Plural forms that leave out a placeholder other than {n}: a form may spell the number out, never drop a name. */
function formsDroppingNames(d: unknown): string[] {
  return Object.entries(formsByPath(d)).flatMap(([path, forms]) => {
    const names = placeholders(forms).filter((n) => n !== 'n');
    return forms.filter((f) => names.some((n) => !f.includes(`{${n}}`))).map((f) => `${path}: ${f}`);
  });
}

describe('dictionaries', () => {
  it('have the same keys, lists and kinds of text in English and Arabic', () => {
    const a = shape(en);
    const b = shape(ar);
    const onlyEn = Object.keys(a).filter((k) => !(k in b));
    const onlyAr = Object.keys(b).filter((k) => !(k in a));
    expect({ onlyEn, onlyAr }).toEqual({ onlyEn: [], onlyAr: [] });
    const differ = Object.keys(a)
      .filter((k) => a[k] !== b[k])
      .map((k) => `${k}: en ${a[k]}, ar ${b[k]}`);
    expect(differ).toEqual([]);
  });

  it('fails on a key missing from one language (the check itself)', () => {
    const broken = { ...ar, cart: { ...ar.cart, title: undefined } };
    expect(Object.keys(shape(en)).filter((k) => shape(broken)[k] !== shape(en)[k])).toEqual(['cart.title']);
  });

  it('use the same placeholders in both languages, and every plural form all of them but {n}', () => {
    expect(placeholderMismatches(en, ar)).toEqual([]);
    expect(formsDroppingNames(en)).toEqual([]);
    expect(formsDroppingNames(ar)).toEqual([]);
  });

  it('fails on a placeholder missing from one language (the check itself)', () => {
    const broken = { ...ar, cart: { ...ar.cart, each: 'للقطعة' }, stock: { ...ar.stock, fewerLeft: { ...ar.stock.fewerLeft, two: 'بقيت قطعتان' } } };
    expect(placeholderMismatches(en, broken)).toEqual(['cart.each: en {price}, ar {}']);
    expect(formsDroppingNames(broken)).toEqual(['stock.fewerLeft: بقيت قطعتان']);
  });

  it('merge every area file of a language, each once, and no area holds a key of another', () => {
    for (const lang of ['en', 'ar']) {
      const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), lang);
      expect(readdirSync(folder).sort()).toEqual(TEXT_AREAS.map((area) => `${area}.json`).sort());
      const keys = TEXT_AREAS.flatMap((area) => Object.keys(JSON.parse(readFileSync(path.join(folder, `${area}.json`), 'utf8'))));
      expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    }
  });

  it('leaves no text empty and writes the Arabic texts in Arabic', () => {
    const texts = (d: unknown): string[] => (typeof d === 'string' ? [d] : d && typeof d === 'object' ? Object.values(d).flatMap(texts) : []);
    expect(texts(en).filter((t) => !t.trim())).toEqual([]);
    expect(texts(ar).filter((t) => !t.trim())).toEqual([]);
    // Brand names (GCash, Maya), the switch to English and the locale code are the only Latin-only Arabic texts.
    const latinOnly = texts(ar.checkout)
      .concat(texts(ar.cart), texts(ar.listing))
      .filter((t) => !/[\u0600-\u06FF]/.test(t));
    expect(latinOnly.sort()).toEqual(['GCash', 'Maya']);
  });
});
