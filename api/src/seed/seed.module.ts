import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { SeedService } from './seed.service';

/** The demo seed: a leaf that fills an empty catalogue at start-up; nothing else imports it. */
@Module({
  imports: [CatalogModule],
  providers: [SeedService],
  exports: [SeedService],
})
export class SeedModule {}
