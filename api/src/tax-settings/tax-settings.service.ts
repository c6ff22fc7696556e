import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DEFAULT_TAX_SETTINGS, hasPermission, TAX_FIELDS, TAX_MESSAGES as M, type PublicLegal, type TaxSettings } from '@shop/common';
import type { AuthUser } from '../core/actor/auth-user';
import { ForbiddenError, ValidationError } from '../core/validation/errors';
import type { TaxSettingsFields } from './dto/tax-settings.fields';
import { TaxSettingsRow } from './tax-settings.entity';

const TAX_ID = 1;

export function toTaxSettings(row: TaxSettingsRow): TaxSettings {
  const out = {} as Record<string, unknown>;
  for (const f of TAX_FIELDS) out[f] = row[f];
  return out as unknown as TaxSettings;
}

/** The Tax and legal fields of a settings body, or null when it sends none. */
export function taxChangesIn(dto: TaxSettingsFields): Partial<TaxSettings> | null {
  const changes: Partial<TaxSettings> = {};
  for (const f of TAX_FIELDS) if (dto[f] !== undefined) (changes as Record<string, unknown>)[f] = dto[f];
  return Object.keys(changes).length ? changes : null;
}

/**
 * The storefront's part: none until the owner turns VAT on or enters a legal name, CR or certificate number, so a
 * shop that never did serves exactly the answer (and pages) it served before.
 */
export function publicLegal(t: TaxSettings): PublicLegal | null {
  const any = t.vatRegistered || t.legalNameAr || t.legalNameEn || t.crNumber || t.sbcCertificateNumber;
  if (!any) return null;
  return {
    vatRegistered: t.vatRegistered,
    vatNumber: t.vatRegistered ? t.vatNumber : null,
    legalNameAr: t.legalNameAr,
    legalNameEn: t.legalNameEn,
    crNumber: t.crNumber,
    sbcCertificateNumber: t.sbcCertificateNumber,
    sellerBuildingNumber: t.sellerBuildingNumber,
    sellerStreet: t.sellerStreet,
    sellerDistrict: t.sellerDistrict,
    sellerCity: t.sellerCity,
    sellerPostalCode: t.sellerPostalCode,
  };
}

@Injectable()
export class TaxSettingsService {
  /** The current Tax and legal settings (the defaults until the owner saves any), read in the caller's transaction. */
  async read(m: EntityManager): Promise<TaxSettings> {
    const row = await m.findOneBy(TaxSettingsRow, { id: TAX_ID });
    return row ? toTaxSettings(row) : { ...DEFAULT_TAX_SETTINGS };
  }

  /**
   * Saves the sent fields inside the settings' transaction. Owner only; the row is locked so two saves never
   * combine into VAT on without a number. VAT on needs a VAT number and the Arabic legal name (the invoice's seller).
   */
  async update(actor: AuthUser, m: EntityManager, changes: Partial<TaxSettings>): Promise<TaxSettings> {
    if (!hasPermission(actor.permissions, 'taxSettingsUpdate')) throw new ForbiddenError(M.ownerOnly.en);
    await m.createQueryBuilder().insert().into(TaxSettingsRow).values({ id: TAX_ID }).orIgnore().execute();
    const row = await m.findOneOrFail(TaxSettingsRow, { where: { id: TAX_ID }, lock: { mode: 'pessimistic_write' } });
    const next = { ...toTaxSettings(row), ...changes };
    if (next.vatRegistered) {
      const missing: Record<string, string> = {};
      if (!next.vatNumber) missing.vatNumber = M.vatNumberRequired.en;
      if (!next.legalNameAr) missing.legalNameAr = M.legalNameArRequired.en;
      if (Object.keys(missing).length) throw new ValidationError(missing);
    }
    await m.update(TaxSettingsRow, { id: TAX_ID }, changes);
    return next;
  }
}
