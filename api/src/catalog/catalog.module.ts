import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { ProductsModule } from '../products/products.module';
import { SettingsModule } from '../settings/settings.module';
import { UploadsModule } from '../uploads/uploads.module';

/** The catalog in one import for the app module: categories, products, settings and their images. */
@Module({
  imports: [CategoriesModule, ProductsModule, SettingsModule, UploadsModule],
  exports: [CategoriesModule, ProductsModule, SettingsModule, UploadsModule],
})
export class CatalogModule {}
