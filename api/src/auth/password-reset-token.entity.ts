import { Entity } from 'typeorm';
import { StoredToken } from './stored-token';

/** A password-reset link's token: single use, short-lived. */
@Entity({ name: 'password_reset_tokens' })
export class PasswordResetToken extends StoredToken {}
