import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  type DiscountLicenceRequest,
  ORDER_LIMITS,
  PROMOTION_CODE_PATTERN,
  PROMOTION_KINDS,
  PROMOTION_LIMITS,
  PROMOTION_MESSAGES as M,
  PROMOTION_TARGETS,
  type PromotionCheckRequest,
  type PromotionKind,
  type PromotionRequest,
  type PromotionTarget,
} from '@shop/common';
import { NonBlankString, OptionalText, rules } from '../../core/validation/field-rules';
import { Sent } from '../../core/validation/optional-fields';
import { IsCalendarDay } from '../../sales/sale-dates';
import { MaxDecimals } from '../../core/validation/decimals.validator';

const L = PROMOTION_LIMITS;

export class CodeBatchDto {
  @ApiProperty({ example: 'NOURA' })
  @rules(IsString({ message: M.batchInvalid }), Matches(/^[A-Za-z0-9]{1,16}$/, { message: M.batchInvalid }))
  prefix: string;

  @ApiProperty({ minimum: 1, maximum: L.batchMax })
  @rules(IsInt({ message: M.batchInvalid }), Min(1, { message: M.batchInvalid }), Max(L.batchMax, { message: M.batchInvalid }))
  count: number;
}

/** A promotion as staff save it (create and replace). */
export class PromotionDto implements PromotionRequest {
  @ApiProperty({ example: 'White Friday' })
  @NonBlankString(M.nameRequired, L.nameMax, M.nameRequired)
  name: string;

  @ApiPropertyOptional({ nullable: true, example: 'الجمعة البيضاء' })
  @OptionalText(L.nameMax, M.nameRequired)
  nameAr?: string | null;

  @ApiProperty({ enum: PROMOTION_KINDS })
  @IsIn(PROMOTION_KINDS, { message: M.kindInvalid })
  kind: PromotionKind;

  @ApiProperty({ example: 10, description: 'Percent (1–100) for PERCENT, SAR for the fixed kinds' })
  @rules(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.valueInvalid }),
    MaxDecimals(2, { message: M.valueInvalid }),
    Min(0.01, { message: M.valueInvalid }),
    Max(1_000_000, { message: M.valueInvalid }),
  )
  value: number;

  @ApiProperty({ enum: PROMOTION_TARGETS })
  @IsIn(PROMOTION_TARGETS, { message: M.appliesToInvalid })
  appliesTo: PromotionTarget;

  @ApiPropertyOptional({ type: [String], description: 'Category ids, product ids or brand names (empty for ORDER)' })
  @IsOptional()
  @rules(
    IsArray({ message: M.targetsInvalid }),
    ArrayMaxSize(L.targetsMax, { message: M.targetsInvalid }),
    IsString({ each: true, message: M.targetsInvalid }),
    MaxLength(100, { each: true, message: M.targetsInvalid }),
  )
  targets?: string[];

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @rules(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.minimumInvalid }),
    MaxDecimals(2, { message: M.minimumInvalid }),
    Min(0, { message: M.minimumInvalid }),
    Max(10_000_000, { message: M.minimumInvalid }),
  )
  minimumTotal?: number;

  @ApiProperty({ example: '2026-11-27T00:00:00+03:00', description: 'An instant; the back office sends shop time (Asia/Riyadh, +03:00)' })
  @rules(IsString({ message: M.datesInvalid }), IsISO8601({ strict: true }, { message: M.datesInvalid }))
  startsAt: string;

  @ApiProperty({ example: '2026-11-30T00:00:00+03:00' })
  @rules(IsString({ message: M.datesInvalid }), IsISO8601({ strict: true }, { message: M.datesInvalid }))
  endsAt: string;

  @ApiPropertyOptional({ type: [String], description: 'Codes (any case; stored upper case); none: an automatic promotion' })
  @IsOptional()
  @rules(
    IsArray({ message: M.codeInvalid }),
    ArrayMaxSize(L.codesMax, { message: M.codeInvalid }),
    IsString({ each: true, message: M.codeInvalid }),
    Matches(PROMOTION_CODE_PATTERN, { each: true, message: M.codeInvalid }),
  )
  codes?: string[];

  @ApiPropertyOptional({ type: CodeBatchDto, nullable: true })
  @IsOptional()
  @rules(
    IsObject({ message: M.batchInvalid }),
    ValidateNested(),
    Type(() => CodeBatchDto),
  )
  generate?: CodeBatchDto | null;

  @ApiPropertyOptional({ nullable: true, description: 'Recorded orders the promotion may be used on, all codes together' })
  @IsOptional()
  @rules(IsInt({ message: M.usageLimitInvalid }), Min(1, { message: M.usageLimitInvalid }), Max(10_000_000, { message: M.usageLimitInvalid }))
  usageLimit?: number | null;

  @ApiPropertyOptional({ nullable: true, description: 'The most pieces one order may have discounted' })
  @IsOptional()
  @rules(
    IsInt({ message: M.perOrderLimitInvalid }),
    Min(1, { message: M.perOrderLimitInvalid }),
    Max(ORDER_LIMITS.linesMax * ORDER_LIMITS.quantityMax, { message: M.perOrderLimitInvalid }),
  )
  perOrderLimit?: number | null;

  @ApiPropertyOptional({ default: false, description: 'Save despite the warnings a previous answer listed' })
  @Sent()
  @IsBoolean({ message: M.warnings })
  acknowledgeWarnings?: boolean;
}

