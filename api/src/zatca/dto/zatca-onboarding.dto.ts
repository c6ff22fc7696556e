import { ApiProperty } from '@nestjs/swagger';
import { IsIn, Matches } from 'class-validator';
import { ZATCA_ENVIRONMENTS, type ZatcaEnvironment } from '@shop/common';
import { NonBlankString } from '../../core/validation/field-rules';
import { Trim } from '../../core/validation/transforms';
import { ZATCA_DTO_MESSAGES as M } from '../zatca.messages';

const OTP = /^\d{6}$/;

/** Which of ZATCA's environments the shop onboards with. */
export class ZatcaEnvironmentDto {
  @ApiProperty({
    enum: ZATCA_ENVIRONMENTS,
    example: 'SIMULATION',
    description: 'Developer portal (to try), simulation (nothing counts) or production',
  })
  @IsIn(ZATCA_ENVIRONMENTS, { message: M.environment })
  environment!: ZatcaEnvironment;
}

/** The OTP from the Fatoora portal and the unit's details that go into the certificate request. */
export class ZatcaComplianceCsidDto {
  @ApiProperty({ example: '123345', description: 'Six digits, from fatoora.zatca.gov.sa ("Onboard new solution unit/device"), valid one hour' })
  @Matches(OTP, { message: M.otp })
  otp!: string;

  @ApiProperty({ example: 'Riyadh Branch', description: "The CSR's OU: the branch (a VAT group member: its 10-digit TIN)" })
  @Trim()
  @NonBlankString(M.branchName, 100, M.branchName)
  branchName!: string;

  @ApiProperty({ example: 'Retail of clothing', description: "The CSR's businessCategory: the shop's line of business" })
  @Trim()
  @NonBlankString(M.businessCategory, 100, M.businessCategory)
  businessCategory!: string;
}

/** A new OTP for renewing the production CSID. */
export class ZatcaRenewalDto {
  @ApiProperty({ example: '123345', description: 'Six digits, from the Fatoora portal ("Renew existing unit/device")' })
  @Matches(OTP, { message: M.otp })
  otp!: string;
}
