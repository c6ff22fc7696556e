import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { PRODUCT_LIMITS, STALL_PAYMENTS, type StallBasket, type StallBasketLine, type StallPayment } from '@shop/common';
import { STALL_MAX_LINES, STALL_MAX_QUANTITY, STALL_MESSAGES } from '../stall.messages';
import { MaxDecimals } from '../../core/validation/decimals.validator';

export class StallLineDto implements StallBasketLine {
  @ApiProperty()
  @IsString({ message: STALL_MESSAGES.productRequired })
  @MaxLength(40, { message: STALL_MESSAGES.productRequired })
  productId: string;

  @ApiProperty({ nullable: true, description: 'The size sold; null for a product without sizes' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  size: string | null;

  @ApiProperty()
  @IsInt({ message: STALL_MESSAGES.quantityInvalid })
  @Min(1, { message: STALL_MESSAGES.quantityInvalid })
  @Max(STALL_MAX_QUANTITY, { message: STALL_MESSAGES.quantityInvalid })
  quantity: number;

  @ApiProperty({ description: "SAR per piece: the shop's price (discounted when it has one)" })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: STALL_MESSAGES.unitPriceInvalid })
  @MaxDecimals(2, { message: STALL_MESSAGES.unitPriceInvalid })
  @Min(PRODUCT_LIMITS.priceMin, { message: STALL_MESSAGES.unitPriceInvalid })
  @Max(PRODUCT_LIMITS.priceMax, { message: STALL_MESSAGES.unitPriceInvalid })
  unitPrice: number;
}

/** A basket from the stall's phone: its id is the idempotency key, madeAt the stall time. */
export class StallBasketDto implements StallBasket {
  @ApiProperty({ description: 'Made on the phone; a retry with the same id records nothing more' })
  @IsUUID('all', { message: STALL_MESSAGES.idInvalid })
  id: string;

  @ApiProperty({ description: 'The stall time, ISO 8601 with an offset' })
  @IsISO8601({ strict: true }, { message: STALL_MESSAGES.madeAtInvalid })
  madeAt: string;

  @ApiProperty({ enum: STALL_PAYMENTS })
  @IsIn(STALL_PAYMENTS, { message: STALL_MESSAGES.paymentInvalid })
  payment: StallPayment;

  @ApiProperty({ type: [StallLineDto] })
  @IsArray({ message: STALL_MESSAGES.linesRequired })
  @ArrayMinSize(1, { message: STALL_MESSAGES.linesRequired })
  @ArrayMaxSize(STALL_MAX_LINES, { message: STALL_MESSAGES.linesRequired })
  @ValidateNested({ each: true })
  @Type(() => StallLineDto)
  lines: StallLineDto[];
}
