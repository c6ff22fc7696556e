import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TaxSettingsRow } from './tax-settings.entity';
import { TaxSettingsService } from './tax-settings.service';

@Module({
  imports: [TypeOrmModule.forFeature([TaxSettingsRow])],
  providers: [TaxSettingsService],
  exports: [TaxSettingsService],
})
export class TaxSettingsModule {}
