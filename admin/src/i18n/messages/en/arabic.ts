/** Labels of the optional Arabic fields on the product, category and settings forms (their keys are the fields' sources). */
export default {
  nameAr: 'Arabic Name',
  descriptionAr: 'Arabic Description',
  hint: 'Optional. Shown on the Arabic storefront; left blank, the English text is shown there.',
  imageAltAr: 'Arabic alt text, image %{n}',
  imageAltHint: 'Describes each picture to Arabic screen readers and search engines; left blank, the English alt text is used.',
  businessAddressAr: 'Arabic Business Address',
  taglineAr: 'Arabic Tagline',
  settingsHint: 'Optional; left blank, Arabic pages show the English text.',
};
