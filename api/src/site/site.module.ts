import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { ListingModule } from '../listing/listing.module';
import { CATALOG_CENSUS, DatabaseCatalogCensus } from './build/catalog-census';
import { SiteController } from './site.controller';
import { SiteService } from './site.service';
import { PromotionClock } from './promotion-clock';

/** Serves the prebuilt storefront at / and keeps it fresh (see SiteService). */
@Module({
  imports: [ListingModule, CategoriesModule],
  controllers: [SiteController],
  providers: [SiteService, PromotionClock, { provide: CATALOG_CENSUS, useClass: DatabaseCatalogCensus }],
  exports: [SiteService],
})
export class SiteModule {}
