import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_LIST_LIMIT } from '@shop/common';
import { SALE_EXTRA_MESSAGES } from '../../sales/sales.messages';

const PAGE_INVALID = SALE_EXTRA_MESSAGES.pageInvalid;
const LIMIT_INVALID = SALE_EXTRA_MESSAGES.limitInvalid;
/** Far beyond any product's history; keeps OFFSET inside PostgreSQL's range. */
const PAGE_MAX = 1_000_000;

export class ListMovementsQuery {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_INVALID })
  @Min(1, { message: PAGE_INVALID })
  @Max(PAGE_MAX, { message: PAGE_INVALID })
  page?: number;

  @ApiPropertyOptional({ default: 50, maximum: MAX_LIST_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_INVALID })
  @Min(1, { message: LIMIT_INVALID })
  @Max(MAX_LIST_LIMIT, { message: LIMIT_INVALID })
  limit?: number;
}
