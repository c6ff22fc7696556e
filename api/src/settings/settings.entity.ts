import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { DEFAULT_STOCK_SETTINGS, SETTINGS_LIMITS } from '@shop/common';

/** The shop's one settings record (id is always 1). Absent optional values are NULL. */
@Entity({ name: 'settings' })
export class Settings {
  @PrimaryColumn({ type: 'integer', default: 1 })
  id: number;

  @Column({ name: 'logo_url', type: 'text', nullable: true })
  logoUrl: string | null;

  @Column({ name: 'brand_url', type: 'text', nullable: true })
  brandUrl: string | null;

  @Column({ name: 'business_name', type: 'varchar', length: 100, nullable: true })
  businessName: string | null;

  @Column({ name: 'business_address', type: 'varchar', length: 200, nullable: true })
  businessAddress: string | null;

  @Column({ name: 'business_email', type: 'varchar', length: 254, nullable: true })
  businessEmail: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  tagline: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  @Column({ name: 'business_phone', type: 'varchar', length: 50, nullable: true })
  businessPhone: string | null;

  @Column({ name: 'business_telephone', type: 'varchar', length: 50, nullable: true })
  businessTelephone: string | null;

  @Column({ name: 'owner_name', type: 'varchar', length: 100, nullable: true })
  ownerName: string | null;

  @Column({ name: 'owner_email', type: 'varchar', length: 254, nullable: true })
  ownerEmail: string | null;

  @Column({ name: 'whatsapp_number', type: 'varchar', length: 50, nullable: true })
  whatsappNumber: string | null;

  @Column({ name: 'viber_number', type: 'varchar', length: 50, nullable: true })
  viberNumber: string | null;

  @Column({ name: 'facebook_url', type: 'text', nullable: true })
  facebookUrl: string | null;

  @Column({ name: 'instagram_url', type: 'text', nullable: true })
  instagramUrl: string | null;

  @Column({ name: 'twitter_url', type: 'text', nullable: true })
  twitterUrl: string | null;

  @Column({ name: 'youtube_url', type: 'text', nullable: true })
  youtubeUrl: string | null;

  @Column({ name: 'messenger_url', type: 'text', nullable: true })
  messengerUrl: string | null;

  @Column({ name: 'low_stock_threshold', type: 'integer', default: DEFAULT_STOCK_SETTINGS.lowStockThreshold })
  lowStockThreshold: number;

  @Column({ name: 'show_exact_stock', type: 'boolean', default: false })
  showExactStock: boolean;

  @Column({ name: 'sold_out_last', type: 'boolean', default: false })
  soldOutLast: boolean;

  // Arabic versions of the texts shoppers read, held to the English fields' limits; null: Arabic pages show the English text
  @Column({ name: 'business_address_ar', type: 'varchar', length: SETTINGS_LIMITS.businessAddressMax, nullable: true })
  businessAddressAr: string | null;

  @Column({ name: 'tagline_ar', type: 'varchar', length: SETTINGS_LIMITS.taglineMax, nullable: true })
  taglineAr: string | null;

  @Column({ name: 'description_ar', type: 'varchar', length: SETTINGS_LIMITS.descriptionMax, nullable: true })
  descriptionAr: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
