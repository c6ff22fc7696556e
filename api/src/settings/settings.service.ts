import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DEFAULT_STOCK_SETTINGS, SETTINGS_FIELDS } from '@shop/common';
import type { BusinessSettings, SettingsValues, SettingsView, StockSettings, TaxSettings } from '@shop/common';
import type { AuthUser } from '../core/actor/auth-user';
import { DomainEvents } from '../core/cluster/domain-events';
import { Settings } from './settings.entity';
import { DEFAULT_SETTINGS } from './settings.defaults';
import type { UpdateSettingsDto } from './dto/update-settings.dto';
import { publicLegal, taxChangesIn, TaxSettingsService } from '../tax-settings/tax-settings.service';

const SETTINGS_ID = 1;
const STOCK_SETTINGS_FIELDS = Object.keys(DEFAULT_STOCK_SETTINGS) as (keyof StockSettings)[];

export function toSettingsView(row: Settings, tax: TaxSettings): SettingsView {
  const out = { ...tax } as SettingsView;
  for (const f of SETTINGS_FIELDS) out[f] = row[f] ?? null;
  out.lowStockThreshold = row.lowStockThreshold;
  out.showExactStock = row.showExactStock;
  out.soldOutLast = row.soldOutLast;
  out.updatedAt = row.updatedAt.toISOString();
  return out;
}

/** The storefront's view of the settings: only what a shopper may read (the footer's texts, the listings' order). */
export function toBusinessInfo(s: SettingsValues & Partial<Pick<StockSettings, 'soldOutLast'>>): BusinessSettings {
  return {
    businessName: s.businessName,
    description: s.description,
    address: s.businessAddress,
    email: s.businessEmail,
    phone: s.businessPhone ?? s.businessTelephone,
    facebook: s.facebookUrl,
    instagram: s.instagramUrl,
    whatsapp: s.whatsappNumber,
    messengerUrl: s.messengerUrl,
    logoUrl: s.logoUrl,
    tagline: s.tagline,
    taglineAr: s.taglineAr,
    descriptionAr: s.descriptionAr,
    addressAr: s.businessAddressAr,
    soldOutLast: s.soldOutLast === true,
  };
}

@Injectable()
export class SettingsService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEvents,
    private readonly tax: TaxSettingsService,
  ) {}

  /** The one record; created with the built-in defaults the first time anyone reads it. */
  async get(): Promise<SettingsView> {
    return toSettingsView(await this.ensureRow(this.ds.manager), await this.tax.read(this.ds.manager));
  }

  async business(): Promise<BusinessSettings> {
    const info = toBusinessInfo(await this.get());
    const legal = publicLegal(await this.tax.read(this.ds.manager));
    return legal ? { ...info, legal } : info;
  }

  async update(actor: AuthUser, dto: UpdateSettingsDto): Promise<SettingsView> {
    const changes: Partial<SettingsValues & StockSettings> = {};
    for (const f of SETTINGS_FIELDS) {
      const v = dto[f];
      if (v !== undefined) changes[f] = v === '' ? null : v;
    }
    for (const f of STOCK_SETTINGS_FIELDS) {
      if (dto[f] !== undefined) (changes as Record<string, unknown>)[f] = dto[f];
    }
    const taxChanges = taxChangesIn(dto);
    const [row, tax] = await this.ds.transaction(async (m) => {
      await this.ensureRow(m);
      const taxNow = taxChanges ? await this.tax.update(actor, m, taxChanges) : await this.tax.read(m);
      if (Object.keys(changes).length) await m.update(Settings, { id: SETTINGS_ID }, changes);
      return [await m.findOneByOrFail(Settings, { id: SETTINGS_ID }), taxNow] as const;
    });
    await this.events.emit({ entityType: 'settings', action: 'updated', entityId: null, entityName: 'Settings', actor });
    return toSettingsView(row, tax);
  }

  async reset(actor: AuthUser): Promise<SettingsView> {
    const row = await this.ds.transaction(async (m) => {
      await this.ensureRow(m);
      await m.update(Settings, { id: SETTINGS_ID }, { ...DEFAULT_SETTINGS, ...DEFAULT_STOCK_SETTINGS });
      return m.findOneByOrFail(Settings, { id: SETTINGS_ID });
    });
    await this.events.emit({ entityType: 'settings', action: 'reset', entityId: null, entityName: 'Settings', actor });
    // the VAT registration and legal identity are facts, not display choices: reset leaves them as they are
    return toSettingsView(row, await this.tax.read(this.ds.manager));
  }

  /** Inserts the defaults unless the row exists; safe when two requests race (ON CONFLICT DO NOTHING). */
  async ensureRow(m: EntityManager): Promise<Settings> {
    const found = await m.findOneBy(Settings, { id: SETTINGS_ID });
    if (found) return found;
    await m
      .createQueryBuilder()
      .insert()
      .into(Settings)
      .values({ id: SETTINGS_ID, ...DEFAULT_SETTINGS })
      .orIgnore()
      .execute();
    return m.findOneByOrFail(Settings, { id: SETTINGS_ID });
  }
}
