import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsObject, ValidateNested } from 'class-validator';
import { ORDER_LIMITS } from '@shop/common';
import { rules } from '../../core/validation/field-rules';
import { ORDER_MESSAGES as M } from '../orders.messages';
import type { OrderLineDto, StaffOrderLineDto } from './order-line.dto';

/**
 * An order's lines, as the storefront sends them and as staff replace them: a list of one to `ORDER_LIMITS.linesMax`
 * objects, each checked as `line`; one home so the two bodies answer the same messages.
 */
export const OrderLines = (line: typeof OrderLineDto | typeof StaffOrderLineDto) =>
  applyDecorators(
    ApiProperty({ type: [line], maxItems: ORDER_LIMITS.linesMax }),
    rules(
      IsArray({ message: M.linesRequired }),
      ArrayMinSize(1, { message: M.linesRequired }),
      ArrayMaxSize(ORDER_LIMITS.linesMax, { message: M.linesTooMany }),
      IsObject({ each: true, message: M.lineInvalid }),
      ValidateNested({ each: true }),
      Type(() => line),
    ),
  );
