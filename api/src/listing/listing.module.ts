import { Module } from '@nestjs/common';
import { CatalogCacheClearing } from '../catalog-cache/catalog-cache-clearing';
import { ListingService } from './listing.service';

@Module({
  providers: [ListingService, CatalogCacheClearing],
  exports: [ListingService],
})
export class ListingModule {}
