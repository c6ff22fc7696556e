import { Module } from '@nestjs/common';
import { CatalogIndexService } from './catalog-index.service';
import { CATALOG_SEARCH_ENGINE } from './catalog-search-engine';

/** The shoppers' read model; the products service asks it through CATALOG_SEARCH_ENGINE. */
@Module({
  providers: [CatalogIndexService, { provide: CATALOG_SEARCH_ENGINE, useExisting: CatalogIndexService }],
  exports: [CatalogIndexService, CATALOG_SEARCH_ENGINE],
})
export class CatalogIndexModule {}
