import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { AVAILABILITIES, CONDITIONS, DEFAULT_PAGE_SIZE, MAX_LIST_LIMIT, PRODUCT_SORT_FIELDS, SIZE_FILTER_LIMITS } from '@shop/common';

/** A documented query key that reaches the query object as sent (parseProductQuery checks it). */
const QueryKey = (doc: ApiPropertyOptions) => applyDecorators(ApiPropertyOptional(doc), Allow());

/**
 * GET /products query keys. Every key is optional and an empty value counts as not sent.
 * The values are checked by parseProductQuery (product-query.ts), which answers 400 naming the key.
 */
export class ListProductsQuery {
  @QueryKey({ type: 'string', enum: ['true', 'false'] }) featured?: unknown;

  @QueryKey({
    type: 'string',
    enum: ['true', 'false'],
    description: 'Staff only: true = publicly visible (not archived); false = archived. Shoppers always get public products only.',
  })
  publiclyVisible?: unknown;

  @QueryKey({ type: 'string', enum: ['true', 'false'], description: 'Staff only: filter on the archived state (the opposite of publiclyVisible)' })
  archived?: unknown;

  @QueryKey({
    type: 'integer',
    default: DEFAULT_PAGE_SIZE,
    minimum: 1,
    description: `Page size. A whole number of at least 1; values above ${MAX_LIST_LIMIT} are capped at ${MAX_LIST_LIMIT} (pagination.limit shows the limit used). 0, negative or non-numeric values answer 400.`,
  })
  limit?: unknown;

  @QueryKey({ type: 'integer', default: 1, minimum: 1, description: 'A page past the end answers an empty list with the real total' })
  page?: unknown;

  @QueryKey({ type: 'string', description: 'Category id' }) category?: unknown;

  @QueryKey({
    type: 'string',
    maxLength: 200,
    description:
      'Up to 6 words matched case-insensitively in name, brand, description, tags and the Arabic name and description; every word must match, a misspelt word matches its closest catalog words (trigram similarity). Arabic is folded on both sides (alef and hamza forms, taa marbuta, alef maksura; diacritics and tatweel ignored). Ranked: name matches (English or Arabic) first. Special characters are plain text.',
  })
  search?: unknown;

  @QueryKey({ type: 'string', description: 'Brand name, case-insensitive; several comma-separated' }) brand?: unknown;

  @QueryKey({ type: 'string', enum: CONDITIONS, description: 'Several comma-separated allowed' }) condition?: unknown;

  @QueryKey({ type: 'number', description: 'Effective price (discounted when above 0, else selling) at least this' }) minPrice?: unknown;

  @QueryKey({ type: 'number', description: 'Effective price at most this' }) maxPrice?: unknown;

  @QueryKey({ type: 'string', enum: PRODUCT_SORT_FIELDS, description: 'Default: relevance when searching, else createdAt' })
  sortBy?: unknown;

  @QueryKey({ type: 'string', enum: ['asc', 'desc'], description: 'Default: desc for createdAt and relevance, asc otherwise' })
  sortOrder?: unknown;

  @QueryKey({
    type: 'string',
    enum: ['true', 'false'],
    description:
      'Adds data.facets: brands, conditions and sizes in stock with counts, and the price min/max. Each facet ignores its own filter, so it lists the alternatives.',
  })
  facets?: unknown;

  @QueryKey({
    type: 'string',
    enum: AVAILABILITIES,
    description:
      'Only products of this availability: SOLD_OUT (counted, none left), LOW_STOCK (counted, 1 up to the low-stock threshold), IN_STOCK (above it, or not counted)',
  })
  stock?: unknown;

  @QueryKey({
    type: 'array',
    items: { type: 'string', maxLength: SIZE_FILTER_LIMITS.sizeMax },
    maxItems: SIZE_FILTER_LIMITS.sizesMax,
    description:
      'Only products with this size in stock; repeat the key for several (size=42&size=43: any of them). A size is matched exactly as listed (never split on commas). In stock: a counted size with pieces left, or any listed size of a product whose stock is not counted. With facets=true, data.facets.sizes counts the products per size in stock under the other filters (not this one).',
  })
  size?: unknown;
}
