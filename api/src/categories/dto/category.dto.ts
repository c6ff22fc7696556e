import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { CATEGORY_LIMITS, CATEGORY_MESSAGES } from '@shop/common';
import { OptionalText } from '../../core/validation/field-rules';
import { Sent } from '../../core/validation/optional-fields';
import { IsShopUrl } from '../../core/validation/shop-url.validator';
import { Trim, TrimToNull } from '../../core/validation/transforms';
import { CATEGORY_SERVER_MESSAGES as S } from '../categories.messages';

const ARABIC_HINT = 'Arabic text; blank or null: none (Arabic pages show the English text). Left out on update: kept.';

/**
 * POST /categories and PUT /categories/{id}. On update, fields left out keep their value.
 * image and cloudinaryId come from the upload call; an image must carry a cloudinaryId this API stored.
 */
export class CategoryDto {
  @ApiProperty({ example: 'Caps', maxLength: CATEGORY_LIMITS.nameMax })
  @Trim()
  @IsString({ message: CATEGORY_MESSAGES.nameRequired })
  @IsNotEmpty({ message: CATEGORY_MESSAGES.nameRequired })
  @MaxLength(CATEGORY_LIMITS.nameMax, { message: S.nameTooLong })
  name: string;

  @ApiPropertyOptional({ nullable: true, maxLength: CATEGORY_LIMITS.descriptionMax })
  @OptionalText(CATEGORY_LIMITS.descriptionMax, S.descriptionTooLong)
  description?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: CATEGORY_LIMITS.nameMax, description: ARABIC_HINT })
  @OptionalText(CATEGORY_LIMITS.nameMax, S.nameArTooLong)
  nameAr?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: CATEGORY_LIMITS.descriptionMax, description: ARABIC_HINT })
  @OptionalText(CATEGORY_LIMITS.descriptionMax, S.descriptionArTooLong)
  descriptionAr?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    maxLength: CATEGORY_LIMITS.googleProductCategoryMax,
    example: 'Apparel & Accessories > Clothing Accessories > Hats',
    description:
      "Google's product category (its path or number) given to this category's products in the product feeds. Blank or null: none. Left out on update: kept.",
  })
  @OptionalText(CATEGORY_LIMITS.googleProductCategoryMax, S.googleCategoryTooLong)
  googleProductCategory?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'URL answered by the upload call; empty clears the image' })
  @TrimToNull()
  @IsOptional()
  @IsShopUrl({ message: S.imageInvalid })
  image?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Storage id answered by the upload call' })
  @OptionalText(300, S.imageInvalid)
  cloudinaryId?: string | null;

  @ApiPropertyOptional({ minimum: 1, description: 'Whole number, lower appears first. Defaults to the next free position on create.' })
  @Sent()
  @IsInt({ message: CATEGORY_MESSAGES.sortOrderInteger })
  @Min(CATEGORY_LIMITS.sortOrderMin, { message: CATEGORY_MESSAGES.sortOrderMin })
  sortOrder?: number;

  @ApiPropertyOptional({ default: true })
  @Sent()
  @IsBoolean({ message: S.visibilityBoolean })
  publiclyVisible?: boolean;
}

export class SetVisibilityDto {
  @ApiProperty()
  @IsBoolean({ message: S.visibilityBoolean })
  publiclyVisible: boolean;
}

export class ListCategoriesQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true: visible categories only; false: hidden only; empty: all' })
  @IsOptional()
  @IsString()
  publiclyVisible?: string;

  @ApiPropertyOptional({ description: 'Case-insensitive match on name, description or Arabic name' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: S.searchTooLong })
  search?: string;
}

export class SortOrderItemDto {
  @ApiProperty({ example: 'cxxxxxxxxxxxxxxxxxxxxxxxx' })
  id: string;

  @ApiProperty({ minimum: 1 })
  sortOrder: number;
}
