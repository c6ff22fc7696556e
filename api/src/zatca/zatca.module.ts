import { Module } from '@nestjs/common';
import { ZatcaController } from './zatca.controller';
import { ZatcaReporterService } from './zatca-reporter.service';
import { ZatcaReportingStatusService } from './zatca-reporting-status.service';

@Module({
  controllers: [ZatcaController],
  providers: [ZatcaReporterService, ZatcaReportingStatusService],
  exports: [ZatcaReportingStatusService],
})
export class ZatcaModule {}
