import type { CreateProductDto } from './dto/product.dto';
import type { Product } from './product.entity';
import { type PriceSet, uniqueValues } from './product-rules';

/**
 * A product's stored fields from the product form's fields: the one mapping from CreateProductDto to the products
 * row, used by the product form's create (ProductsService) and by the spreadsheet import, so both store a product
 * alike. Prices come checked by the caller (each has its own price checks); lists are trimmed and deduplicated;
 * publiclyVisible false is the archived state.
 */
export function productRow(dto: CreateProductDto, prices: PriceSet) {
  return {
    name: dto.name,
    brand: dto.brand,
    categoryId: dto.categoryId,
    subcategory: dto.subcategory ?? null,
    condition: dto.condition,
    ...prices,
    description: dto.description ?? null,
    nameAr: dto.nameAr ?? null,
    descriptionAr: dto.descriptionAr ?? null,
    sizes: uniqueValues(dto.sizes),
    colors: uniqueValues(dto.colors),
    material: dto.material ?? null,
    tags: uniqueValues(dto.tags ?? []),
    featured: dto.featured ?? false,
    archived: dto.publiclyVisible === false,
  } satisfies Partial<Product>;
}
