import type {
  CategoryView,
  ProductImageView,
  ProductListResult,
  ProductView,
  PublicUser,
  SaleListResult,
  SaleView,
  SettingsView,
  UploadConfig,
} from '@shop/common';
import type { EntityType } from './entityTypes';

/** The API's answers are typed once in @shop/common; these are the back office's names for them. */
export type {
  DashboardSummary,
  LoginResult,
  SalesAnalytics,
  TokenPair,
  UploadedImage,
} from '@shop/common';
export type AdminUser = PublicUser;
export type Category = CategoryView;
export type ProductImage = ProductImageView;
export type Product = ProductView;
export type ProductPage = ProductListResult;
export type Sale = SaleView;
export type SalePage = SaleListResult;
export type Settings = SettingsView;

/** An image as the product update takes it: a stored image's cloudinaryId, in display order, the first primary. */
export type AttachedImage = Pick<ProductImageView, 'url' | 'cloudinaryId' | 'alt' | 'order' | 'isPrimary'> & { id?: string; altAr?: string | null };

export type { UploadConfig };
export type UploadEntityType = EntityType;

/** An image chosen in the uploader, not yet sent: it lives in the form until the form is saved. */
export interface LocalImage {
  localId: string;
  file: File;
  preview: string;
  alt: string;
  order: number;
}
