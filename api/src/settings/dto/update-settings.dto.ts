import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DEFAULT_STOCK_SETTINGS, SETTINGS_LIMITS, SETTINGS_MESSAGES as M, STOCK_LIMITS, STOCK_MESSAGES } from '@shop/common';
import { EmailAddress, OptionalText, rules } from '../../core/validation/field-rules';
import { Sent } from '../../core/validation/optional-fields';
import { IsShopUrl } from '../../core/validation/shop-url.validator';
import { Trim, TrimToNull } from '../../core/validation/transforms';
import { SETTINGS_ARABIC_MESSAGES as AR } from '../settings-arabic.messages';
import { TaxSettingsFields } from '../../tax-settings/dto/tax-settings.fields';

const PHONE_MAX = 50;
const PHONE_TOO_LONG = 'Phone number is too long';
const ARABIC_HINT = 'Optional Arabic version for the Arabic storefront; blank or null: it shows the English text';

/** A text the shop always has: it may be left out, but when sent it is a non-blank string of at most `max` characters. */
const RequiredText = (max: number, required: string, tooLong: string) =>
  rules(
    ApiPropertyOptional({ maxLength: max }),
    Sent(),
    Trim(),
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    MaxLength(max, { message: tooLong }),
  );
/** Blank or null clears it; a value that is not text gets class-validator's own wording. */
const Phone = () =>
  rules(ApiPropertyOptional({ nullable: true }), TrimToNull(), IsOptional(), IsString(), MaxLength(PHONE_MAX, { message: PHONE_TOO_LONG }));
const OptionalUrl = () => rules(ApiPropertyOptional({ nullable: true }), TrimToNull(), IsOptional(), IsShopUrl({ message: M.invalidUrl }));
/** When sent, a valid address (never blank). */
const SentEmail = (example: string) =>
  rules(ApiPropertyOptional({ example, description: 'When sent, a valid address (never blank)' }), Sent(), Trim(), EmailAddress(M.invalidEmail));
/** The Arabic version of a text: blank or null shows the English one. */
const ArabicText = (max: number, invalid: string, tooLong: string) =>
  rules(ApiPropertyOptional({ type: String, nullable: true, maxLength: max, description: ARABIC_HINT }), OptionalText(max, invalid, tooLong));

/** PUT /settings: any subset of the fields (the back office sends the edited section only). */
export class UpdateSettingsDto extends TaxSettingsFields {
  @ApiPropertyOptional({ example: 'https://example.com/logo.png', description: 'Absolute http(s) URL or a path on this site' })
  @Sent()
  @Trim()
  @IsNotEmpty({ message: M.logoRequired })
  @IsShopUrl({ message: M.invalidUrl })
  logoUrl?: string;

  @ApiPropertyOptional({ example: 'https://example.com' })
  @Sent()
  @Trim()
  @IsNotEmpty({ message: M.brandRequired })
  @IsShopUrl({ message: M.invalidUrl })
  brandUrl?: string;

  @RequiredText(SETTINGS_LIMITS.businessNameMax, M.businessNameRequired, M.businessNameTooLong)
  businessName?: string;

  @RequiredText(SETTINGS_LIMITS.businessAddressMax, M.businessAddressRequired, M.businessAddressTooLong)
  businessAddress?: string;

  @SentEmail('hello@retrocapshop.com')
  businessEmail?: string;

  @RequiredText(SETTINGS_LIMITS.taglineMax, M.taglineRequired, M.taglineTooLong)
  tagline?: string;

  @RequiredText(SETTINGS_LIMITS.descriptionMax, M.descriptionRequired, M.descriptionTooLong)
  description?: string;

  @Phone() businessPhone?: string | null;

  @Phone() businessTelephone?: string | null;

  @RequiredText(SETTINGS_LIMITS.ownerNameMax, M.ownerNameRequired, M.ownerNameTooLong)
  ownerName?: string;

  @SentEmail('owner@retrocapshop.com')
  ownerEmail?: string;

  @Phone() whatsappNumber?: string | null;

  @Phone() viberNumber?: string | null;

  @OptionalUrl() facebookUrl?: string | null;

  @OptionalUrl() instagramUrl?: string | null;

  @OptionalUrl() twitterUrl?: string | null;

  @OptionalUrl() youtubeUrl?: string | null;

  @OptionalUrl() messengerUrl?: string | null;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: STOCK_LIMITS.lowStockThresholdMax,
    default: DEFAULT_STOCK_SETTINGS.lowStockThreshold,
    description: 'A counted product (or size) with this many left or fewer, but not 0, is LOW_STOCK; shoppers then see the count',
  })
  @Sent()
  @IsInt({ message: STOCK_MESSAGES.lowStockThresholdInvalid })
  @Min(0, { message: STOCK_MESSAGES.lowStockThresholdInvalid })
  @Max(STOCK_LIMITS.lowStockThresholdMax, { message: STOCK_MESSAGES.lowStockThresholdInvalid })
  lowStockThreshold?: number;

  @ApiPropertyOptional({ default: false, description: 'Shoppers see the exact count of every counted product, not only low ones' })
  @Sent()
  @IsBoolean({ message: STOCK_MESSAGES.showExactStockInvalid })
  showExactStock?: boolean;

  @ApiPropertyOptional({ default: false, description: 'Public listings put sold-out products after the others, within the asked sort' })
  @Sent()
  @IsBoolean({ message: STOCK_MESSAGES.soldOutLastInvalid })
  soldOutLast?: boolean;

  @ArabicText(SETTINGS_LIMITS.businessAddressMax, AR.businessAddressArInvalid, AR.businessAddressArTooLong)
  businessAddressAr?: string | null;

  @ArabicText(SETTINGS_LIMITS.taglineMax, AR.taglineArInvalid, AR.taglineArTooLong)
  taglineAr?: string | null;

  @ArabicText(SETTINGS_LIMITS.descriptionMax, AR.descriptionArInvalid, AR.descriptionArTooLong)
  descriptionAr?: string | null;
}
