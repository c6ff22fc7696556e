import type { Lang } from './lang';

/** Plural forms of one text: `other` always, the rest as the language needs them (Arabic: zero, one, two, few, many). */
export type Plural = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

const rules = new Map<Lang, Intl.PluralRules>();

/** The form for n, with {n} filled in (digits stay Latin, as everywhere in the shop). */
export function plural(lang: Lang, n: number, forms: Plural): string {
  let r = rules.get(lang);
  if (!r) rules.set(lang, (r = new Intl.PluralRules(lang)));
  return fill(forms[r.select(n)] ?? forms.other, { n });
}

/** Fills {name} placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}
