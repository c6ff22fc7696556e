import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, type ApiOperationOptions } from '@nestjs/swagger';
import type { Permission } from '@shop/common';
import { RequirePermissions } from './decorators';

/** A staff route: the caller needs the flag (the guard checks it), and the docs say it takes a bearer token. */
export const StaffRoute = (flag: Permission, operation: ApiOperationOptions) =>
  applyDecorators(ApiBearerAuth(), RequirePermissions(flag), ApiOperation(operation));
