import { Column, Entity } from 'typeorm';
import { StoredToken } from './stored-token';

/** Only the SHA-256 of a refresh token is kept; a family is one sign-in and all its rotations. */
@Entity({ name: 'refresh_tokens' })
export class RefreshToken extends StoredToken {
  @Column({ name: 'family_id', type: 'varchar', length: 25 })
  familyId: string;

  /** The token that replaced this one when it was rotated (the grace window answers it again). */
  @Column({ name: 'replaced_by', type: 'varchar', length: 25, nullable: true })
  replacedBy: string | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
