import type { Condition, PermissionMap, Platform, Role, UploadConfig } from '@shop/common';

export interface AdminUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  lastLoginAt: string | null;
  disabled: boolean;
  permissions: Partial<PermissionMap> | null;
}

export interface Category {
  id: string;
  name: string;
  description: string | null;
  image: string | null;
  cloudinaryId: string | null;
  sortOrder: number;
  publiclyVisible: boolean;
  createdAt?: string;
  updatedAt?: string;
  _count?: { products: number };
}

export interface ProductImage {
  id?: string;
  url: string;
  cloudinaryId: string;
  alt: string;
  order: number;
  isPrimary?: boolean;
}

export interface Product {
  id: string;
  name: string;
  brand: string;
  description: string | null;
  condition: Condition;
  material: string | null;
  subcategory: string | null;
  sizes: string[];
  colors: string[];
  tags: string[];
  featured: boolean;
  publiclyVisible: boolean;
  archived?: boolean;
  originalPrice?: number;
  sellingPrice: number;
  discountedPrice: number | null;
  currency: string;
  categoryId: string;
  category: { id: string; name: string } | null;
  images: ProductImage[];
  createdAt?: string;
  updatedAt?: string;
}

export interface Sale {
  id: string;
  productId: string;
  product: { id: string; name: string; brand: string; images?: ProductImage[] } | null;
  saleDate: string;
  platform: Platform;
  originalPrice: number;
  sellingPrice: number;
  discountedPrice: number | null;
  finalPrice: number;
  totalEarnings: number;
  customerName: string | null;
  customerLocation: string | null;
  saleNotes: string | null;
}

export interface SalesAnalytics {
  totalRevenue: number;
  totalSales: number;
  averageSaleValue: number;
  salesByPlatform: { platform: Platform; count: number; totalEarnings: number }[];
  topProducts: { product: { id: string; name: string; brand: string }; salesCount: number; totalEarnings: number }[];
  revenueByDay?: { date: string; revenue: number; count: number }[];
}

export interface Settings {
  id?: string;
  logoUrl: string | null;
  brandUrl: string | null;
  businessName: string | null;
  businessAddress: string | null;
  businessEmail: string | null;
  tagline: string | null;
  description: string | null;
  businessPhone: string | null;
  businessTelephone: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
  whatsappNumber: string | null;
  viberNumber: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  twitterUrl: string | null;
  youtubeUrl: string | null;
  messengerUrl: string | null;
  updatedAt?: string;
}

export interface DashboardSummary {
  totalProducts: number;
  productsChangePercent: number;
  salesThisMonth: number;
  salesChangePercent: number;
  pendingReviews: number;
  newInquiries: number;
  recentActivity: {
    id: string;
    action: string;
    entityType: string;
    entityId: string | null;
    entityName: string | null;
    userName: string | null;
    createdAt: string;
  }[];
}

export type { UploadConfig };
export type UploadEntityType = 'product' | 'category';

/** An image chosen in the uploader, not yet sent (back-office.md §3 "Local image item before upload"). */
export interface LocalImage {
  localId: string;
  file: File;
  preview: string;
  alt: string;
  order: number;
}
export interface UploadedImage {
  id: string;
  url: string;
  cloudinaryId: string;
  alt: string;
  order: number;
}
