import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { STOCK_ADJUST_REASONS, STOCK_LIMITS, STOCK_MESSAGES as M, type StockAdjustReason } from '@shop/common';
import { Trim } from '../../core/validation/transforms';
import { StockNote } from './stock-note';

/** POST /products/{id}/stock/adjustments: one manual change of one size, with its reason. */
export class AdjustStockDto {
  @ApiPropertyOptional({ example: 'M', description: "One of the product's sizes; may be left out when the product has one size" })
  @Trim()
  @IsOptional()
  @IsString({ message: M.sizeUnknown })
  @IsNotEmpty({ message: M.sizeUnknown })
  @MaxLength(50, { message: M.sizeUnknown })
  size?: string;

  @ApiProperty({ enum: STOCK_ADJUST_REASONS })
  @IsIn(STOCK_ADJUST_REASONS, { message: M.reasonInvalid })
  reason: StockAdjustReason;

  @ApiProperty({
    example: 2,
    minimum: 0,
    maximum: STOCK_LIMITS.quantityMax,
    description: 'RECEIVED and RETURNED add this many pieces, DAMAGED removes them (at least 1); COUNTED sets on hand to it (0 or more)',
  })
  @IsInt({ message: M.onHandInvalid })
  @Min(0, { message: M.onHandInvalid })
  @Max(STOCK_LIMITS.quantityMax, { message: M.quantityTooHigh })
  quantity: number;

  @StockNote()
  note?: string | null;
}
