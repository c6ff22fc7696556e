import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_LIST_LIMIT, PLATFORMS, SALE_MESSAGES, SHOP_TIME_ZONE, type Platform } from '@shop/common';
import { IsCalendarDay } from '../sale-dates';
import { PositiveIntQuery } from '../../core/validation/field-rules';
import { SALE_EXTRA_MESSAGES, SALE_TEXT_LIMITS } from '../sales.messages';

/** The date range both the list and the analytics take: whole shop days, both ends included. */
export class SaleDateRangeQuery {
  @ApiPropertyOptional({ description: `First day (YYYY-MM-DD, ${SHOP_TIME_ZONE}), included`, example: '2026-01-01' })
  @IsOptional()
  @IsCalendarDay({ message: SALE_EXTRA_MESSAGES.dateInvalid })
  startDate?: string;

  @ApiPropertyOptional({ description: `Last day (YYYY-MM-DD, ${SHOP_TIME_ZONE}), included`, example: '2026-12-31' })
  @IsOptional()
  @IsCalendarDay({ message: SALE_EXTRA_MESSAGES.dateInvalid })
  endDate?: string;
}

export class ListSalesQuery extends SaleDateRangeQuery {
  @ApiPropertyOptional({ default: 1 })
  @PositiveIntQuery(SALE_EXTRA_MESSAGES.pageInvalid)
  page?: number;

  @ApiPropertyOptional({ default: 100, maximum: MAX_LIST_LIMIT })
  @PositiveIntQuery(SALE_EXTRA_MESSAGES.limitInvalid, MAX_LIST_LIMIT)
  limit?: number;

  @ApiPropertyOptional({ enum: PLATFORMS })
  @IsOptional()
  @IsIn(PLATFORMS, { message: SALE_MESSAGES.platformRequired })
  platform?: Platform;

  @ApiPropertyOptional({ description: 'Matches product name, brand, customer name or customer location' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsOptional()
  @IsString({ message: SALE_EXTRA_MESSAGES.searchTooLong })
  @MaxLength(SALE_TEXT_LIMITS.search, { message: SALE_EXTRA_MESSAGES.searchTooLong })
  search?: string;
}
