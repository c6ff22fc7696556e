import type { Condition } from '@shop/common';

export interface ProductImage {
  id: string;
  url: string;
  alt?: string | null;
  order: number;
  isPrimary?: boolean;
  width?: number | null;
  height?: number | null;
  /** "url 320w, url 640w" when the image driver made resized variants. */
  srcset?: string | null;
}

export interface Product {
  id: string;
  name: string;
  brand: string;
  description?: string | null;
  condition: Condition | string;
  material?: string | null;
  subcategory?: string | null;
  sizes: string[];
  colors: string[];
  tags: string[];
  featured: boolean;
  publiclyVisible?: boolean;
  sellingPrice: number;
  discountedPrice?: number | null;
  currency: string;
  categoryId: string;
  category?: { id: string; name: string } | null;
  images: ProductImage[];
  createdAt?: string;
  updatedAt?: string;
}

export interface Category {
  id: string;
  name: string;
  description?: string | null;
  image?: string | null;
  sortOrder?: number;
  publiclyVisible?: boolean;
  updatedAt?: string;
  _count?: { products: number };
}

export interface BusinessSettings {
  businessName: string;
  description: string;
  address: string;
  email: string;
  phone: string;
  facebook: string | null;
  instagram: string | null;
  whatsapp: string | null;
  messengerUrl: string | null;
  logoUrl: string | null;
  tagline: string;
}

export interface Pagination {
  total: number;
  totalPages: number;
  page: number;
  limit: number;
}

export interface Facets {
  brands: { value: string; count: number }[];
  conditions: { value: string; count: number }[];
  price: { min: number; max: number };
}

export interface ProductList {
  products: Product[];
  pagination: Pagination;
  facets?: Facets;
}
