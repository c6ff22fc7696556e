import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, type ApiOperationOptions } from '@nestjs/swagger';
import { RequirePermissions } from '../core/http/decorators';

/** An import route: it may both create and change products, so it needs both flags; the body is one multipart file. */
export const ImportRoute = (route: MethodDecorator, operation: ApiOperationOptions) =>
  applyDecorators(
    route,
    ApiBearerAuth(),
    RequirePermissions('productCreate', 'productUpdate'),
    ApiOperation(operation),
    ApiConsumes('multipart/form-data'),
    ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } }),
  );

/** Reading an import's job: the same flags as starting one, no body. */
export const ImportReadRoute = (route: MethodDecorator, operation: ApiOperationOptions) =>
  applyDecorators(route, ApiBearerAuth(), RequirePermissions('productCreate', 'productUpdate'), ApiOperation(operation));
