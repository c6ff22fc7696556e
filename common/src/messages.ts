/** Every user-facing text the specs give, word for word. Other parts import these; never retype them. */

export const AUTH_MESSAGES = {
  invalidEmail: 'Invalid email address',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid email or password',
  loginFailed: 'Login failed',
  tooManyRequests: 'You have made too many requests. Please wait a moment and try again.',
  unauthorized: 'Please log in again to continue.',
  forbidden: 'You do not have permission to perform this action.',
  invalidRefreshToken: 'Your session has expired. Please sign in again.',
  invalidResetToken: 'This password reset link is invalid or has expired.',
  forgotPasswordSent: 'If an account exists for that email, a password reset link has been sent.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  accountDisabled: 'This account has been disabled.',
  currentPasswordWrong: 'Current password is incorrect',
  emailTaken: 'An account with this email already exists',
  lastOwner: 'The last owner account cannot be removed, disabled or demoted.',
} as const;

export const GUARD_MESSAGES = {
  permissionsMissing: 'Authentication Error - User permissions not loaded. Please refresh the page.',
  accessDenied: "Access Denied - You don't have permission to access this page.",
} as const;

export const ACCOUNT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name is too long',
  emailInvalid: 'Please enter a valid email address',
  currentPasswordRequired: 'Current password is required',
  passwordMin: 'Password must be at least 8 characters',
  confirmRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
} as const;

export const CATEGORY_MESSAGES = {
  nameRequired: 'Category name is required',
  imageRequired: 'Category image is required',
  fixImageErrors: 'Please fix image validation errors before submitting',
  sortOrderMin: 'Sort order must be at least 1',
  sortOrderInteger: 'Sort order must be a whole number',
  exists: 'Category already exists',
  notFound: 'Category not found',
  created: 'Category created successfully',
  updated: 'Category updated successfully',
  visibilityUpdated: 'Visibility updated',
} as const;

export const PRODUCT_MESSAGES = {
  nameRequired: 'Product name is required',
  nameMin: 'Product name must be at least 3 characters',
  nameMax: 'Product name must be less than 100 characters',
  brandRequired: 'Brand is required',
  brandMin: 'Brand must be at least 2 characters',
  brandMax: 'Brand must be less than 50 characters',
  categoryRequired: 'Category is required',
  conditionRequired: 'Condition is required',
  originalPricePositive: 'Original price must be positive',
  originalPriceHigh: 'Original price is too high',
  sellingPricePositive: 'Selling price must be positive',
  sellingPriceHigh: 'Selling price is too high',
  discountedPriceHigh: 'Discounted price is too high',
  descriptionMax: 'Description must be less than 1000 characters',
  sizeRequired: 'At least one size is required',
  colorRequired: 'At least one color is required',
  sizeEmpty: 'Size cannot be empty',
  colorEmpty: 'Color cannot be empty',
  tagEmpty: 'Tag cannot be empty',
  tagsMax: 'Maximum 10 tags allowed',
  imageRequired: 'Validation Error: At least one image is required',
  sellingBelowOriginal: 'Selling price must be equal to or greater than original price to allow profits',
  discountNotBelowSelling: 'Discounted price must be less than selling price',
  imagesMax: 'Maximum 5 images allowed',
  imageUnknown: 'Images must be uploaded through this shop before they are attached',
  notFound: 'Product not found',
  created: 'Product created successfully',
  updated: 'Product updated successfully',
  featuredUpdated: 'Featured status updated',
  visibilityUpdated: 'Visibility updated',
} as const;

export const SALE_MESSAGES = {
  productRequired: 'Product is required',
  saleDateRequired: 'Sale date is required',
  platformRequired: 'Platform is required',
  originalPricePositive: 'Original price must be positive',
  sellingPricePositive: 'Selling price must be positive',
  discountedPricePositive: 'Discounted price must be positive',
  notFound: 'Sale not found',
  recorded: 'Sale recorded successfully',
  updated: 'Sale updated successfully',
  deleted: 'Sale deleted successfully',
  analyticsFailed: 'Error loading analytics data. Please try again.',
} as const;

export const SETTINGS_MESSAGES = {
  invalidUrl: 'Please enter a valid URL',
  logoRequired: 'Logo URL is required',
  brandRequired: 'Brand URL is required',
  businessNameRequired: 'Business name is required',
  businessNameTooLong: 'Business name is too long',
  businessAddressRequired: 'Business address is required',
  businessAddressTooLong: 'Business address is too long',
  invalidEmail: 'Please enter a valid email address',
  taglineRequired: 'Business tagline is required',
  taglineTooLong: 'Business tagline is too long',
  descriptionRequired: 'Business description is required',
  descriptionTooLong: 'Business description is too long',
  ownerNameRequired: 'Owner name is required',
  ownerNameTooLong: 'Owner name is too long',
} as const;

/** Server-side upload checks, one message per refused file. */
export const UPLOAD_MESSAGES = {
  invalidType: (allowed: readonly string[]) => `Invalid file type. Allowed types: ${allowed.join(', ')}`,
  tooLarge: (mb: number) => `File size too large. Maximum size: ${mb} MB`,
  empty: 'File is empty',
  noFiles: 'No files were uploaded',
  tooMany: (n: number) => `Maximum ${n} images allowed`,
  notAnImage: 'File content is not a valid image',
} as const;

/** Back-office uploader checks, per file, naming the file. */
export const UPLOADER_MESSAGES = {
  invalidType: (file: string, allowed: readonly string[]) => `Invalid file type for ${file}. Allowed types: ${allowed.join(', ')}`,
  tooLarge: (file: string, mb: number) => `File ${file} is too large. Maximum size: ${mb}MB`,
  empty: (file: string) => `File ${file} is empty`,
  configMissing: 'Upload configuration not available. Please refresh the page.',
  tooManyTitle: 'Too Many Images',
  tooMany: (n: number) => `Maximum ${n} images allowed`,
  uploadFailed: 'Failed to upload images.',
} as const;

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

/** Field validation failures answer 400 with this top-level message when several fields fail. */
export const VALIDATION_MESSAGE = 'Validation failed';
