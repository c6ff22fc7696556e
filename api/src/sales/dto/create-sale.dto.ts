import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  PLATFORMS,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES,
  SALE_MESSAGES,
  SHOP_TIME_ZONE,
  STOCK_LIMITS,
  STOCK_MESSAGES,
  type Platform,
} from '@shop/common';
import { MaxDecimals } from '../../core/validation/decimals.validator';
import { OptionalText, rules } from '../../core/validation/field-rules';
import { Sent } from '../../core/validation/optional-fields';
import { Trim } from '../../core/validation/transforms';
import { IsSaleDate } from '../sale-dates';
import { SALE_EXTRA_MESSAGES, SALE_TEXT_LIMITS } from '../sales.messages';

const money = { allowNaN: false, allowInfinity: false } as const;
const CENTS = 2;

/** A price per piece: a number above zero with at most two decimals, within the product price limit. */
const Price = (positive: string, decimals: string, high: string) =>
  rules(
    IsNumber(money, { message: positive }),
    MaxDecimals(CENTS, { message: decimals }),
    Min(PRODUCT_LIMITS.priceMin, { message: positive }),
    Max(PRODUCT_LIMITS.priceMax, { message: high }),
  );

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
  @Price(SALE_MESSAGES.originalPricePositive, SALE_EXTRA_MESSAGES.originalPriceDecimals, PRODUCT_MESSAGES.originalPriceHigh)
  originalPrice: number;

  @ApiProperty({ example: 150 })
  @Price(SALE_MESSAGES.sellingPricePositive, SALE_EXTRA_MESSAGES.sellingPriceDecimals, PRODUCT_MESSAGES.sellingPriceHigh)
  sellingPrice: number;

  @ApiPropertyOptional({ example: 120, nullable: true })
  @IsOptional()
  @Price(SALE_MESSAGES.discountedPricePositive, SALE_EXTRA_MESSAGES.discountedPriceDecimals, PRODUCT_MESSAGES.discountedPriceHigh)
  discountedPrice?: number | null;

  @ApiPropertyOptional({ nullable: true })
  @OptionalText(SALE_TEXT_LIMITS.customerName, SALE_EXTRA_MESSAGES.customerNameTooLong)
  customerName?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @OptionalText(SALE_TEXT_LIMITS.customerLocation, SALE_EXTRA_MESSAGES.customerLocationTooLong)
  customerLocation?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @OptionalText(SALE_TEXT_LIMITS.saleNotes, SALE_EXTRA_MESSAGES.saleNotesTooLong)
  saleNotes?: string | null;

  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: STOCK_LIMITS.quantityMax, description: 'Pieces sold; prices are per piece' })
  @Sent()
  @IsInt({ message: STOCK_MESSAGES.quantityInvalid })
  @Min(1, { message: STOCK_MESSAGES.quantityInvalid })
  @Max(STOCK_LIMITS.quantityMax, { message: STOCK_MESSAGES.quantityTooHigh })
  quantity?: number;

  @ApiPropertyOptional({
    nullable: true,
    example: 'M',
    description:
      "One of the product's sizes. Required when the product's stock is counted in several sizes; a counted product with one size defaults to it.",
  })
  @Trim()
  @IsOptional()
  @IsString({ message: STOCK_MESSAGES.sizeUnknown })
  @IsNotEmpty({ message: STOCK_MESSAGES.sizeUnknown })
  @MaxLength(50, { message: STOCK_MESSAGES.sizeUnknown })
  size?: string | null;

  @ApiPropertyOptional({
    default: false,
    description:
      'true records the sale even when more is sold than is on hand (the rest is kept as an oversell); otherwise that answers 409 with what is left',
  })
  @Sent()
  @IsBoolean({ message: STOCK_MESSAGES.oversellInvalid })
  oversell?: boolean;
}