class CheckLineDto {
  @rules(IsString({ message: M.codeRefused }), MaxLength(25, { message: M.codeRefused }))
  productId: string;

  @rules(IsInt({ message: M.codeRefused }), Min(1, { message: M.codeRefused }), Max(ORDER_LIMITS.quantityMax, { message: M.codeRefused }))
  quantity: number;
}

/** The cart's anonymous check of a code. */
export class PromotionCheckDto implements PromotionCheckRequest {
  @ApiProperty({ example: 'WHITEFRIDAY' })
  @rules(IsString({ message: M.codeRefused }), MaxLength(64, { message: M.codeRefused }))
  code: string;

  @ApiPropertyOptional({ description: "The cart's lines, so the answer says the discount" })
  @IsOptional()
  @rules(
    IsArray({ message: M.codeRefused }),
    ArrayMaxSize(ORDER_LIMITS.linesMax, { message: M.codeRefused }),
    ValidateNested({ each: true }),
    Type(() => CheckLineDto),
  )
  lines?: CheckLineDto[];
}

export class DiscountLicenceDto implements DiscountLicenceRequest {
  @ApiProperty({ example: '123456' })
  @NonBlankString(M.licenceNumberRequired, 64, M.licenceNumberRequired)
  number: string;

  @ApiPropertyOptional({ nullable: true })
  @OptionalText(2000, M.licenceUrlInvalid)
  @rules(IsOptional(), Matches(/^https:\/\/\S+$/, { message: M.licenceUrlInvalid }))
  url?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @OptionalText(2000, M.licenceUrlInvalid)
  @rules(IsOptional(), Matches(/^https:\/\/\S+$/, { message: M.licenceUrlInvalid }))
  barcodeUrl?: string | null;

  @ApiProperty({ example: '2026-11-20' })
  @IsCalendarDay({ message: M.licenceDatesInvalid })
  validFrom: string;

  @ApiProperty({ example: '2026-12-05' })
  @IsCalendarDay({ message: M.licenceDatesInvalid })
  validTo: string;

  @ApiProperty({ example: 10 })
  @rules(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.licenceRangeInvalid }),
    Min(0, { message: M.licenceRangeInvalid }),
    Max(100, { message: M.licenceRangeInvalid }),
  )
  minPercent: number;

  @ApiProperty({ example: 50 })
  @rules(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.licenceRangeInvalid }),
    Min(0, { message: M.licenceRangeInvalid }),
    Max(100, { message: M.licenceRangeInvalid }),
  )
  maxPercent: number;
}
