import { Column, Entity, PrimaryColumn } from 'typeorm';
import { type PermissionMap, type Role, SETTINGS_LIMITS, type StaffLanguage } from '@shop/common';
import { TimestampedEntity } from '../database/entity-bases';

@Entity({ name: 'users' })
export class User extends TimestampedEntity {
  @PrimaryColumn({ type: 'varchar', length: 25 })
  id: string;

  /** As long as the name rules let through (StaffName), so a longer limit there cannot outgrow the column unnoticed. */
  @Column({ type: 'varchar', length: SETTINGS_LIMITS.userNameMax })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'password_hash', type: 'text', select: true })
  passwordHash: string;

  @Column({ type: 'varchar', length: 10 })
  role: Role;

  /** Explicit flags overriding the role's defaults; null means the role table decides. */
  @Column({ type: 'jsonb', nullable: true })
  permissions: Partial<PermissionMap> | null;

  @Column({ type: 'boolean', default: false })
  disabled: boolean;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  /** The back office's language the staff member chose; null until they choose (the browser's decides). */
  @Column({ type: 'varchar', length: 2, nullable: true })
  language: StaffLanguage | null;

  /** Bumped when a password changes, so access tokens issued before stop working at once. */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion: number;
}
