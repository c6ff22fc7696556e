import { Module } from '@nestjs/common';
import { SalesModule } from '../sales/sales.module';
import { TaxSettingsModule } from '../tax-settings/tax-settings.module';
import { StallController } from './stall.controller';
import { StallService } from './stall.service';

@Module({
  imports: [SalesModule, TaxSettingsModule],
  controllers: [StallController],
  providers: [StallService],
})
export class StallModule {}
