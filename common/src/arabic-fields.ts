import { CATEGORY_LIMITS, PRODUCT_LIMITS } from './limits.js';
import { SETTINGS_MESSAGES } from './messages.js';

/** The English field's message, named as the Arabic field's. */
const arabic = (english: string) => `Arabic ${english.charAt(0).toLowerCase()}${english.slice(1)}`;

/**
 * The optional Arabic names and descriptions of products and categories, and the Arabic versions of the shop's own
 * texts in the settings: the English fields' limits, named as Arabic. The API
 * answers them and the back office shows them before sending.
 */
export const ARABIC_FIELD_MESSAGES = {
  productNameMin: `Arabic name must be at least ${PRODUCT_LIMITS.nameMin} characters`,
  productNameMax: `Arabic name must be less than ${PRODUCT_LIMITS.nameMax} characters`,
  productDescriptionMax: `Arabic description must be less than ${PRODUCT_LIMITS.descriptionMax} characters`,
  categoryNameMax: `Arabic category name must be less than ${CATEGORY_LIMITS.nameMax} characters`,
  categoryDescriptionMax: `Arabic description must be less than ${CATEGORY_LIMITS.descriptionMax} characters`,
  settingsBusinessAddressMax: arabic(SETTINGS_MESSAGES.businessAddressTooLong),
  settingsTaglineMax: arabic(SETTINGS_MESSAGES.taglineTooLong),
  settingsDescriptionMax: arabic(SETTINGS_MESSAGES.descriptionTooLong),
} as const;
