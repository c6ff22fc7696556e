import type { Lang } from './lang';

/** A catalog text in the page's language, or the English one with `fallback` set so it can be marked lang="en". */
export interface LocalText {
  text: string;
  fallback: boolean;
}

/** Arabic pages show the Arabic text when one is given (not blank), else the English text, marked as English. */
export function localText(lang: Lang, english: string, arabic: string | null | undefined): LocalText {
  if (lang === 'ar') {
    const a = arabic?.trim();
    if (a) return { text: a, fallback: false };
    return { text: english, fallback: true };
  }
  return { text: english, fallback: false };
}

/** The lang attribute for a text that fell back to English; nothing otherwise. */
export function langAttr(text: LocalText): 'en' | undefined {
  return text.fallback ? 'en' : undefined;
}

export interface HasArabicName {
  name: string;
  nameAr?: string | null;
}

export function localName(lang: Lang, item: HasArabicName): LocalText {
  return localText(lang, item.name, item.nameAr);
}

export function localDescription(lang: Lang, item: { description: string | null; descriptionAr?: string | null }): LocalText | null {
  const text = localText(lang, item.description ?? '', item.descriptionAr);
  return text.text ? text : null;
}

/** An image's alt text in the page's language ('' when none is given in either). */
export function localAlt(lang: Lang, image: { alt?: string | null; altAr?: string | null }): string {
  if (lang === 'ar' && image.altAr?.trim()) return image.altAr.trim();
  return image.alt ?? '';
}
