import { Injectable } from '@nestjs/common';
import { CategoriesService } from '../categories/categories.service';
import { parseProductQuery } from '../products/product-query';
import { ProductsService } from '../products/products.service';

/** What a shopper can see right now, counted in the database: the size a storefront build is expected to have. */
export interface CatalogCounts {
  products: number;
  categories: number;
}

export interface CatalogCensus {
  count(): Promise<CatalogCounts>;
}

export const CATALOG_CENSUS = Symbol('CATALOG_CENSUS');

/** Counts through the same services the storefront's build reads, so "public" means the same thing in both. */
@Injectable()
export class DatabaseCatalogCensus implements CatalogCensus {
  constructor(
    private readonly products: ProductsService,
    private readonly categories: CategoriesService,
  ) {}

  async count(): Promise<CatalogCounts> {
    const [list, categories] = await Promise.all([
      this.products.list(parseProductQuery({ publiclyVisible: 'true', limit: '1', page: '1' }, false), false),
      this.categories.listPublic(),
    ]);
    return { products: list.pagination.total, categories: categories.length };
  }
}
