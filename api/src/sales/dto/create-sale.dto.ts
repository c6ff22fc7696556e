import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PLATFORMS, PRODUCT_LIMITS, PRODUCT_MESSAGES, SALE_MESSAGES, SHOP_TIME_ZONE, type Platform } from '@shop/common';
import { MaxDecimals } from '../../core/decimals.validator';
import { Sent } from '../../core/optional-fields';
import { IsSaleDate } from '../sale-dates';
import { SALE_EXTRA_MESSAGES, SALE_TEXT_LIMITS } from '../sales.messages';

/** Optional free text: trimmed, and an empty field means "none". */
const optionalText = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));

const money = { allowNaN: false, allowInfinity: false } as const;
const CENTS = 2;

/** What staff send to record a sale. finalPrice and totalEarnings are not accepted: the server computes them. */
export class CreateSaleDto {
  @ApiProperty({ example: 'cm0abc123def456ghi789jkl0' })
  @IsNotEmpty({ message: SALE_MESSAGES.productRequired })
  @IsString({ message: SALE_MESSAGES.productRequired })
  productId: string;

  @ApiProperty({ description: `YYYY-MM-DD (that day in ${SHOP_TIME_ZONE}) or an ISO-8601 timestamp`, example: '2026-03-01' })
  @IsNotEmpty({ message: SALE_MESSAGES.saleDateRequired })
  @IsSaleDate({ message: SALE_EXTRA_MESSAGES.saleDateInvalid })
  saleDate: string;

  @ApiPropertyOptional({ enum: PLATFORMS, default: 'PHYSICAL_STORE' })
  @Sent()
  @IsIn(PLATFORMS, { message: SALE_MESSAGES.platformRequired })
  platform?: Platform;

  @ApiProperty({ example: 80 })
  @IsNumber(money, { message: SALE_MESSAGES.originalPricePositive })
  @MaxDecimals(CENTS, { message: SALE_EXTRA_MESSAGES.originalPriceDecimals })
  @Min(PRODUCT_LIMITS.priceMin, { message: SALE_MESSAGES.originalPricePositive })
  @Max(PRODUCT_LIMITS.priceMax, { message: PRODUCT_MESSAGES.originalPriceHigh })
  originalPrice: number;

  @ApiProperty({ example: 150 })
  @IsNumber(money, { message: SALE_MESSAGES.sellingPricePositive })
  @MaxDecimals(CENTS, { message: SALE_EXTRA_MESSAGES.sellingPriceDecimals })
  @Min(PRODUCT_LIMITS.priceMin, { message: SALE_MESSAGES.sellingPricePositive })
  @Max(PRODUCT_LIMITS.priceMax, { message: PRODUCT_MESSAGES.sellingPriceHigh })
  sellingPrice: number;

  @ApiPropertyOptional({ example: 120, nullable: true })
  @IsOptional()
  @IsNumber(money, { message: SALE_MESSAGES.discountedPricePositive })
  @MaxDecimals(CENTS, { message: SALE_EXTRA_MESSAGES.discountedPriceDecimals })
  @Min(PRODUCT_LIMITS.priceMin, { message: SALE_MESSAGES.discountedPricePositive })
  @Max(PRODUCT_LIMITS.priceMax, { message: PRODUCT_MESSAGES.discountedPriceHigh })
  discountedPrice?: number | null;

  @ApiPropertyOptional({ nullable: true })
  @optionalText()
  @IsOptional()
  @IsString({ message: SALE_EXTRA_MESSAGES.customerNameTooLong })
  @MaxLength(SALE_TEXT_LIMITS.customerName, { message: SALE_EXTRA_MESSAGES.customerNameTooLong })
  customerName?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @optionalText()
  @IsOptional()
  @IsString({ message: SALE_EXTRA_MESSAGES.customerLocationTooLong })
  @MaxLength(SALE_TEXT_LIMITS.customerLocation, { message: SALE_EXTRA_MESSAGES.customerLocationTooLong })
  customerLocation?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @optionalText()
  @IsOptional()
  @IsString({ message: SALE_EXTRA_MESSAGES.saleNotesTooLong })
  @MaxLength(SALE_TEXT_LIMITS.saleNotes, { message: SALE_EXTRA_MESSAGES.saleNotesTooLong })
  saleNotes?: string | null;
}
