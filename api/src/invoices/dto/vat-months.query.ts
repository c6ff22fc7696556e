import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const VAT_MONTH_MESSAGES = {
  from: 'from must be a month as YYYY-MM',
  to: 'to must be a month as YYYY-MM',
} as const;

/** A range of shop months, both ends included. */
export class VatMonthsQuery {
  @ApiPropertyOptional({ example: '2026-01', description: 'First month (YYYY-MM, shop time), included' })
  @IsOptional()
  @Matches(MONTH, { message: VAT_MONTH_MESSAGES.from })
  from?: string;

  @ApiPropertyOptional({ example: '2026-12', description: 'Last month (YYYY-MM, shop time), included' })
  @IsOptional()
  @Matches(MONTH, { message: VAT_MONTH_MESSAGES.to })
  to?: string;
}
