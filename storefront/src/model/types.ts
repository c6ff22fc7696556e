import type { BusinessSettings as BusinessSettingsAnswer, CategoryView, ProductImageView, ProductListResult, ProductView } from '@shop/common';

/** The API's answers are typed once in @shop/common; these are the storefront's names for them. */
export type { BusinessSettingsAnswer };
export type { Facets, Pagination } from '@shop/common';

/** Arabic texts: null (or absent from an API that does not send them yet) means none given, so pages fall back to English. */
interface ArabicText {
  nameAr?: string | null;
  descriptionAr?: string | null;
}
export type ProductImage = ProductImageView & { altAr?: string | null };
export type Product = Omit<ProductView, 'images' | 'category'> &
  ArabicText & {
    images: ProductImage[];
    category: ProductView['category'] & { nameAr?: string | null };
  };
export type Category = CategoryView & ArabicText;
export type ProductList = Omit<ProductListResult, 'products'> & { products: Product[] };

/** Texts the header and footer always show: `withFallbacks` fills them when the API's answer leaves them blank. */
type FilledSetting = 'businessName' | 'description' | 'address' | 'email' | 'phone' | 'tagline';
/** The business settings after `withFallbacks`. */
export type BusinessSettings = Omit<BusinessSettingsAnswer, FilledSetting> & Record<FilledSetting, string>;
