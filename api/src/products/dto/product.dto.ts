import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { CONDITIONS, PRODUCT_LIMITS as L, PRODUCT_MESSAGES as P, STOCK_MESSAGES, type Condition } from '@shop/common';
import { OptionalText, rules } from '../../core/validation/field-rules';
import { Sent } from '../../core/validation/optional-fields';
import { PRODUCT_SERVER_MESSAGES as S } from '../products.messages';
import { PriceRule } from './price-rules.validator';
import { IsShopUrl } from '../../core/validation/shop-url.validator';
import { Trim, TrimEach, TrimToNull } from '../../core/validation/transforms';
import { SetStockDto } from '../../stock/dto/set-stock.dto';

const ENTRY_MAX = 50;
const ARABIC_HINT = 'Arabic text; blank or null: none (Arabic pages show the English text)';
const LIST_MAX = 50;

const Name = () =>
  rules(
    IsString({ message: P.nameRequired }),
    IsNotEmpty({ message: P.nameRequired }),
    MinLength(L.nameMin, { message: P.nameMin }),
    MaxLength(L.nameMax, { message: P.nameMax }),
  );
const Brand = () =>
  rules(
    IsString({ message: P.brandRequired }),
    IsNotEmpty({ message: P.brandRequired }),
    MinLength(L.brandMin, { message: P.brandMin }),
    MaxLength(L.brandMax, { message: P.brandMax }),
  );
const CategoryId = () => rules(IsString({ message: P.categoryRequired }), IsNotEmpty({ message: P.categoryRequired }));
const ConditionRule = () => rules(IsIn(CONDITIONS as unknown as string[], { message: P.conditionRequired }));
const Price = (positive: string, high: string, ...crossField: PropertyDecorator[]) =>
  rules(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: positive }),
    Min(L.priceMin, { message: positive }),
    Max(L.priceMax, { message: high }),
    ...crossField,
  );
const Discount = (partial = false) =>
  rules(
    IsOptional(),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: S.discountedPricePositive }),
    Min(L.priceMin, { message: S.discountedPricePositive }),
    Max(L.priceMax, { message: P.discountedPriceHigh }),
    PriceRule('discountedPrice', partial),
  );
const Entries = (required: string, empty: string) =>
  rules(
    TrimEach() as PropertyDecorator,
    IsArray({ message: required }),
    ArrayMinSize(1, { message: required }),
    ArrayMaxSize(LIST_MAX, { message: S.tooManyEntries }),
    IsString({ each: true, message: empty }),
    IsNotEmpty({ each: true, message: empty }),
    MaxLength(ENTRY_MAX, { each: true, message: S.entryTooLong }),
  );
const Tags = () =>
  rules(
    TrimEach() as PropertyDecorator,
    IsOptional(),
    IsArray({ message: P.tagEmpty }),
    ArrayMaxSize(L.tagsMax, { message: P.tagsMax }),
    IsString({ each: true, message: P.tagEmpty }),
    IsNotEmpty({ each: true, message: P.tagEmpty }),
    MaxLength(ENTRY_MAX, { each: true, message: S.entryTooLong }),
  );
const Flag = (key: string) => rules(Sent(), IsBoolean({ message: S.booleanField(key) }));
/** Arabic name: optional, blank or null clears it; when given, the English name's length rules. */
const NameAr = () =>
  rules(
    TrimToNull() as PropertyDecorator,
    IsOptional(),
    IsString({ message: S.nameArInvalid }),
    MinLength(L.nameMin, { message: S.nameArMin }),
    MaxLength(L.nameMax, { message: S.nameArMax }),
  );

/** An image as the upload call answered it; only cloudinaryId, order and alt are taken from the client. */
export class ProductImageInputDto {
  @ApiPropertyOptional({ description: 'Ignored; the server keeps its own image ids' })
  @IsOptional()
  @IsString()
  id?: string;

  @ApiProperty({ description: 'Must match an image this API stored; the stored URL is what gets saved' })
  @IsShopUrl({ message: S.imageUrlInvalid })
  url: string;

