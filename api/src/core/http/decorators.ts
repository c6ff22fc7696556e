import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Permission } from '@shop/common';
import type { AuthUser } from '../actor/auth-user';

export const IS_PUBLIC = 'isPublic';
export const REQUIRED_PERMISSIONS = 'requiredPermissions';

/** Opens a route to anonymous callers; a valid token, when sent, still identifies the caller. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The caller needs every listed flag. Routes without it still need a signed-in user. */
export const RequirePermissions = (...flags: Permission[]) => SetMetadata(REQUIRED_PERMISSIONS, flags);

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthUser | null => {
  return ctx.switchToHttp().getRequest().user ?? null;
});
