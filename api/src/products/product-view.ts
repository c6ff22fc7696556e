import type { Condition } from '@shop/common';

export interface ProductImageView {
  id: string;
  url: string;
  cloudinaryId: string;
  alt: string;
  order: number;
  isPrimary: boolean;
  width: number | null;
  height: number | null;
  srcset: string | null;
}

export interface ProductView {
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
  archived: boolean;
  /** Present only for callers holding productView. */
  originalPrice?: number;
  sellingPrice: number;
  discountedPrice: number | null;
  currency: string;
  categoryId: string;
  category: { id: string; name: string };
  images: ProductImageView[];
  createdAt: string;
  updatedAt: string;
}

export interface ProductRow {
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
  publicly_visible: boolean;
  archived: boolean;
  original_price: string;
  selling_price: string;
  discounted_price: string | null;
  currency: string;
  category_id: string;
  category_name: string;
  created_at: Date;
  updated_at: Date;
  images: ProductImageView[];
}

/** Builds the contract's product; the shop's cost (originalPrice) only for staff who may view products. */
export function toProductView(r: ProductRow, images: ProductImageView[], showCost: boolean): ProductView {
  return {
    id: r.id,
    name: r.name,
    brand: r.brand,
    description: r.description,
    condition: r.condition,
    material: r.material,
    subcategory: r.subcategory,
    sizes: r.sizes ?? [],
    colors: r.colors ?? [],
    tags: r.tags ?? [],
    featured: r.featured,
    publiclyVisible: r.publicly_visible,
    archived: r.archived,
    ...(showCost ? { originalPrice: Number(r.original_price) } : {}),
    sellingPrice: Number(r.selling_price),
    discountedPrice: r.discounted_price === null ? null : Number(r.discounted_price),
    currency: r.currency,
    categoryId: r.category_id,
    category: { id: r.category_id, name: r.category_name },
    images,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}
