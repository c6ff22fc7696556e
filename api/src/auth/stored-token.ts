import { Column, CreateDateColumn, PrimaryColumn } from 'typeorm';

/**
 * What every token handed to a staff member is kept as: never the token itself, only its SHA-256, whose user it is,
 * until when it holds and when it was used. Refresh tokens and password-reset tokens add their own columns.
 */
export abstract class StoredToken {
  @PrimaryColumn({ type: 'varchar', length: 25 })
  id: string;

  @Column({ name: 'user_id', type: 'varchar', length: 25 })
  userId: string;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
