import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { numericTransformer } from '../database/numeric.transformer';

/** The shop's one Tax and legal record (id is always 1); kept apart from the display settings, which "reset" restores. */
@Entity({ name: 'tax_settings' })
export class TaxSettingsRow {
  @PrimaryColumn({ type: 'integer', default: 1 })
  id: number;

  @Column({ name: 'vat_registered', type: 'boolean', default: false })
  vatRegistered: boolean;

  @Column({ name: 'vat_number', type: 'varchar', length: 15, nullable: true })
  vatNumber: string | null;

  @Column({ name: 'vat_rate', type: 'numeric', precision: 5, scale: 2, default: 15, transformer: numericTransformer })
  vatRate: number;

  @Column({ name: 'prices_include_vat', type: 'boolean', default: true })
  pricesIncludeVat: boolean;

  @Column({ name: 'legal_name_ar', type: 'varchar', length: 200, nullable: true })
  legalNameAr: string | null;

  @Column({ name: 'legal_name_en', type: 'varchar', length: 200, nullable: true })
  legalNameEn: string | null;

  @Column({ name: 'cr_number', type: 'varchar', length: 10, nullable: true })
  crNumber: string | null;

  @Column({ name: 'sbc_certificate_number', type: 'varchar', length: 50, nullable: true })
  sbcCertificateNumber: string | null;

  @Column({ name: 'seller_building_number', type: 'varchar', length: 4, nullable: true })
  sellerBuildingNumber: string | null;

  @Column({ name: 'seller_street', type: 'varchar', length: 100, nullable: true })
  sellerStreet: string | null;

  @Column({ name: 'seller_district', type: 'varchar', length: 100, nullable: true })
  sellerDistrict: string | null;

  @Column({ name: 'seller_city', type: 'varchar', length: 100, nullable: true })
  sellerCity: string | null;

  @Column({ name: 'seller_postal_code', type: 'varchar', length: 5, nullable: true })
  sellerPostalCode: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
