import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import * as argon2 from 'argon2';
import { Repository } from 'typeorm';
import { PERMISSIONS, permissionMapFor, type PermissionMap, type PublicUser } from '@shop/common';
import type { AuthUser } from '../core/actor/auth-user';
import { User } from './user.entity';

/** argon2id with OWASP's recommended memory and time costs. */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) readonly repo: Repository<User>) {}

  findById(id: string): Promise<User | null> {
    return this.repo.findOne({ where: { id } });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.repo.createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email: email.trim() }).getOne();
  }

  hashPassword(plain: string): Promise<string> {
    return argon2.hash(plain, HASH_OPTIONS);
  }

  async verifyPassword(user: User, plain: string): Promise<boolean> {
    try {
      return await argon2.verify(user.passwordHash, plain);
    } catch {
      return false;
    }
  }

  effectivePermissions(user: User): PermissionMap {
    const base = permissionMapFor(user.role);
    if (!user.permissions) return base;
    return Object.fromEntries(PERMISSIONS.map((p) => [p, user.permissions?.[p] ?? false])) as PermissionMap;
  }

  toAuthUser(user: User): AuthUser {
    return { id: user.id, name: user.name, email: user.email, role: user.role, permissions: this.effectivePermissions(user) };
  }

  toPublicUser(user: User): PublicUser {
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      lastLoginAt: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
      disabled: user.disabled,
      permissions: this.effectivePermissions(user),
      createdAt: user.createdAt.toISOString(),
      language: user.language ?? null,
    };
  }
}
