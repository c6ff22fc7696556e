import { arabicMessageFor } from '@shop/common';
import { currentLocale } from '../i18n';

/**
 * A message the back office shares with the API (@shop/common writes it in English), in the staff member's language:
 * its Arabic when common has one, so a rule checked in the form reads as the API's own answer would; else English.
 */
export const inStaffLanguage = (english: string): string => (currentLocale() === 'ar' ? (arabicMessageFor(english) ?? english) : english);
