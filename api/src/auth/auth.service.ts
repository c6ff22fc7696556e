import { Inject, Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { IsNull, Not, Repository } from 'typeorm';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, type LoginResult, type PublicUser, type StaffLanguage, type TokenPair } from '@shop/common';
import { RESET_TOKEN_TTL_MS } from './reset-token.constants';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { AuthUser } from '../core/actor/auth-user';
import { DomainEvents } from '../core/cluster/domain-events';
import { ConflictError, TooManyRequestsError, UnauthorizedError, ValidationError } from '../core/validation/errors';
import { newId, randomToken } from '../core/ids/ids';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { ChangePasswordDto, LoginDto, UpdateProfileDto } from './dto/auth.dto';
import { LoginFailureStore } from './login-failure-store';
import { normaliseSignInEmail } from './login-throttle';
import { emailChangedMail, resetPasswordMail } from './account-mail';
import { MailerService } from './mailer.service';
import { PasswordResetToken } from './password-reset-token.entity';
import { RefreshToken } from './refresh-token.entity';
import { REFRESH_REUSE_GRACE_MS, successorToken } from './refresh-rotation';
import { ResetRequestStore } from './reset-request-store';
import { SessionCheck } from './session-check';

export interface AccessPayload {
  sub: string;
  typ: 'access';
  ver: number;
  /** The session: the refresh-token family the access token was issued with. */
  sid: string;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');
  /** The password-reset lookups and mails still to do, one after the other, off the requests' path. */
  private resetMails: Promise<void> = Promise.resolve();
  /** A fixed hash to verify against when the email is unknown, so timing doesn't reveal which emails exist. */
  private dummyHash: Promise<string> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    private readonly failures: LoginFailureStore,
    private readonly resetRequests: ResetRequestStore,
    private readonly mailer: MailerService,
    private readonly events: DomainEvents,
    private readonly sessions: SessionCheck,
    @InjectRepository(RefreshToken) private readonly refreshTokens: Repository<RefreshToken>,
    @InjectRepository(PasswordResetToken) private readonly resetTokens: Repository<PasswordResetToken>,
  ) {}

  async login(dto: LoginDto, ip: string): Promise<LoginResult> {
    const email = normaliseSignInEmail(dto.email);
    // counted as a failure before the check, so concurrent guesses cannot all slip under the limit
    const admission = await this.failures.admit(email, ip);
    if (!('attempt' in admission)) throw new TooManyRequestsError(AUTH_MESSAGES.tooManyRequests, admission.wait);
    const user = await this.users.findByEmail(email);
    const ok = user ? await this.users.verifyPassword(user, dto.password) : await this.verifyDummy(dto.password);
    if (!user || !ok) {
      await this.failures.confirm(admission.attempt);
      throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials);
    }
    if (user.disabled) {
      await this.failures.withdraw(admission.attempt);
      throw new UnauthorizedError(AUTH_MESSAGES.accountDisabled);
    }
    await this.failures.succeed(email, ip);
    user.lastLoginAt = new Date();
    await this.users.repo.update(user.id, { lastLoginAt: user.lastLoginAt });
    const tokens = await this.startSession(user);
    return { ...tokens, user: this.users.toPublicUser(user) };
  }

  /**
   * Rotates a refresh token. Refreshes of one token take turns on its row lock, on every instance. The token presented
   * again within the grace window (two tabs, a retry) answers its own successor again with a fresh access token; after
   * the window it is reuse: a copy leaked, so the whole session ends.
   */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const outcome = await this.refreshTokens.manager.transaction(async (m): Promise<TokenPair | { reuse: string } | null> => {
      const tokens = m.getRepository(RefreshToken);
      const [row] = await m.query(
        `SELECT id, family_id AS "familyId", user_id AS "userId", replaced_by AS "replacedBy",
                used_at IS NOT NULL AS used, revoked_at IS NOT NULL AS revoked, expires_at <= clock_timestamp() AS expired,
                used_at > clock_timestamp() - make_interval(secs => $2) AS "inGrace"
           FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
        [sha256(refreshToken), REFRESH_REUSE_GRACE_MS / 1000],
      );
      if (!row) return null;
      if (row.revoked) return { reuse: row.familyId };
      if (row.used) {
        if (!row.inGrace || !row.replacedBy) return { reuse: row.familyId };
        return this.answerSuccessorAgain(tokens, row, refreshToken);
      }
      if (row.expired) return null;
      if (await tokens.exists({ where: { familyId: row.familyId, revokedAt: Not(IsNull()) } })) return null;
      const user = await this.users.findById(row.userId);
      if (!user || user.disabled) return null;
      const next = successorToken(this.config.jwtSecret, refreshToken);
      const pair = await this.issueTokens(user, row.familyId, tokens, next);
      await tokens.update(row.id, { usedAt: () => 'clock_timestamp()', replacedBy: pair.rowId });
      return { accessToken: pair.accessToken, refreshToken: pair.refreshToken };
    });
    if (outcome && 'reuse' in outcome) {
      await this.endSession(outcome.reuse);
      this.logger.warn(`Refresh token reuse detected; session family ${outcome.reuse} revoked`);
    }
    if (!outcome || 'reuse' in outcome) throw new UnauthorizedError(AUTH_MESSAGES.invalidRefreshToken);
    return outcome;
  }

  /**
   * The grace window's answer: the successor issued for this very token, if it is still the session's live one (not
   * rotated on again, nor revoked), with a fresh access token. Otherwise refused, but nothing is revoked.
   */
  private async answerSuccessorAgain(
    tokens: Repository<RefreshToken>,
    row: { familyId: string; userId: string; replacedBy: string },
    presented: string,
  ): Promise<TokenPair | null> {
    const next = successorToken(this.config.jwtSecret, presented);
    const successor = await tokens.findOne({ where: { id: row.replacedBy } });
    if (!successor || successor.tokenHash !== sha256(next) || successor.usedAt || successor.revokedAt) return null;
    if (successor.expiresAt.getTime() <= Date.now()) return null;
    if (await tokens.exists({ where: { familyId: row.familyId, revokedAt: Not(IsNull()) } })) return null;
    const user = await this.users.findById(row.userId);
    if (!user || user.disabled) return null;
    return { accessToken: await this.signAccess(user, row.familyId), refreshToken: next };
  }

  async logout(refreshToken: string): Promise<void> {
    const row = await this.refreshTokens.findOne({ where: { tokenHash: sha256(refreshToken) } });
    if (row) await this.endSession(row.familyId);
  }

  /** A new sign-in: a new refresh-token family, which is the session its access tokens name. */
  async startSession(user: User): Promise<TokenPair> {
    const { accessToken, refreshToken } = await this.issueTokens(user, newId());
    return { accessToken, refreshToken };
  }

  private async endSession(familyId: string): Promise<void> {
    await this.refreshTokens.update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
    this.sessions.forget(familyId);
  }

  async me(actor: AuthUser): Promise<PublicUser> {
    const user = await this.users.findById(actor.id);
    if (!user) throw new UnauthorizedError();
    return this.users.toPublicUser(user);
  }

  async changePassword(actor: AuthUser, dto: ChangePasswordDto, ip: string): Promise<void> {
    const user = await this.users.findById(actor.id);
    if (!user) throw new UnauthorizedError();
    await this.checkCurrentPassword(user, dto.currentPassword, ip);
    await this.setPassword(user, dto.newPassword);
    await this.events.emit({ entityType: 'user', action: 'password-changed', entityId: user.id, entityName: user.name, actor });
  }

  /**
   * Name and email. A new email needs the current password (checked before anything else, so a stolen access token
   * learns nothing, not even which addresses are taken); the old address is told, and every other session ends.
   */
  async updateProfile(actor: AuthUser, dto: UpdateProfileDto, ip: string): Promise<PublicUser> {
    const user = await this.users.findById(actor.id);
    if (!user) throw new UnauthorizedError();
    const oldEmail = user.email;
    const newEmail = dto.email.toLowerCase();
    const emailChanged = newEmail !== oldEmail.toLowerCase();
    if (emailChanged) {
      if (!dto.currentPassword) throw new ValidationError({ currentPassword: ACCOUNT_MESSAGES.currentPasswordRequired });
      await this.checkCurrentPassword(user, dto.currentPassword, ip);
      const other = await this.users.findByEmail(newEmail);
      if (other && other.id !== user.id) throw new ConflictError(AUTH_MESSAGES.emailTaken);
    }
    user.name = dto.name;
    user.email = newEmail;
    await this.users.repo.save(user);
    if (emailChanged) {
      await this.revokeOtherSessions(user.id, actor.sessionId);
      this.mailSoon(oldEmail, emailChangedMail(user.name, newEmail));
    }
    await this.events.emit({ entityType: 'user', action: 'profile-updated', entityId: user.id, entityName: user.name, actor });
    return this.users.toPublicUser(user);
  }

  /** The staff member's own back-office language; nobody sets another's (the route takes no id). */
  async setLanguage(actor: AuthUser, language: StaffLanguage): Promise<PublicUser> {
    const user = await this.users.findById(actor.id);
    if (!user) throw new UnauthorizedError();
    if (user.language !== language) {
      user.language = language;
      await this.users.repo.update({ id: user.id }, { language });
    }
    return this.users.toPublicUser(user);
  }

  /**
   * Counts the request (per email, known or not, and per address), then answers at once: the lookup and the mail
   * run afterwards, one request at a time, so the answer takes the same time whether or not the email is an account's.
   */
  async forgotPassword(email: string, address: string): Promise<void> {
    const key = normaliseSignInEmail(email);
    const wait = await this.resetRequests.admit(key, address);
    if (wait > 0) throw new TooManyRequestsError(AUTH_MESSAGES.tooManyRequests, wait);
    this.resetMails = this.resetMails
      .then(() => this.mailResetLink(key))
      .catch((err: any) => this.logger.error(`Could not handle a password-reset request: ${err?.message}`));
  }

  /** A new link for the account, if there is one; earlier links stay valid until used or expired. */
  private async mailResetLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || user.disabled) return;
    const token = randomToken();
    await this.resetTokens.insert({
      id: newId(),
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const link = `${this.config.publicSiteUrl}/admin/reset-password?token=${encodeURIComponent(token)}`;
    const mail = resetPasswordMail(user.name, link);
    await this.mailer.send(user.email, mail.subject, mail.text);
  }

  async resetPassword(token: string, newPassword: string): Promise<void> {
    const row = await this.resetTokens.findOne({ where: { tokenHash: sha256(token) } });
    if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) throw new ValidationError({ token: AUTH_MESSAGES.invalidResetToken });
    const claimed = await this.resetTokens.update({ id: row.id, usedAt: IsNull() }, { usedAt: new Date() });
    if (!claimed.affected) throw new ValidationError({ token: AUTH_MESSAGES.invalidResetToken });
    const user = await this.users.findById(row.userId);
    if (!user) throw new ValidationError({ token: AUTH_MESSAGES.invalidResetToken });
    await this.setPassword(user, newPassword);
    // the password the other links were for is gone, and so are they
    await this.resetTokens.update({ userId: user.id, usedAt: IsNull() }, { usedAt: new Date() });
  }

  /**
   * The guard's check of an `Authorization: Bearer` header: signature (HS256 only), expiry, token type, a user that
   * still exists, is enabled and kept its password, and a session that was not ended. Null means 401; a database
   * failure is thrown as is, so the caller answers 503 rather than "log in again".
   */
  async userForAuthorization(header: string): Promise<AuthUser | null> {
    const token = BEARER.exec(header)?.[1];
    if (!token) return null;
    const payload = await this.jwt.verifyAsync<AccessPayload>(token).catch(() => null);
    if (payload?.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const [user, live] = await Promise.all([this.users.findById(payload.sub), this.sessions.isLive(payload.sid, payload.sub)]);
    if (!user || !live || user.disabled || user.tokenVersion !== payload.ver) return null;
    return { ...this.users.toAuthUser(user), sessionId: payload.sid };
  }

  private async setPassword(user: User, plain: string): Promise<void> {
    if (plain.length < 8) throw new ValidationError({ newPassword: ACCOUNT_MESSAGES.passwordMin });
    user.passwordHash = await this.users.hashPassword(plain);
    user.tokenVersion += 1;
    await this.users.repo.save(user);
    await this.revokeAll(user.id);
  }

  /**
   * A signed-in user's current password, counted like sign-in attempts (per account and address, before the check) so
   * a stolen access token cannot guess it. Counted under the account's id, not its email, so these failures never
   * close the sign-in form itself.
   */
  private async checkCurrentPassword(user: User, plain: string, ip: string): Promise<void> {
    const key = `account:${user.id}`;
    const admission = await this.failures.admit(key, ip);
    if (!('attempt' in admission)) throw new TooManyRequestsError(AUTH_MESSAGES.tooManyRequests, admission.wait);
    if (!(await this.users.verifyPassword(user, plain))) {
      await this.failures.confirm(admission.attempt);
      throw new ValidationError({ currentPassword: AUTH_MESSAGES.currentPasswordWrong });
    }
    await this.failures.succeed(key, ip);
  }

  /** Sends without holding up the answer; a mail server that fails is logged, never turned into a failed request. */
  private mailSoon(to: string, mail: { subject: string; text: string }): void {
    this.mailer.send(to, mail.subject, mail.text).catch((err: any) => this.logger.error(`Could not send "${mail.subject}": ${err?.message}`));
  }

  /** Ends every session of the user but `keep` (the one making the change). */
  private async revokeOtherSessions(userId: string, keep: string | undefined): Promise<void> {
    await this.refreshTokens.update(keep ? { userId, familyId: Not(keep), revokedAt: IsNull() } : { userId, revokedAt: IsNull() }, {
      revokedAt: new Date(),
    });
    this.sessions.forgetUser(userId);
  }

  private async revokeAll(userId: string): Promise<void> {
    await this.refreshTokens.update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
    this.sessions.forgetUser(userId);
  }

  private async issueTokens(
    user: User,
    familyId: string,
    tokens: Repository<RefreshToken> = this.refreshTokens,
    refreshToken: string = randomToken(),
  ): Promise<TokenPair & { rowId: string }> {
    const accessToken = await this.signAccess(user, familyId);
    const rowId = newId();
    await tokens.insert({
      id: rowId,
      userId: user.id,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + this.config.refreshTokenTtlDays * 86_400_000),
    });
    return { accessToken, refreshToken, rowId };
  }

  private signAccess(user: User, familyId: string): Promise<string> {
    const payload: AccessPayload = { sub: user.id, typ: 'access', ver: user.tokenVersion, sid: familyId };
    return this.jwt.signAsync(payload);
  }

  private async verifyDummy(password: string): Promise<boolean> {
    this.dummyHash ??= this.users.hashPassword(randomToken());
    const hash = await this.dummyHash;
    const argon2 = await import('argon2');
    await argon2.verify(hash, password).catch(() => false);
    return false;
  }
}
