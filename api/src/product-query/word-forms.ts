import { searchFold } from './search-fold';

// The other forms of a shopper's word that mean the same thing: singular and plural in English and Arabic, and the
// shop's own synonyms. Both search paths (the read model and the PostgreSQL fallback) widen each folded word with
// wordForms, so they keep answering alike. Matching is a substring match, so a singular already finds its plurals
// ("cap" is inside "caps"); only the other way needs a rule ("caps" → "cap").
//
// A written rule list, not a general stemmer: measured on the shop's words, the s/es/ies rules and the Arabic sound
// plural endings cover them, a stemmer (Porter, ISRI) cuts much deeper ("shoes" → "sho", "قبعات" → "قبع" would
// also match unrelated words) and needs a second copy in SQL.

/** Words that mean one thing (folded when loaded): each finds the others. Arabic broken plurals are listed here. */
const GROUPS: readonly (readonly string[])[] = [
  ['tee', 't-shirt', 'tshirt'],
  ['sneaker', 'trainer'],
  ['حذاء', 'أحذية'],
  ['قميص', 'قمصان'],
  ['تيشيرت', 'تيشيرتات', 'تي-شيرت'],
  ['قبعة', 'قبعات', 'كاب'],
];

const GROUP_OF = new Map<string, readonly string[]>();
for (const group of GROUPS) {
  const folded = group.map(searchFold);
  for (const w of folded) GROUP_OF.set(w, folded);
}

/** Arabic sound plural endings (feminine ات, masculine ون / ين), folded: stripped, the stem still finds the singular. */
const ARABIC_ENDINGS = ['ات', 'ون', 'ين'].map(searchFold);
/** A singular in ة (folded ه) takes its plural in ات, which does not hold the singular: قبعة → قبعات. */
const TAA = searchFold('ة');
const AT = searchFold('ات');
/** Folded Arabic letters are two ASCII characters each; a stem keeps at least three letters. */
const ARABIC_MIN_STEM = 6;
const ENGLISH_MIN_STEM = 3;
/** "boxes", "dresses", "watches", "brushes": the plural adds -es after these endings. */
const ES_AFTER = /(s|x|z|ch|sh)$/;

/** The word's other numbers: singulars of a plural, and the ات plural of an Arabic singular in ة. */
function singulars(word: string): string[] {
  if (/^[A-Z]+$/.test(word)) {
    const out = ARABIC_ENDINGS.filter((e) => word.endsWith(e) && word.length - e.length >= ARABIC_MIN_STEM).map((e) => word.slice(0, -e.length));
    if (word.endsWith(TAA) && word.length - TAA.length >= ARABIC_MIN_STEM) out.push(word.slice(0, -TAA.length) + AT);
    return out;
  }
  if (!/^[a-z][a-z-]*$/.test(word) || word.endsWith('ss')) return [];
  const out: string[] = [];
  if (word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`, word.slice(0, -1));
  else if (word.endsWith('es') && ES_AFTER.test(word.slice(0, -2))) out.push(word.slice(0, -2), word.slice(0, -1));
  else if (word.endsWith('s')) out.push(word.slice(0, -1));
  return out.filter((w) => w.length >= ENGLISH_MIN_STEM);
}

/**
 * A folded search word and the other folded forms that mean the same (the word first, no repeats): its singulars,
 * and the synonyms of it and of its singulars.
 */
export function wordForms(word: string): string[] {
  const forms = [word];
  const add = (w: string) => {
    if (!forms.includes(w)) forms.push(w);
  };
  for (const w of singulars(word)) add(w);
  for (const w of [...forms]) for (const g of GROUP_OF.get(w) ?? []) add(g);
  return forms;
}
