import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { IS_PUBLIC } from './decorators';

/**
 * Only shoppers' reads may be kept by a browser or a proxy. Every other answer (a route that needs a signed-in
 * user, a public route answering a signed-in caller, which may show cost prices, and every write, sign-in tokens
 * included) is sent with `Cache-Control: no-store`, so nothing of it stays on a shared machine or in a shared cache.
 * Set before the handler runs, so an error answer of that route carries it too; an answer that sets its own
 * Cache-Control (a list sent as-is) overrides it.
 */
@Injectable()
export class NoStoreInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() === 'http') {
      const req = ctx.switchToHttp().getRequest<Request & { user?: unknown }>();
      const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [ctx.getHandler(), ctx.getClass()]);
      const shopperRead = isPublic && !req.user && (req.method === 'GET' || req.method === 'HEAD');
      if (!shopperRead) ctx.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'no-store');
    }
    return next.handle();
  }
}
