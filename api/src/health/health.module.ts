import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { BackupsModule } from '../backups/backups.module';
import { CatalogIndexModule } from '../catalog-index/catalog-index.module';

@Module({ imports: [BackupsModule, CatalogIndexModule], controllers: [HealthController] })
export class HealthModule {}
