import { ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_LIST_LIMIT } from '@shop/common';
import { PositiveIntQuery } from '../../core/validation/field-rules';
import { PAGING_MESSAGES } from '../../core/validation/paging.messages';

const PAGE_INVALID = PAGING_MESSAGES.pageInvalid;
const LIMIT_INVALID = PAGING_MESSAGES.limitInvalid;
/** Far beyond any product's history; keeps OFFSET inside PostgreSQL's range. */
const PAGE_MAX = 1_000_000;

export class ListMovementsQuery {
  @ApiPropertyOptional({ default: 1 })
  @PositiveIntQuery(PAGE_INVALID, PAGE_MAX)
  page?: number;

  @ApiPropertyOptional({ default: 50, maximum: MAX_LIST_LIMIT })
  @PositiveIntQuery(LIMIT_INVALID, MAX_LIST_LIMIT)
  limit?: number;
}
