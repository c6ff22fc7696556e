import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { StaffAt } from '../core/http/staff-route.decorator';
import { VatThresholdService } from './vat-threshold.service';

@ApiTags('tax')
@Controller('tax')
export class VatThresholdController {
  constructor(private readonly threshold: VatThresholdService) {}

  @StaffAt(Get('threshold'), 'dashboardAccess', {
    summary: "The last 12 months' sales against the VAT registration thresholds",
    description: 'level: below, may (above SAR 187,500: voluntary) or must (above SAR 375,000: mandatory), with the figures',
  })
  status() {
    return this.threshold.status();
  }
}
