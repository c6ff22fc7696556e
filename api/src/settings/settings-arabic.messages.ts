import { ARABIC_FIELD_MESSAGES as A, withArabic } from '@shop/common';

/** The Arabic settings texts' answers: too long (shared with the back office), or not text at all. */
export const SETTINGS_ARABIC_MESSAGES = withArabic(
  {
    businessAddressArTooLong: A.settingsBusinessAddressMax,
    businessAddressArInvalid: 'Arabic business address must be text',
    taglineArTooLong: A.settingsTaglineMax,
    taglineArInvalid: 'Arabic business tagline must be text',
    descriptionArTooLong: A.settingsDescriptionMax,
    descriptionArInvalid: 'Arabic business description must be text',
  } as const,
  {
    businessAddressArTooLong: null,
    businessAddressArInvalid: 'عنوان النشاط التجاري بالعربية يجب أن يكون نصًا',
    taglineArTooLong: null,
    taglineArInvalid: 'الشعار النصي بالعربية يجب أن يكون نصًا',
    descriptionArTooLong: null,
    descriptionArInvalid: 'وصف النشاط التجاري بالعربية يجب أن يكون نصًا',
  },
);
