import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { SETTINGS_LIMITS, SETTINGS_MESSAGES as M, STOCK_LIMITS, STOCK_MESSAGES } from '@shop/common';
import { Sent } from '../../core/optional-fields';
import { IsShopUrl } from '../../core/shop-url.validator';
import { Trim, TrimToNull } from '../../core/transforms';
import { SETTINGS_ARABIC_MESSAGES as AR } from '../settings-arabic.messages';

const PHONE_MAX = 50;
const PHONE_TOO_LONG = 'Phone number is too long';
const ARABIC_HINT = 'Optional Arabic version for the Arabic storefront; blank or null: it shows the English text';

/** PUT /settings: any subset of the fields (the back office sends the edited section only). */
export class UpdateSettingsDto {
  @ApiPropertyOptional({ example: 'https://example.com/logo.png', description: 'Absolute http(s) URL or a path on this site' })
  @Sent() @Trim() @IsNotEmpty({ message: M.logoRequired }) @IsShopUrl({ message: M.invalidUrl })
  logoUrl?: string;

  @ApiPropertyOptional({ example: 'https://example.com' })
  @Sent() @Trim() @IsNotEmpty({ message: M.brandRequired }) @IsShopUrl({ message: M.invalidUrl })
  brandUrl?: string;

  @ApiPropertyOptional({ maxLength: SETTINGS_LIMITS.businessNameMax })
  @Sent() @Trim() @IsString({ message: M.businessNameRequired }) @IsNotEmpty({ message: M.businessNameRequired })
  @MaxLength(SETTINGS_LIMITS.businessNameMax, { message: M.businessNameTooLong })
  businessName?: string;

  @ApiPropertyOptional({ maxLength: SETTINGS_LIMITS.businessAddressMax })
  @Sent() @Trim() @IsString({ message: M.businessAddressRequired }) @IsNotEmpty({ message: M.businessAddressRequired })
  @MaxLength(SETTINGS_LIMITS.businessAddressMax, { message: M.businessAddressTooLong })
  businessAddress?: string;

  @ApiPropertyOptional({ example: 'hello@retrocapshop.com', description: 'When sent, a valid address (never blank)' })
  @Sent() @Trim() @IsEmail({}, { message: M.invalidEmail }) @MaxLength(254, { message: M.invalidEmail })
  businessEmail?: string;

  @ApiPropertyOptional({ maxLength: SETTINGS_LIMITS.taglineMax })
  @Sent() @Trim() @IsString({ message: M.taglineRequired }) @IsNotEmpty({ message: M.taglineRequired })
  @MaxLength(SETTINGS_LIMITS.taglineMax, { message: M.taglineTooLong })
  tagline?: string;

  @ApiPropertyOptional({ maxLength: SETTINGS_LIMITS.descriptionMax })
  @Sent() @Trim() @IsString({ message: M.descriptionRequired }) @IsNotEmpty({ message: M.descriptionRequired })
  @MaxLength(SETTINGS_LIMITS.descriptionMax, { message: M.descriptionTooLong })
  description?: string;

  @ApiPropertyOptional({ nullable: true })
  @TrimToNull() @IsOptional() @IsString() @MaxLength(PHONE_MAX, { message: PHONE_TOO_LONG })
  businessPhone?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @TrimToNull() @IsOptional() @IsString() @MaxLength(PHONE_MAX, { message: PHONE_TOO_LONG })
  businessTelephone?: string | null;

  @ApiPropertyOptional({ maxLength: SETTINGS_LIMITS.ownerNameMax })
  @Sent() @Trim() @IsString({ message: M.ownerNameRequired }) @IsNotEmpty({ message: M.ownerNameRequired })
  @MaxLength(SETTINGS_LIMITS.ownerNameMax, { message: M.ownerNameTooLong })
  ownerName?: string;

  @ApiPropertyOptional({ example: 'owner@retrocapshop.com', description: 'When sent, a valid address (never blank)' })
  @Sent() @Trim() @IsEmail({}, { message: M.invalidEmail }) @MaxLength(254, { message: M.invalidEmail })
  ownerEmail?: string;

  @ApiPropertyOptional({ nullable: true })
  @TrimToNull() @IsOptional() @IsString() @MaxLength(PHONE_MAX, { message: PHONE_TOO_LONG })
  whatsappNumber?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @TrimToNull() @IsOptional() @IsString() @MaxLength(PHONE_MAX, { message: PHONE_TOO_LONG })
  viberNumber?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @TrimToNull() @IsOptional() @IsShopUrl({ message: M.invalidUrl })
  facebookUrl?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @TrimToNull() @IsOptional() @IsShopUrl({ message: M.invalidUrl })
  instagramUrl?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @TrimToNull() @IsOptional() @IsShopUrl({ message: M.invalidUrl })
  twitterUrl?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @TrimToNull() @IsOptional() @IsShopUrl({ message: M.invalidUrl })
  youtubeUrl?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @TrimToNull() @IsOptional() @IsShopUrl({ message: M.invalidUrl })
  messengerUrl?: string | null;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: STOCK_LIMITS.lowStockThresholdMax,
    default: 1,
    description: 'A counted product (or size) with this many left or fewer, but not 0, is LOW_STOCK; shoppers then see the count',
  })
  @Sent() @IsInt({ message: STOCK_MESSAGES.lowStockThresholdInvalid }) @Min(0, { message: STOCK_MESSAGES.lowStockThresholdInvalid })
  @Max(STOCK_LIMITS.lowStockThresholdMax, { message: STOCK_MESSAGES.lowStockThresholdInvalid })
  lowStockThreshold?: number;

  @ApiPropertyOptional({ default: false, description: 'Shoppers see the exact count of every counted product, not only low ones' })
  @Sent() @IsBoolean({ message: STOCK_MESSAGES.showExactStockInvalid })
  showExactStock?: boolean;

  @ApiPropertyOptional({ default: false, description: 'Public listings put sold-out products after the others, within the asked sort' })
  @Sent() @IsBoolean({ message: STOCK_MESSAGES.soldOutLastInvalid })
  soldOutLast?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: SETTINGS_LIMITS.businessAddressMax, description: ARABIC_HINT })
  @TrimToNull() @IsOptional() @IsString({ message: AR.businessAddressArInvalid })
  @MaxLength(SETTINGS_LIMITS.businessAddressMax, { message: AR.businessAddressArTooLong })
  businessAddressAr?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: SETTINGS_LIMITS.taglineMax, description: ARABIC_HINT })
  @TrimToNull() @IsOptional() @IsString({ message: AR.taglineArInvalid })
  @MaxLength(SETTINGS_LIMITS.taglineMax, { message: AR.taglineArTooLong })
  taglineAr?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: SETTINGS_LIMITS.descriptionMax, description: ARABIC_HINT })
  @TrimToNull() @IsOptional() @IsString({ message: AR.descriptionArInvalid })
  @MaxLength(SETTINGS_LIMITS.descriptionMax, { message: AR.descriptionArTooLong })
  descriptionAr?: string | null;
}
