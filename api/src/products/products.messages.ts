import { ARABIC_FIELD_MESSAGES } from '@shop/common';
import { LISTING_MESSAGES } from '../product-query/product-query.messages';

/** Server-side texts the specs leave open (the spec's own texts come from PRODUCT_MESSAGES in @shop/common). */
export const PRODUCT_SERVER_MESSAGES = {
  ...LISTING_MESSAGES,
  categoryUnknown: 'Category not found',
  subcategoryTooLong: 'Subcategory must be less than 100 characters',
  materialTooLong: 'Material must be less than 100 characters',
  discountedPricePositive: 'Discounted price must be positive',
  entryTooLong: 'Sizes, colors and tags must be at most 50 characters each',
  tooManyEntries: 'At most 50 sizes or colors are allowed',
  imageUrlInvalid: 'Image URL must be a valid URL',
  imageIdRequired: 'Image cloudinaryId is required',
  imageAltInvalid: 'Image alt text must be text of at most 300 characters',
  imageOrderInvalid: 'Image order must be a whole number of 0 or more',
  imageDuplicate: 'Each image may be attached only once',
  imageIdsInvalid: 'imageIds must be a list of image ids',
  imageDraftUnknown: 'imageIds must name images you uploaded for a new product and have not used yet',
  visibilityBoolean: 'publiclyVisible must be true or false',
  booleanField: (key: string) => `${key} must be true or false`,
  nameArInvalid: 'Arabic name must be text',
  nameArMin: ARABIC_FIELD_MESSAGES.productNameMin,
  nameArMax: ARABIC_FIELD_MESSAGES.productNameMax,
  descriptionArMax: ARABIC_FIELD_MESSAGES.productDescriptionMax,
  imageAltArInvalid: 'Image Arabic alt text must be text of at most 300 characters',
} as const;
