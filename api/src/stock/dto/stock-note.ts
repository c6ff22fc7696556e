import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { STOCK_LIMITS, STOCK_MESSAGES as M } from '@shop/common';
import { TrimToNull } from '../../core/transforms';

/** The optional free-text note a stock change carries into its movements and the activity log. */
export const StockNote = () =>
  applyDecorators(
    ApiPropertyOptional({ nullable: true, maxLength: STOCK_LIMITS.noteMax }),
    TrimToNull(),
    IsOptional(),
    IsString({ message: M.noteTooLong }),
    MaxLength(STOCK_LIMITS.noteMax, { message: M.noteTooLong }),
  );
