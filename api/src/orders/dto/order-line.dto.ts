import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ORDER_LIMITS, PRODUCT_LIMITS, type CreateOrderLine, type StaffOrderLineRequest } from '@shop/common';
import { rules } from '../../core/validation/field-rules';
import { Trim } from '../../core/validation/transforms';
import { ORDER_MESSAGES as M } from '../orders.messages';

/** What every order line names, whoever sends it: the product, its size and how many. */
abstract class OrderLinePieceDto {
  @ApiProperty({ example: 'cm0abc123def456ghi789jkl0' })
  @rules(IsNotEmpty({ message: M.productUnknown }), IsString({ message: M.productUnknown }), MaxLength(25, { message: M.productUnknown }))
  productId: string;

  @ApiPropertyOptional({ nullable: true, example: 'M', description: "One of the product's sizes; required when it has several" })
  @Trim()
  @IsOptional()
  @rules(IsString({ message: M.sizeUnknown }), IsNotEmpty({ message: M.sizeUnknown }), MaxLength(50, { message: M.sizeUnknown }))
  size?: string | null;

  @ApiProperty({ minimum: 1, maximum: ORDER_LIMITS.quantityMax })
  @rules(IsInt({ message: M.quantityInvalid }), Min(1, { message: M.quantityInvalid }), Max(ORDER_LIMITS.quantityMax, { message: M.quantityInvalid }))
  quantity: number;
}

/** One line as the storefront sends it (and as staff edit it): the product, its size, how many, the price seen. */
export class OrderLineDto extends OrderLinePieceDto implements CreateOrderLine {
  @ApiProperty({ example: 149, description: 'The price per piece the shopper saw; the API refuses the line when the live price differs' })
  @rules(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.unitPriceInvalid }),
    Min(PRODUCT_LIMITS.priceMin, { message: M.unitPriceInvalid }),
    Max(PRODUCT_LIMITS.priceMax, { message: M.unitPriceInvalid }),
  )
  unitPrice: number;
}

/** A line as staff edit it: the price is the one the order confirmed (or the live one for a product added), never typed. */
export class StaffOrderLineDto extends OrderLinePieceDto implements StaffOrderLineRequest {}