  @ApiProperty()
  @IsString({ message: S.imageIdRequired })
  @IsNotEmpty({ message: S.imageIdRequired })
  @MaxLength(300, { message: S.imageIdRequired })
  cloudinaryId: string;

  @ApiProperty({ minimum: 0 })
  @IsInt({ message: S.imageOrderInvalid })
  @Min(0, { message: S.imageOrderInvalid })
  order: number;

  @ApiPropertyOptional({ description: 'Ignored; the first image by order is primary' })
  @IsOptional()
  @IsBoolean()
  isPrimary?: boolean;

  @ApiProperty()
  @Trim()
  @IsString({ message: S.imageAltInvalid })
  @MaxLength(300, { message: S.imageAltInvalid })
  alt: string;

  @ApiPropertyOptional({
    nullable: true,
    maxLength: 300,
    description: 'Arabic alt text; blank or null: none (Arabic pages use alt). Left out: kept for an image the product already has.',
  })
  @TrimToNull()
  @IsOptional()
  @IsString({ message: S.imageAltArInvalid })
  @MaxLength(300, { message: S.imageAltArInvalid })
  altAr?: string | null;

  /** Echoed back by clients that resubmit images as they read them; the stored values are used. */
  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Ignored' }) @Allow() width?: unknown;
  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Ignored' }) @Allow() height?: unknown;
  @ApiPropertyOptional({ type: 'string', nullable: true, description: 'Ignored' }) @Allow() srcset?: unknown;
}

export class CreateProductDto {
  @ApiProperty({ minLength: L.nameMin, maxLength: L.nameMax }) @Trim() @Name() name: string;
  @ApiProperty({ minLength: L.brandMin, maxLength: L.brandMax }) @Trim() @Brand() brand: string;
  @ApiProperty() @Trim() @CategoryId() categoryId: string;
  @ApiPropertyOptional({ nullable: true }) @OptionalText(100, S.subcategoryTooLong) subcategory?: string | null;
  @ApiProperty({ enum: CONDITIONS }) @ConditionRule() condition: Condition;
  @ApiProperty({ minimum: 0, maximum: L.priceMax, description: "The shop's cost; shown to productView holders only" })
  @Price(P.originalPricePositive, P.originalPriceHigh)
  originalPrice: number;
  @ApiProperty({ minimum: 0, maximum: L.priceMax })
  @Price(P.sellingPricePositive, P.sellingPriceHigh, PriceRule('sellingPrice'))
  sellingPrice: number;
  @ApiPropertyOptional({ nullable: true, description: '0 or null: no discount' }) @Discount() discountedPrice?: number | null;
  @ApiPropertyOptional({ nullable: true, maxLength: L.descriptionMax })
  @OptionalText(L.descriptionMax, P.descriptionMax)
  description?: string | null;
  @ApiPropertyOptional({ nullable: true, minLength: L.nameMin, maxLength: L.nameMax, description: ARABIC_HINT }) @NameAr() nameAr?: string | null;
  @ApiPropertyOptional({ nullable: true, maxLength: L.descriptionMax, description: ARABIC_HINT })
  @OptionalText(L.descriptionMax, S.descriptionArMax)
  descriptionAr?: string | null;
  @ApiProperty({ type: [String] }) @Entries(P.sizeRequired, P.sizeEmpty) sizes: string[];
  @ApiProperty({ type: [String] }) @Entries(P.colorRequired, P.colorEmpty) colors: string[];
  @ApiPropertyOptional({ nullable: true }) @OptionalText(100, S.materialTooLong) material?: string | null;
  @ApiPropertyOptional({ default: false }) @Flag('featured') featured?: boolean;
  @ApiPropertyOptional({ default: true }) @Flag('publiclyVisible') publiclyVisible?: boolean;
  @ApiPropertyOptional({ type: [String], maxItems: L.tagsMax }) @Tags() tags?: string[];

