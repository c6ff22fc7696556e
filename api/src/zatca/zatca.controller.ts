import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/actor/auth-user';
import { CurrentUser } from '../core/http/decorators';
import { StaffAt } from '../core/http/staff-route.decorator';
import { ZatcaReportingStatusService } from './zatca-reporting-status.service';

@ApiTags('zatca')
@Controller('zatca')
export class ZatcaController {
  constructor(private readonly reporting: ZatcaReportingStatusService) {}

  @StaffAt(Get('reporting'), 'taxSettingsUpdate', {
    summary: "ZATCA reporting: documents waiting, the oldest one's age, and rejections with ZATCA's messages (owner only)",
    description: 'Each signed simplified document is reported to Fatoora within 24 hours, in chain order; a rejected one does not block the rest.',
  })
  status(@CurrentUser() user: AuthUser) {
    return this.reporting.status(user);
  }
}
