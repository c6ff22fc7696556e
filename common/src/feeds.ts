/**
 * The product feeds' addresses, one per language: the storefront writes them, the back office shows them to paste
 * into Meta Commerce Manager and Google Merchant Center.
 */
export const FEED_PATHS = { en: '/feeds/products.xml', ar: '/feeds/ar/products.xml' } as const;

/** A category's Google product category (given to its products in the feeds) that is not text or too long. */
export const GOOGLE_CATEGORY_MESSAGE = 'Google product category must be text of at most 250 characters';
