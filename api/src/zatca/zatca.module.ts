import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module';
import { TaxSettingsModule } from '../tax-settings/tax-settings.module';
import { ZatcaController } from './zatca.controller';
import { ZatcaOnboardingService } from './zatca-onboarding.service';
import { ZatcaReporterService } from './zatca-reporter.service';
import { ZatcaReportingStatusService } from './zatca-reporting-status.service';

@Module({
  imports: [InvoicesModule, TaxSettingsModule],
  controllers: [ZatcaController],
  providers: [ZatcaReporterService, ZatcaReportingStatusService, ZatcaOnboardingService],
  exports: [ZatcaReportingStatusService],
})
export class ZatcaModule {}
