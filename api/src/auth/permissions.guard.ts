import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { hasAllPermissions, type Permission } from '@shop/common';
import type { AuthUser } from '../core/auth-user';
import { IS_PUBLIC, REQUIRED_PERMISSIONS } from '../core/decorators';
import { ForbiddenError, UnauthorizedError } from '../core/errors';

/**
 * The one global guard, deny by default: every route needs a valid access token unless marked @Public(),
 * and every flag named by @RequirePermissions().
 */
@Injectable()
export class PermissionsGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const targets = [ctx.getHandler(), ctx.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    const req = ctx.switchToHttp().getRequest();
    if (isPublic) {
      // Public routes still recognise staff, but a stale or bad token just means "anonymous".
      if (req.headers.authorization) {
        try {
          await super.canActivate(ctx);
        } catch {
          req.user = null;
        }
      }
      return true;
    }
    await super.canActivate(ctx);
    const flags = this.reflector.getAllAndOverride<Permission[]>(REQUIRED_PERMISSIONS, targets) ?? [];
    const user = req.user as AuthUser;
    if (flags.length && !hasAllPermissions(user.permissions, flags)) throw new ForbiddenError();
    return true;
  }

  override handleRequest<T>(err: unknown, user: T): T {
    if (err || !user) throw new UnauthorizedError();
    return user;
  }
}
