import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { BackupsModule } from '../backups/backups.module';
import { CatalogIndexModule } from '../catalog-index/catalog-index.module';
import { ZatcaModule } from '../zatca/zatca.module';

@Module({ imports: [BackupsModule, CatalogIndexModule, ZatcaModule], controllers: [HealthController] })
export class HealthModule {}
