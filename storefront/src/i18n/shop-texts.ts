import type { BusinessSettings } from '../model/types';
import { localText, type LocalText } from './content';
import type { Lang } from './lang';

/** The texts shoppers read that the owner types in the settings, with their optional Arabic versions. */
export type ShopTextSource = Pick<BusinessSettings, 'tagline' | 'taglineAr' | 'description' | 'descriptionAr' | 'address' | 'addressAr'>;

export interface ShopTexts {
  tagline: LocalText;
  description: LocalText;
  address: LocalText;
}

/** The shop's own texts in the page's language: the Arabic one where given, else the English one marked as English. */
export function shopTexts(lang: Lang, s: ShopTextSource): ShopTexts {
  return {
    tagline: localText(lang, s.tagline, s.taglineAr),
    description: localText(lang, s.description, s.descriptionAr),
    address: localText(lang, s.address, s.addressAr),
  };
}
