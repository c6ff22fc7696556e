import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Settings } from './settings.entity';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';
import { TaxSettingsModule } from '../tax-settings/tax-settings.module';

@Module({
  imports: [TypeOrmModule.forFeature([Settings]), TaxSettingsModule],
  controllers: [SettingsController],
  providers: [SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
