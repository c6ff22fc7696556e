import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { STOCK_LIMITS, STOCK_MESSAGES as M } from '@shop/common';
import { OptionalText } from '../../core/validation/field-rules';

/** The optional free-text note a stock change carries into its movements and the activity log. */
export const StockNote = () =>
  applyDecorators(ApiPropertyOptional({ nullable: true, maxLength: STOCK_LIMITS.noteMax }), OptionalText(STOCK_LIMITS.noteMax, M.noteTooLong));
