/** The storefront's texts: pages, checkout, cart and share toasts. */
export const CHECKOUT_MESSAGES = {
  contactRequired: 'Contact number is required',
  phoneInvalid: 'Please enter a valid phone number',
  paymentRequired: 'Payment method is required',
  termsRequired: 'You must accept the terms and policy to continue',
  orderTypeInfo: 'Please provide all required information for your selected order type',
  termsLabel: 'I acknowledge and accept the terms and policy',
} as const;

export const STOREFRONT_MESSAGES = {
  productNotFound: 'Product Not Found',
  productNotFoundText: "The product you're looking for doesn't exist or has been removed.",
  categoryNotFound: 'Category Not Found',
  categoryNotFoundText: "The category you're looking for doesn't exist.",
  noImages: 'No Images Available',
  noCategories: 'No categories available',
  noItemsInCart: 'No items in cart',
  noProducts: 'No products found',
  categoryEmpty: 'This category is empty.',
  noResultsFor: (keyword: string) => `No results found for "${keyword}"`,
  startExploring: 'Start Exploring',
  searchLoadFailed: 'Error loading products. Please try again.',
} as const;

export const CART_TOASTS = {
  added: { title: 'Added to Cart', description: (product: string) => `${product} has been added to your cart` },
  removed: { title: 'Item Removed', description: (item: string) => `${item} has been removed from your cart.` },
  cleared: { title: 'Cart Cleared', description: 'All items have been removed from your cart.' },
  empty: { title: 'Cart is Empty', description: 'Please add some items to your cart before proceeding.' },
} as const;

export const SHARE_TOASTS = {
  copyFailed: { title: 'Copy Failed', description: 'Unable to copy URL. Please try again.' },
  sharingFailed: { title: 'Sharing Failed', description: 'Unable to share right now. Please try again.' },
  popupBlocked: { title: 'Popup Blocked', description: 'Please allow popups for this site to share on social networks.' },
  linkCopied: { title: 'Link Copied!', description: 'The product link is on your clipboard.' },
  instagramReady: { title: 'Instagram Ready!', description: 'Caption copied. Paste it into your Instagram post or story.' },
} as const;
