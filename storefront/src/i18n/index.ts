/**
 * The typed accessor to the dictionaries. Pages (build time) have both languages registered by ./server; in the
 * browser an island or the cart loads only its page's language, as its own small chunk, so an English page never
 * downloads the Arabic texts and the other way round.
 */
import type { Dictionary } from './en';
import type { Lang } from './lang';

export type { Dictionary };
export * from './lang';

const loaded: Partial<Record<Lang, Dictionary>> = {};
const pending: Partial<Record<Lang, Promise<Dictionary>>> = {};

export function registerDictionary(lang: Lang, dictionary: Dictionary): void {
  loaded[lang] = dictionary;
}

export function peekDictionary(lang: Lang): Dictionary | undefined {
  return loaded[lang];
}

export function loadDictionary(lang: Lang): Promise<Dictionary> {
  const ready = loaded[lang];
  if (ready) return Promise.resolve(ready);
  return (pending[lang] ??= importDictionary(lang).then((d) => (loaded[lang] = d)));
}

/**
 * One import() per language in its own statement: written as one `a ? import(x) : import(y)` expression, the bundler
 * gives both branches one list of chunks to preload, and an Arabic page downloaded the English texts with its own.
 */
async function importDictionary(lang: Lang): Promise<Dictionary> {
  if (lang === 'ar') return (await import('./ar')).default;
  return (await import('./en')).default;
}

/** The texts of a language; loadDictionary (or ./server at build time) must have run. */
export function t(lang: Lang): Dictionary {
  const d = loaded[lang];
  if (!d) throw new Error(`The ${lang} dictionary is not loaded (call loadDictionary first)`);
  return d;
}
