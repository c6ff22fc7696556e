import type { ArgumentsHost } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { API_BASE_PATH } from '@shop/common';
import { AllExceptionsFilter } from '../core/http/exception.filter';
import { sendCachedBody } from './list-cache';
import type { ListingService } from './listing.service';
import { publicListQuery } from './public-list-query';

const PATH = `${API_BASE_PATH}/products`;

/**
 * Shoppers' GET /api/v1/products, answered before Nest's router. The route's work is the read model's and the
 * answer's bytes; Nest's route lookup, guard, interceptors (with rxjs), pipes and class-transformer cost an anonymous
 * list about as much CPU again without changing its answer. So a request that Nest would answer as a shopper (GET or
 * HEAD of exactly this path, no Authorization header: the guard makes such a caller anonymous) is answered here with
 * the same steps in the same order: the query checked as the pipes check it (publicListQuery), the same service
 * call, the same sending, and errors through the app's own exception filter. Helmet's headers, the body parsers and
 * the request log run before it as before. Everything else (a staff token, a bad token, any other spelling of the
 * path) goes on to Nest's route, which stays the documented one; api/test/public-list-path.e2e-spec.ts compares the
 * two paths' statuses, headers and bodies.
 */
export function publicListHandler(listing: ListingService) {
  const errors = new AllExceptionsFilter();
  return function publicProductList(req: Request, res: Response, next: NextFunction): void {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.authorization || req.path !== PATH) return next();
    const fail = (err: unknown) => errors.catch(err, { switchToHttp: () => ({ getResponse: () => res, getRequest: () => req }) } as ArgumentsHost);
    try {
      listing
        .listBody(null, publicListQuery(req.query as Record<string, unknown>), req.ip)
        .then((entry) => sendCachedBody(req, res, entry, 'shopper'))
        .catch(fail);
    } catch (err) {
      fail(err);
    }
  };
}
