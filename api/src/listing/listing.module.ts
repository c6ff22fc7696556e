import { Module } from '@nestjs/common';
import { CatalogCacheClearing } from '../catalog-cache/catalog-cache-clearing';
import { ListingService } from './listing.service';
import { CatalogIndexModule } from '../catalog-index/catalog-index.module';

@Module({
  imports: [CatalogIndexModule],
  providers: [ListingService, CatalogCacheClearing],
  exports: [ListingService],
})
export class ListingModule {}
