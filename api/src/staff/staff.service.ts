import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AUTH_MESSAGES, type PublicUser } from '@shop/common';
import { isEntityId } from '../core/ids/entity-id';
import type { AuthUser } from '../core/actor/auth-user';
import { DomainEvents } from '../core/cluster/domain-events';
import { ConflictError, NotFoundError } from '../core/validation/errors';
import { newId } from '../core/ids/ids';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { CreateStaffDto } from './dto/create-staff.dto';
import type { UpdateStaffDto } from './dto/update-staff.dto';
import { STAFF_MESSAGES } from './staff.messages';

/**
 * Staff accounts, managed by the owner. The shop always keeps at least one enabled OWNER: demoting, disabling
 * or deleting the last one is refused with 409 Conflict (the request is valid, the shop's state forbids it).
 * The enabled owners' rows are locked for the check, so two owners cannot demote each other at the same time.
 */
@Injectable()
export class StaffService {
  constructor(
    private readonly ds: DataSource,
    private readonly users: UsersService,
    private readonly events: DomainEvents,
  ) {}

  async list(): Promise<PublicUser[]> {
    const all = await this.users.repo.find({ order: { createdAt: 'ASC', id: 'ASC' } });
    return all.map((u) => this.users.toPublicUser(u));
  }

  async create(actor: AuthUser, dto: CreateStaffDto): Promise<PublicUser> {
    if (await this.users.findByEmail(dto.email)) throw new ConflictError(AUTH_MESSAGES.emailTaken);
    const user = this.users.repo.create({
      id: newId(),
      name: dto.name,
      email: dto.email,
      role: dto.role,
      passwordHash: await this.users.hashPassword(dto.password),
      permissions: null,
      disabled: false,
    });
    try {
      await this.users.repo.insert(user);
    } catch (err: any) {
      // Two requests for the same address: the unique index decides, the loser gets the same 409.
      if (err?.driverError?.code === '23505') throw new ConflictError(AUTH_MESSAGES.emailTaken);
      throw err;
    }
    const saved = await this.mustFind(this.ds.manager, user.id);
    await this.events.emit({ entityType: 'user', action: 'created', entityId: saved.id, entityName: saved.name, actor });
    return this.users.toPublicUser(saved);
  }

  async update(actor: AuthUser, id: string, dto: UpdateStaffDto): Promise<PublicUser> {
    const { user, action } = await this.ds.transaction(async (m) => {
      const enabledOwners = await this.lockEnabledOwners(m);
      const user = await this.mustFind(m, id, true);
      const demoted = dto.role != null && dto.role !== 'OWNER' && user.role === 'OWNER';
      const disabling = dto.disabled === true && !user.disabled;
      const wasEnabledOwner = user.role === 'OWNER' && !user.disabled;
      if (wasEnabledOwner && (demoted || disabling) && enabledOwners.length <= 1) throw new ConflictError(AUTH_MESSAGES.lastOwner);

      let action = 'updated';
      if (dto.name != null) user.name = dto.name;
      if (dto.role != null && dto.role !== user.role) {
        user.role = dto.role;
        user.permissions = null; // the new role's defaults apply, not flags chosen for the old one
      }
      if (dto.disabled != null && dto.disabled !== user.disabled) {
        user.disabled = dto.disabled;
        action = dto.disabled ? 'disabled' : 'enabled';
        if (dto.disabled) {
          // The guard already refuses disabled users; bumping the version and revoking sessions makes it final.
          user.tokenVersion += 1;
          await m.query(`UPDATE "refresh_tokens" SET "revoked_at" = now() WHERE "user_id" = $1 AND "revoked_at" IS NULL`, [user.id]);
        }
      }
      await m.save(User, user);
      return { user: await this.mustFind(m, id), action };
    });
    await this.events.emit({ entityType: 'user', action, entityId: user.id, entityName: user.name, actor });
    return this.users.toPublicUser(user);
  }

  async remove(actor: AuthUser, id: string): Promise<{ id: string }> {
    const user = await this.ds.transaction(async (m) => {
      const enabledOwners = await this.lockEnabledOwners(m);
      const user = await this.mustFind(m, id, true);
      if (user.role === 'OWNER' && !user.disabled && enabledOwners.length <= 1) throw new ConflictError(AUTH_MESSAGES.lastOwner);
      await m.delete(User, { id: user.id });
      return user;
    });
    await this.events.emit({ entityType: 'user', action: 'deleted', entityId: user.id, entityName: user.name, actor });
    return { id: user.id };
  }

  /** Locked in id order so that concurrent checks queue instead of deadlocking. */
  private async lockEnabledOwners(m: EntityManager): Promise<string[]> {
    const rows: { id: string }[] = await m.query(`SELECT "id" FROM "users" WHERE "role" = 'OWNER' AND NOT "disabled" ORDER BY "id" FOR UPDATE`);
    return rows.map((r) => r.id);
  }

  private async mustFind(m: EntityManager, id: string, lock = false): Promise<User> {
    const user = isEntityId(id) ? await m.findOne(User, { where: { id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) }) : null;
    if (!user) throw new NotFoundError(STAFF_MESSAGES.notFound);
    return user;
  }
}
