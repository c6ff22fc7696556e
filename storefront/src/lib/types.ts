import type { BusinessSettings as BusinessSettingsAnswer, CategoryView, ProductImageView, ProductListResult, ProductView } from '@shop/common';

/** The API's answers are typed once in @shop/common; these are the storefront's names for them. */
export type { BusinessSettingsAnswer };
export type { Facets, Pagination } from '@shop/common';
export type ProductImage = ProductImageView;
export type Product = ProductView;
export type Category = CategoryView;
export type ProductList = ProductListResult;

/** Texts the header and footer always show: `withFallbacks` fills them when the API's answer leaves them blank. */
type FilledSetting = 'businessName' | 'description' | 'address' | 'email' | 'phone' | 'tagline';
/** The business settings after `withFallbacks`. */
export type BusinessSettings = Omit<BusinessSettingsAnswer, FilledSetting> & Record<FilledSetting, string>;
