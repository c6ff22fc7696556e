/** Labels of the optional Arabic fields on the product and category forms (the back office itself stays English). */
export const ARABIC_TEXTS = {
  nameAr: 'Arabic Name',
  descriptionAr: 'Arabic Description',
  hint: 'Optional. Shown on the Arabic storefront; left blank, the English text is shown there.',
} as const;
