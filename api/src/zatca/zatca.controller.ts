import { Body, Controller, Get, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/actor/auth-user';
import { CurrentUser } from '../core/http/decorators';
import { StaffAt } from '../core/http/staff-route.decorator';
import { ZatcaComplianceCsidDto, ZatcaEnvironmentDto, ZatcaRenewalDto } from './dto/zatca-onboarding.dto';
import { ZatcaOnboardingService } from './zatca-onboarding.service';
import { ZatcaReportingStatusService } from './zatca-reporting-status.service';

const FAILS = "A failed step answers 409 with what to fix and ZATCA's messages; its state is kept (GET /zatca/onboarding).";

@ApiTags('zatca')
@Controller('zatca')
export class ZatcaController {
  constructor(
    private readonly reporting: ZatcaReportingStatusService,
    private readonly onboarding: ZatcaOnboardingService,
  ) {}

  @StaffAt(Get('reporting'), 'taxSettingsUpdate', {
    summary: "ZATCA reporting: documents waiting, the oldest one's age, and rejections with ZATCA's messages (owner only)",
    description: 'Each signed simplified document is reported to Fatoora within 24 hours, in chain order; a rejected one does not block the rest.',
  })
  status(@CurrentUser() user: AuthUser) {
    return this.reporting.status(user);
  }

  @StaffAt(Get('onboarding'), 'taxSettingsUpdate', {
    summary: "ZATCA onboarding: the environment, each step's state and ZATCA's answer, the signing certificate (owner only)",
    description: 'Never answers a token, a secret or the key.',
  })
  onboardingStatus(@CurrentUser() user: AuthUser) {
    return this.onboarding.status(user);
  }

  @StaffAt(Put('onboarding/environment'), 'taxSettingsUpdate', {
    summary: 'Choose the Fatoora environment: developer portal, simulation or production (owner only)',
    description: 'Choosing another one starts onboarding again (its CSIDs belong to the environment left).',
  })
  environment(@CurrentUser() user: AuthUser, @Body() dto: ZatcaEnvironmentDto) {
    return this.onboarding.chooseEnvironment(user, dto.environment);
  }

  @StaffAt(Post('onboarding/compliance-csid'), 'taxSettingsUpdate', {
    summary: "Step 1: the OTP from the Fatoora portal → the compliance CSID, for a CSR with ZATCA's fields made from the shop's key",
    description: FAILS,
  })
  complianceCsid(@CurrentUser() user: AuthUser, @Body() dto: ZatcaComplianceCsidDto) {
    return this.onboarding.complianceCsid(user, dto);
  }

  @StaffAt(Post('onboarding/compliance-checks'), 'taxSettingsUpdate', {
    summary: "Step 2: ZATCA's compliance checks of a sample simplified invoice, credit note and debit note signed with the compliance CSID",
    description: FAILS,
  })
  complianceChecks(@CurrentUser() user: AuthUser) {
    return this.onboarding.complianceChecks(user);
  }

  @StaffAt(Post('onboarding/production-csid'), 'taxSettingsUpdate', {
    summary: 'Step 3: the production CSID; it signs every document from now on and reporting uses it',
    description: FAILS,
  })
  productionCsid(@CurrentUser() user: AuthUser) {
    return this.onboarding.productionCsid(user);
  }

  @StaffAt(Post('onboarding/renewal'), 'taxSettingsUpdate', {
    summary: 'Renew the production CSID with a new OTP (same key: the invoice chain runs on)',
    description: FAILS,
  })
  renewal(@CurrentUser() user: AuthUser, @Body() dto: ZatcaRenewalDto) {
    return this.onboarding.renew(user, dto.otp);
  }
}
