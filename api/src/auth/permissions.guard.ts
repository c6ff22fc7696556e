import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { hasAllPermissions, type Permission } from '@shop/common';
import type { AuthUser } from '../core/actor/auth-user';
import { IS_PUBLIC, REQUIRED_PERMISSIONS } from '../core/http/decorators';
import { ForbiddenError, UnauthorizedError } from '../core/validation/errors';
import { AuthService } from './auth.service';

/**
 * The one global guard, deny by default: every route needs a valid access token of an open session unless marked
 * @Public(), and every flag named by @RequirePermissions(). It reads the token itself rather than through a
 * process-wide passport strategy, so each app instance checks sessions with its own services.
 */
@Injectable()
export class PermissionsGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const targets = [ctx.getHandler(), ctx.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    const req = ctx.switchToHttp().getRequest();
    const header = req.headers.authorization as string | undefined;
    if (isPublic) {
      // Public routes still recognise staff, but a stale or bad token just means "anonymous".
      req.user = header ? await this.auth.userForAuthorization(header).catch(() => null) : null;
      return true;
    }
    const user: AuthUser | null = header ? await this.auth.userForAuthorization(header) : null;
    if (!user) throw new UnauthorizedError();
    req.user = user;
    const flags = this.reflector.getAllAndOverride<Permission[]>(REQUIRED_PERMISSIONS, targets) ?? [];
    if (flags.length && !hasAllPermissions(user.permissions, flags)) throw new ForbiddenError();
    return true;
  }
}
