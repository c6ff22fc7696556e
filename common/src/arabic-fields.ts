import { CATEGORY_LIMITS, PRODUCT_LIMITS } from './limits.js';

/**
 * The optional Arabic names and descriptions of products and categories: the English fields' limits, named as Arabic. The API
 * answers them and the back office shows them before sending.
 */
export const ARABIC_FIELD_MESSAGES = {
  productNameMin: `Arabic name must be at least ${PRODUCT_LIMITS.nameMin} characters`,
  productNameMax: `Arabic name must be less than ${PRODUCT_LIMITS.nameMax} characters`,
  productDescriptionMax: `Arabic description must be less than ${PRODUCT_LIMITS.descriptionMax} characters`,
  categoryNameMax: `Arabic category name must be less than ${CATEGORY_LIMITS.nameMax} characters`,
  categoryDescriptionMax: `Arabic description must be less than ${CATEGORY_LIMITS.descriptionMax} characters`,
} as const;
