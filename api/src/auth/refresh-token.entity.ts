import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Only the SHA-256 of a refresh token is kept; a family is one sign-in and all its rotations. */
@Entity({ name: 'refresh_tokens' })
export class RefreshToken {
  @PrimaryColumn({ type: 'varchar', length: 25 })
  id: string;

  @Column({ name: 'user_id', type: 'varchar', length: 25 })
  userId: string;

  @Column({ name: 'family_id', type: 'varchar', length: 25 })
  familyId: string;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  /** The token that replaced this one when it was rotated (the grace window answers it again). */
  @Column({ name: 'replaced_by', type: 'varchar', length: 25, nullable: true })
  replacedBy: string | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
