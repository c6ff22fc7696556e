import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import type { Messages } from './catalogue';
import { areaFiles, mergeMessages, messagesFor } from './messages';
import raArabic from './raArabic';

/** 'a.b.c' → string for every leaf; a non-string leaf (function, array, number) is reported as such. */
function flatten(messages: Messages, prefix = '', out = new Map<string, unknown>()) {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) flatten(value as Messages, path, out);
    else out.set(path, value);
  }
  return out;
}

const names = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** Everything wrong between an English catalogue and its Arabic one, one line per problem (empty when they agree). */
function compare(label: string, en: Messages, ar: Messages): string[] {
  const e = flatten(en);
  const a = flatten(ar);
  const problems: string[] = [];
  for (const [key, value] of [...e, ...a]) {
    if (typeof value !== 'string') problems.push(`${label}: ${key} is not a string (${Array.isArray(value) ? 'array' : typeof value})`);
  }
  for (const key of e.keys()) if (!a.has(key)) problems.push(`${label}: ${key} is missing in Arabic`);
  for (const key of a.keys()) if (!e.has(key)) problems.push(`${label}: ${key} is in Arabic only`);
  for (const [key, english] of e) {
    const arabic = a.get(key);
    if (typeof english !== 'string' || typeof arabic !== 'string') continue;
    if (names(english).join() !== names(arabic).join())
      problems.push(`${label}: ${key} uses %{${names(english).join(', ')}} in English but %{${names(arabic).join(', ')}} in Arabic`);
    // polyglot shows form 0 for any count past the forms given: an Arabic count needs all six
    if (english.includes('||||') && english.includes('smart_count') && arabic.split('||||').length !== 6)
      problems.push(`${label}: ${key} has ${arabic.split('||||').length} plural forms in Arabic; polyglot's Arabic needs 6`);
  }
  return problems;
}

describe('the catalogues', () => {
  const areas = [...new Set(areaFiles.map((f) => f.area))].sort();

  it('finds the area catalogues by file name', () => {
    expect(areas).toContain('shell');
  });

  it.each(areas)('%s: both languages have the same keys and the same %%{...} names', (area) => {
    const en = areaFiles.find((f) => f.area === area && f.locale === 'en');
    const ar = areaFiles.find((f) => f.area === area && f.locale === 'ar');
    expect(en, `messages/en/${area}.ts is missing`).toBeDefined();
    expect(ar, `messages/ar/${area}.ts is missing`).toBeDefined();
    expect(compare(area, en!.messages, ar!.messages)).toEqual([]);
  });

  it("react-admin's Arabic covers every key of react-admin's English", () => {
    expect(compare('ra', englishMessages as unknown as Messages, raArabic as unknown as Messages)).toEqual([]);
  });

  it('catches what it is for: a missing key, an extra key, a renamed %{name}, too few Arabic plural forms, a function', () => {
    const en = { a: 'A', b: 'Hello %{name}', c: 'One |||| %{smart_count} items', d: 'D' } as Messages;
    const ar = { b: 'مرحبا %{who}', c: 'عنصر |||| %{smart_count} عناصر', d: (() => 'x') as unknown as string, e: 'E' } as Messages;
    expect(compare('t', en, ar)).toEqual([
      't: d is not a string (function)',
      't: a is missing in Arabic',
      't: e is in Arabic only',
      't: b uses %{name} in English but %{who} in Arabic',
      "t: c has 2 plural forms in Arabic; polyglot's Arabic needs 6",
    ]);
  });

  it('shows English, never the raw key, for a key the Arabic catalogue lacks', () => {
    const arabic = mergeMessages({ shop: { x: { title: 'Title', hint: 'Hint' } } }, { shop: { x: { title: 'العنوان' } } });
    expect(flatten(arabic)).toEqual(
      new Map([
        ['shop.x.title', 'العنوان'],
        ['shop.x.hint', 'Hint'],
      ]),
    );
    // and the real Arabic messages are laid over the English ones the same way
    expect(flatten(messagesFor('ar')).size).toBe(flatten(messagesFor('en')).size);
  });

  it("lifts an area's resources to react-admin's resources.* and keeps the rest under shop.<area>", () => {
    const en = flatten(messagesFor('en'));
    expect(en.get('shop.shell.language.label')).toBe('Language');
    expect([...en.keys()].some((k) => /^shop\.[^.]+\.resources\./.test(k))).toBe(false);
  });
});
