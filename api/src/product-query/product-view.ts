import type { ProductImageView, ProductView, StockSettings } from '@shop/common';
import { stockFields, type SizeCount } from '../stock/availability';

/**
 * A product row as the list and detail queries select it: the columns that pass through unchanged keep the
 * contract's names; the rest are snake_case, with prices as numeric strings.
 */
export type ProductRow = Pick<
  ProductView,
  | 'id'
  | 'name'
  | 'brand'
  | 'description'
  | 'nameAr'
  | 'descriptionAr'
  | 'condition'
  | 'material'
  | 'subcategory'
  | 'sizes'
  | 'colors'
  | 'tags'
  | 'featured'
  | 'archived'
  | 'currency'
  | 'images'
> & {
  original_price: string;
  selling_price: string;
  discounted_price: string | null;
  category_id: string;
  category_name: string;
  category_name_ar: string | null;
  created_at: Date;
  updated_at: Date;
  /** Per-size counts; null when the product's stock is not counted. */
  stock: SizeCount[] | null;
};

/**
 * Builds the contract's product; the shop's cost (originalPrice) and every stock count only for staff who may view
 * products (`showCost`).
 */
export function toProductView(r: ProductRow, images: ProductImageView[], showCost: boolean, stock: StockSettings): ProductView {
  return {
    id: r.id,
    name: r.name,
    brand: r.brand,
    description: r.description,
    nameAr: r.nameAr,
    descriptionAr: r.descriptionAr,
    condition: r.condition,
    material: r.material,
    subcategory: r.subcategory,
    sizes: r.sizes ?? [],
    colors: r.colors ?? [],
    tags: r.tags ?? [],
    featured: r.featured,
    publiclyVisible: !r.archived,
    archived: r.archived,
    ...(showCost ? { originalPrice: Number(r.original_price) } : {}),
    sellingPrice: Number(r.selling_price),
    discountedPrice: r.discounted_price === null ? null : Number(r.discounted_price),
    currency: r.currency,
    categoryId: r.category_id,
    category: { id: r.category_id, name: r.category_name, nameAr: r.category_name_ar },
    images,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    ...stockFields(r.sizes ?? [], r.stock, stock, showCost),
  };
}
