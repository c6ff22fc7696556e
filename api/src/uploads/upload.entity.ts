import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { StorageDriverName } from './storage/storage-driver';

export type UploadEntityType = 'product' | 'category' | 'branding';

/** Every image this API stored, so foreign URLs can be refused and abandoned uploads swept. */
@Entity({ name: 'uploads' })
export class Upload {
  @PrimaryColumn({ type: 'varchar', length: 25 })
  id: string;

  @Index('uploads_cloudinary_id_key', { unique: true })
  @Column({ name: 'cloudinary_id', type: 'varchar', length: 255 })
  cloudinaryId: string;

  @Column({ type: 'text' })
  url: string;

  /** Which backend holds the bytes, so a file stays deletable after the shop switches to Cloudinary. */
  @Column({ type: 'varchar', length: 20 })
  driver: StorageDriverName;

  @Column({ name: 'entity_type', type: 'varchar', length: 20 })
  entityType: UploadEntityType;

  @Column({ name: 'entity_id', type: 'varchar', length: 25, nullable: true })
  entityId: string | null;

  @Column({ type: 'text', default: '' })
  alt: string;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  order: number;

  @Column({ type: 'integer', nullable: true })
  width: number | null;

  @Column({ type: 'integer', nullable: true })
  height: number | null;

  @Column({ type: 'integer' })
  bytes: number;

  @Column({ type: 'varchar', length: 10 })
  format: string;

  @Column({ type: 'text', nullable: true })
  srcset: string | null;

  /** The staff member who uploaded it: while it is a draft (no entity yet) only they may attach it; quotas count by it. */
  @Column({ name: 'uploaded_by', type: 'varchar', length: 25, nullable: true })
  uploadedBy: string | null;

  /** Null until the entity's own update references the image; the sweep removes old unattached ones. */
  @Column({ name: 'attached_at', type: 'timestamptz', nullable: true })
  attachedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
