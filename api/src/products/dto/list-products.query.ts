import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { AVAILABILITIES, CONDITIONS, DEFAULT_PAGE_SIZE, MAX_LIST_LIMIT, PRODUCT_SORT_FIELDS } from '@shop/common';

/**
 * GET /products query keys. Every key is optional and an empty value counts as not sent.
 * The values are checked by parseProductQuery (product-query.ts), which answers 400 naming the key.
 */
export class ListProductsQuery {
  @ApiPropertyOptional({ type: 'string',  enum: ['true', 'false'] }) @Allow() featured?: unknown;

  @ApiPropertyOptional({ type: 'string', 
    enum: ['true', 'false'],
    description: 'Staff only: true = publicly visible (not archived); false = archived. Shoppers always get public products only.',
  })
  @Allow()
  publiclyVisible?: unknown;

  @ApiPropertyOptional({ type: 'string',  enum: ['true', 'false'], description: 'Staff only: filter on the archived state (the opposite of publiclyVisible)' })
  @Allow()
  archived?: unknown;

  @ApiPropertyOptional({ type: 'integer', 
    default: DEFAULT_PAGE_SIZE,
    minimum: 1,
    description: `Page size. A whole number of at least 1; values above ${MAX_LIST_LIMIT} are capped at ${MAX_LIST_LIMIT} (pagination.limit shows the limit used). 0, negative or non-numeric values answer 400.`,
  })
  @Allow()
  limit?: unknown;

  @ApiPropertyOptional({ type: 'integer',  default: 1, minimum: 1, description: 'A page past the end answers an empty list with the real total' })
  @Allow()
  page?: unknown;

  @ApiPropertyOptional({ type: 'string',  description: 'Category id' }) @Allow() category?: unknown;

  @ApiPropertyOptional({ type: 'string', 
    maxLength: 200,
    description:
      'Up to 6 words matched case-insensitively in name, brand, description and tags; every word must match, a misspelt word matches its closest catalog words (trigram similarity). Ranked: name matches first. Special characters are plain text.',
  })
  @Allow()
  search?: unknown;

  @ApiPropertyOptional({ type: 'string',  description: 'Brand name, case-insensitive; several comma-separated' }) @Allow() brand?: unknown;

  @ApiPropertyOptional({ type: 'string',  enum: CONDITIONS, description: 'Several comma-separated allowed' }) @Allow() condition?: unknown;

  @ApiPropertyOptional({ type: 'number',  description: 'Effective price (discounted when above 0, else selling) at least this' }) @Allow() minPrice?: unknown;

  @ApiPropertyOptional({ type: 'number',  description: 'Effective price at most this' }) @Allow() maxPrice?: unknown;

  @ApiPropertyOptional({ type: 'string',  enum: PRODUCT_SORT_FIELDS, description: 'Default: relevance when searching, else createdAt' })
  @Allow()
  sortBy?: unknown;

  @ApiPropertyOptional({ type: 'string',  enum: ['asc', 'desc'], description: 'Default: desc for createdAt and relevance, asc otherwise' })
  @Allow()
  sortOrder?: unknown;

  @ApiPropertyOptional({ type: 'string', 
    enum: ['true', 'false'],
    description: 'Adds data.facets: brands and conditions with counts, and the price min/max. Each facet ignores its own filter, so it lists the alternatives.',
  })
  @Allow()
  facets?: unknown;

  @ApiPropertyOptional({ type: 'string',
    enum: AVAILABILITIES,
    description: 'Only products of this availability: SOLD_OUT (counted, none left), LOW_STOCK (counted, 1 up to the low-stock threshold), IN_STOCK (above it, or not counted)',
  })
  @Allow()
  stock?: unknown;
}
