import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { STOCK_LIMITS, STOCK_MESSAGES as M } from '@shop/common';
import { Trim } from '../../core/validation/transforms';
import { StockNote } from './stock-note';

const SIZES_MAX = 50;

export class SizeCountDto {
  @ApiProperty({ example: 'M' })
  @Trim()
  @IsString({ message: M.sizeUnknown })
  @IsNotEmpty({ message: M.sizeUnknown })
  @MaxLength(50, { message: M.sizeUnknown })
  size: string;

  @ApiProperty({ example: 1, minimum: 0, maximum: STOCK_LIMITS.quantityMax })
  @IsInt({ message: M.onHandInvalid })
  @Min(0, { message: M.onHandInvalid })
  @Max(STOCK_LIMITS.quantityMax, { message: M.onHandTooHigh })
  onHand: number;
}

/** PUT /products/{id}/stock: start, change or stop counting a product's stock. */
export class SetStockDto {
  @ApiProperty({ description: "true: count this product per size (sizes gives every size's count); false: stop counting it" })
  @IsBoolean({ message: M.trackedInvalid })
  tracked: boolean;

  @ApiPropertyOptional({
    type: [SizeCountDto],
    description: 'Required when tracked: every size of the product once, with the count on hand (whole number, 0 or more)',
  })
  @IsOptional()
  @IsArray({ message: M.sizesIncomplete })
  @ArrayMaxSize(SIZES_MAX, { message: M.sizesIncomplete })
  @ValidateNested({ each: true })
  @Type(() => SizeCountDto)
  sizes?: SizeCountDto[];

  @StockNote()
  note?: string | null;
}
