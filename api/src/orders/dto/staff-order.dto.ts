import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ORDER_STATUSES,
  PLATFORMS,
  STOCK_MESSAGES,
  type OrderStatus,
  type OrderStatusRequest,
  type Platform,
  type RecordOrderRequest,
  type UpdateOrderLinesRequest,
} from '@shop/common';
import { OptionalText, PositiveIntQuery, rules } from '../../core/validation/field-rules';
import { Sent } from '../../core/validation/optional-fields';
import { ORDER_MESSAGES as M, ORDER_REASON_MAX } from '../orders.messages';
import { StaffOrderLineDto } from './order-line.dto';
import { OrderLines } from './order-lines.decorator';

export class ListOrdersQuery {
  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: M.statusInvalid })
  status?: OrderStatus;

  @ApiPropertyOptional({ description: 'An order code, or text holding one (any case, dashes optional); a part of a code matches too' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsOptional()
  @rules(IsString({ message: M.searchInvalid }), MaxLength(100, { message: M.searchInvalid }))
  search?: string;

  @ApiPropertyOptional({ default: 1 })
  @PositiveIntQuery(M.pageInvalid, 100_000)
  page?: number;

  @ApiPropertyOptional({ default: 25, maximum: 100 })
  @PositiveIntQuery(M.limitInvalid, 100)
  limit?: number;
}

export class RecordOrderDto implements RecordOrderRequest {
  @ApiPropertyOptional({
    enum: PLATFORMS,
    description: 'Required for orders sent by copy or email; Messenger orders are FACEBOOK, WhatsApp orders WHATSAPP',
  })
  @Sent()
  @IsIn(PLATFORMS, { message: M.platformRequired })
  platform?: Platform;

  @ApiPropertyOptional({
    default: false,
    description: 'true records every line even beyond what is on hand (kept as an oversell); otherwise a short line answers 409',
  })
  @Sent()
  @IsBoolean({ message: STOCK_MESSAGES.oversellInvalid })
  oversell?: boolean;
}

export class OrderStatusDto implements OrderStatusRequest {
  @ApiProperty({ enum: ORDER_STATUSES })
  @IsIn(ORDER_STATUSES, { message: M.statusInvalid })
  status: OrderStatus;

  @ApiPropertyOptional({ nullable: true, maxLength: ORDER_REASON_MAX, description: 'Why it was cancelled (cancel only)' })
  @OptionalText(ORDER_REASON_MAX, M.reasonTooLong)
  reason?: string | null;

  @ApiPropertyOptional({ default: false, description: 'Cancel only: true deletes the sales recorded from the order, giving their stock back' })
  @Sent()
  @IsBoolean({ message: M.deleteSalesInvalid })
  deleteSales?: boolean;
}

export class UpdateOrderLinesDto implements UpdateOrderLinesRequest {
  @OrderLines(StaffOrderLineDto)
  lines: StaffOrderLineDto[];
}
