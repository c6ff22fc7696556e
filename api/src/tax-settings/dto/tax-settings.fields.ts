import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, registerDecorator } from 'class-validator';
import { DEFAULT_TAX_SETTINGS, isVatRate, TAX_LIMITS, TAX_MESSAGES as M, TAX_TEXT_FIELDS, taxTextProblem } from '@shop/common';
import { rules } from '../../core/validation/field-rules';
import { Sent } from '../../core/validation/optional-fields';
import { TrimToNull } from '../../core/validation/transforms';

type TaxText = (typeof TAX_TEXT_FIELDS)[number];

/** The field's own rule from @shop/common; blank or null clears it. */
function FitsTaxRule(field: TaxText) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: `tax_${field}`,
      target: object.constructor,
      propertyName,
      options: { message: M[`${field}Invalid`].en },
      validator: { validate: (v: unknown) => typeof v === 'string' && taxTextProblem(field, v) === null },
    });
}

const Text = (field: TaxText, description: string, example?: string) =>
  rules(
    ApiPropertyOptional({ type: String, nullable: true, description, example }),
    TrimToNull(),
    IsOptional(),
    IsString({ message: M[`${field}Invalid`].en }),
    FitsTaxRule(field),
  );

/**
 * Tax and legal: part of PUT /settings (flat, like the other fields). Only a user with taxSettingsUpdate (the owner)
 * may send any of them; the service checks that, and that VAT is never on without a VAT number and an Arabic legal name.
 */
export class TaxSettingsFields {
  @ApiPropertyOptional({ default: false, description: 'On: every sale gets a simplified tax invoice and shoppers read "incl. VAT". Owner only.' })
  @Sent()
  @IsBoolean({ message: M.vatRegisteredInvalid.en })
  vatRegistered?: boolean;

  @Text('vatNumber', '15 digits, first and last 3', '310122393500003')
  vatNumber?: string | null;

  @ApiPropertyOptional({
    default: DEFAULT_TAX_SETTINGS.vatRate,
    minimum: TAX_LIMITS.vatRateMin,
    maximum: TAX_LIMITS.vatRateMax,
    description: 'Percent, at most two decimals',
  })
  @Sent()
  @FitsRate()
  vatRate?: number;

  @ApiPropertyOptional({ default: true, description: 'Prices entered in the shop include VAT (the VAT is the price × rate / (100 + rate))' })
  @Sent()
  @IsBoolean({ message: M.pricesIncludeVatInvalid.en })
  pricesIncludeVat?: boolean;

  @Text('legalNameAr', 'Legal name in Arabic, as registered (printed on invoices, the QR seller name)')
  legalNameAr?: string | null;

  @Text('legalNameEn', 'Legal name in English, as registered')
  legalNameEn?: string | null;

  @Text('crNumber', 'Commercial registration number: 10 digits', '1010123456')
  crNumber?: string | null;

  @Text('sbcCertificateNumber', 'Saudi Business Center store authentication certificate number')
  sbcCertificateNumber?: string | null;

  @Text('sellerBuildingNumber', 'National address building number: 4 digits', '1234')
  sellerBuildingNumber?: string | null;

  @Text('sellerStreet', 'Street')
  sellerStreet?: string | null;

  @Text('sellerDistrict', 'District')
  sellerDistrict?: string | null;

  @Text('sellerCity', 'City', 'Riyadh')
  sellerCity?: string | null;

  @Text('sellerPostalCode', 'Postal code: 5 digits', '12345')
  sellerPostalCode?: string | null;
}

function FitsRate() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'vatRate',
      target: object.constructor,
      propertyName,
      options: { message: M.vatRateInvalid.en },
      validator: { validate: (v: unknown) => isVatRate(v) },
    });
}
