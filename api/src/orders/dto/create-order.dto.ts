import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ORDER_CODE_PATTERN, ORDER_ROUTES, PROMOTION_MESSAGES, type CreateOrderRequest, type OrderLanguage, type OrderRoute } from '@shop/common';
import { rules } from '../../core/validation/field-rules';
import { IsCalendarDay } from '../../sales/sale-dates';
import { ORDER_MESSAGES as M, ORDER_MESSAGES } from '../orders.messages';
import { OrderLineDto } from './order-line.dto';
import { OrderLines } from './order-lines.decorator';

/** What the storefront sends when the shopper presses Submit Order: the order, nothing about the shopper. */
export class CreateOrderDto implements CreateOrderRequest {
  @ApiProperty({ example: 'RC-7K3Q2-M8XPA', description: 'Made by the storefront (it is in the chat message before this call answers)' })
  @rules(IsString({ message: M.codeInvalid }), Matches(ORDER_CODE_PATTERN, { message: M.codeInvalid }))
  code: string;

  @OrderLines(OrderLineDto)
  lines: OrderLineDto[];

  @ApiPropertyOptional({ nullable: true, example: '2026-11-27', description: 'The pickup Friday chosen (none for delivery)' })
  @IsOptional()
  @IsCalendarDay({ message: M.pickupDateInvalid })
  pickupDate?: string | null;

  @ApiProperty({ enum: ['en', 'ar'] })
  @IsIn(['en', 'ar'], { message: M.languageInvalid })
  language: OrderLanguage;

  @ApiProperty({ enum: ORDER_ROUTES })
  @IsIn(ORDER_ROUTES, { message: M.routeInvalid })
  route: OrderRoute;

  @ApiProperty({ example: '2026-11-26T12:00:00.000Z', description: "The shopper's clock when the order was sent" })
  @rules(IsString({ message: M.placedAtInvalid }), IsISO8601({ strict: true }, { message: M.placedAtInvalid }))
  placedAt: string;

  @ApiPropertyOptional({ nullable: true, example: 'WHITEFRIDAY', description: 'The discount code typed in the cart (any case)' })
  @IsOptional()
  @rules(IsString({ message: PROMOTION_MESSAGES.codeRefused }), MaxLength(64, { message: PROMOTION_MESSAGES.codeRefused }))
  promoCode?: string | null;

  @ApiPropertyOptional({ example: 14.9, description: "The promotion's discount the shopper saw; the API refuses the order when its own differs" })
  @IsOptional()
  @rules(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: ORDER_MESSAGES.unitPriceInvalid }),
    Min(0, { message: ORDER_MESSAGES.unitPriceInvalid }),
    Max(10_000_000, { message: ORDER_MESSAGES.unitPriceInvalid }),
  )
  discount?: number;
}
