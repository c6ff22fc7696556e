import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { ProductsModule } from '../products/products.module';
import { SettingsModule } from '../settings/settings.module';
import { UploadsModule } from '../uploads/uploads.module';
import { SeedService } from './seed.service';

/** The catalog in one import for the app module: categories, products, settings and the demo seed. */
@Module({
  imports: [CategoriesModule, ProductsModule, SettingsModule, UploadsModule],
  providers: [SeedService],
  exports: [SeedService, CategoriesModule, ProductsModule, SettingsModule],
})
export class CatalogModule {}
