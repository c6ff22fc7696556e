import { Module } from '@nestjs/common';
import { ActivityModule } from './activity/activity.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { SalesModule } from './sales/sales.module';
import { VatThresholdModule } from './vat-threshold/vat-threshold.module';
import { StaffModule } from './staff/staff.module';
import { AuthModule } from './auth/auth.module';
import { ConfigModule } from './config/config.module';
import { CoreModule } from './core/cluster/core.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { UploadsModule } from './uploads/uploads.module';
import { CatalogModule } from './catalog/catalog.module';
import { SeedModule } from './seed/seed.module';
import { UsersModule } from './users/users.module';
import { SiteModule } from './site/site.module';
import { BackupsModule } from './backups/backups.module';

import { CatalogSheetsModule } from './catalog-sheets/catalog-sheets.module';

import { OrdersModule } from './orders/orders.module';
import { StallModule } from './stall/stall.module';
import { PromotionsModule } from './promotions/promotions.module';
import { ZatcaModule } from './zatca/zatca.module';

@Module({
  imports: [
    ConfigModule,
    CoreModule,
    DatabaseModule,
    UsersModule,
    AuthModule,
    HealthModule,
    UploadsModule,
    CatalogModule,
    CatalogSheetsModule,
    ActivityModule,
    SalesModule,
    VatThresholdModule,

    OrdersModule,
    StallModule,
    PromotionsModule,
    ZatcaModule,
    DashboardModule,
    StaffModule,
    SiteModule,
    SeedModule,
    BackupsModule,
  ],
})
export class AppModule {}
