import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, type ApiOperationOptions } from '@nestjs/swagger';
import type { Permission } from '@shop/common';
import { Public, RequirePermissions } from './decorators';

/** What the docs say of a route: its summary alone, or the full operation (summary and description). */
type Operation = string | ApiOperationOptions;
const operationOf = (operation: Operation) => ApiOperation(typeof operation === 'string' ? { summary: operation } : operation);

/** A staff route: the caller needs the flag (the guard checks it), and the docs say it takes a bearer token. */
export const StaffRoute = (flag: Permission, operation: Operation) =>
  applyDecorators(ApiBearerAuth(), RequirePermissions(flag), operationOf(operation));

/** A staff route with its HTTP method and path (`Patch(':id/featured')`), so the whole route is one decorator. */
export const StaffAt = (route: MethodDecorator, flag: Permission, operation: Operation) => applyDecorators(route, StaffRoute(flag, operation));

/** A route open to anonymous callers, with its HTTP method and path and what the docs say of it. */
export const PublicAt = (route: MethodDecorator, operation: Operation) => applyDecorators(route, Public(), operationOf(operation));