  @ApiPropertyOptional({
    type: [ProductImageInputDto],
    maxItems: L.imagesMax,
    description: 'Images already stored for this product; new ones come as imageIds',
  })
  @IsOptional()
  @IsArray({ message: P.imageRequired })
  @ArrayMaxSize(L.imagesMax, { message: P.imagesMax })
  @ValidateNested({ each: true })
  @Type(() => ProductImageInputDto)
  images?: ProductImageInputDto[];

  @ApiPropertyOptional({
    type: [String],
    maxItems: L.imagesMax,
    description: "Ids of the caller's draft images (POST /upload/drafts/product), attached in this order after images",
  })
  @IsOptional()
  @IsArray({ message: S.imageIdsInvalid })
  @IsString({ each: true, message: S.imageIdsInvalid })
  @ArrayMaxSize(L.imagesMax, { message: P.imagesMax })
  imageIds?: string[];

  @ApiPropertyOptional({
    type: SetStockDto,
    description: "The body of PUT /products/{id}/stock, set in the same transaction as the create (tracked with every size's count starts counting)",
  })
  @IsOptional()
  @IsObject({ message: STOCK_MESSAGES.trackedInvalid })
  @ValidateNested()
  @Type(() => SetStockDto)
  stock?: SetStockDto;
}

/** PUT /products/{id}: any subset of the fields; when images are sent there must be 1 to 5. */
export class UpdateProductDto {
  @ApiPropertyOptional() @Sent() @Trim() @Name() name?: string;
  @ApiPropertyOptional() @Sent() @Trim() @Brand() brand?: string;
  @ApiPropertyOptional() @Sent() @Trim() @CategoryId() categoryId?: string;
  @ApiPropertyOptional({ nullable: true }) @OptionalText(100, S.subcategoryTooLong) subcategory?: string | null;
  @ApiPropertyOptional({ enum: CONDITIONS }) @Sent() @ConditionRule() condition?: Condition;
  @ApiPropertyOptional() @Sent() @Price(P.originalPricePositive, P.originalPriceHigh) originalPrice?: number;
  @ApiPropertyOptional() @Sent() @Price(P.sellingPricePositive, P.sellingPriceHigh, PriceRule('sellingPrice', true)) sellingPrice?: number;
  @ApiPropertyOptional({ nullable: true }) @Discount(true) discountedPrice?: number | null;
  @ApiPropertyOptional({ nullable: true }) @OptionalText(L.descriptionMax, P.descriptionMax) description?: string | null;
  @ApiPropertyOptional({ nullable: true, description: ARABIC_HINT }) @NameAr() nameAr?: string | null;
  @ApiPropertyOptional({ nullable: true, description: ARABIC_HINT }) @OptionalText(L.descriptionMax, S.descriptionArMax) descriptionAr?:
    | string
    | null;
  @ApiPropertyOptional({ type: [String] }) @Sent() @Entries(P.sizeRequired, P.sizeEmpty) sizes?: string[];
  @ApiPropertyOptional({ type: [String] }) @Sent() @Entries(P.colorRequired, P.colorEmpty) colors?: string[];
  @ApiPropertyOptional({ nullable: true }) @OptionalText(100, S.materialTooLong) material?: string | null;
  @ApiPropertyOptional() @Flag('featured') featured?: boolean;
  @ApiPropertyOptional() @Flag('publiclyVisible') publiclyVisible?: boolean;
  @ApiPropertyOptional({ type: [String] }) @Sent() @Tags() tags?: string[];

  @ApiPropertyOptional({ type: [ProductImageInputDto], minItems: L.imagesMin, maxItems: L.imagesMax })
  @Sent()
  @IsArray({ message: P.imageRequired })
  @ArrayMinSize(L.imagesMin, { message: P.imageRequired })
  @ArrayMaxSize(L.imagesMax, { message: P.imagesMax })
  @ValidateNested({ each: true })
  @Type(() => ProductImageInputDto)
  images?: ProductImageInputDto[];
}

export class SetPublicVisibilityDto {
  @ApiProperty()
  @IsBoolean({ message: S.visibilityBoolean })
  publiclyVisible: boolean;
}
