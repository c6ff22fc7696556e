import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../uploads/uploads.module';
import { CatalogCacheClearing } from '../catalog-cache/catalog-cache-clearing';
import { Category } from './category.entity';
import { CatalogIndexModule } from '../catalog-index/catalog-index.module';
import { CategoriesController } from './categories.controller';
import { CategoriesService } from './categories.service';

@Module({
  imports: [TypeOrmModule.forFeature([Category]), UploadsModule, CatalogIndexModule],
  controllers: [CategoriesController],
  providers: [CategoriesService, CatalogCacheClearing],
  exports: [CategoriesService],
})
export class CategoriesModule {}
