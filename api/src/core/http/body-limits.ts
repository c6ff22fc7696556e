import { JwtService } from '@nestjs/jwt';
import express from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { bytes } from '../../config/byte-size';
import { jwtKey } from './jwt-key';
import { refuseHostileJson } from './json-shape';

/**
 * The largest body an anonymous caller may send. The public routes that take a body are the sign-in, refresh,
 * logout and password-reset calls: an email, a token and two passwords of at most 256 characters fit in well
 * under 4 KB even with every character escaped (`\uXXXX`).
 */
export const PUBLIC_BODY_LIMIT = '16kb';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * A caller holding an access token this shop signed: only it may send a body up to the staff ceiling (BODY_LIMIT).
 * The check is the signature alone (microseconds with the key object, no database); the guard still checks expiry,
 * the session and permissions after the body is read. An expired token still counts, so a staff member whose token ran out gets
 * the 401 that makes the back office refresh it, not a 413 for a product of a few dozen kilobytes; a forged one
 * gets the public limit.
 */
function staffTokenCheck(jwtSecret: string): (req: Request) => boolean {
  const jwt = new JwtService({ secret: jwtKey(jwtSecret), verifyOptions: { algorithms: ['HS256'], ignoreExpiration: true } });
  return (req) => {
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return false;
    try {
      return jwt.verify<{ typ?: string }>(token).typ === 'access';
    } catch {
      return false;
    }
  };
}

/** Whether the request announces a body (the same test the body parsers make before reading one). */
function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * The JSON and form body parsers, each in two sizes: the public limit for anonymous callers (every route they may
 * use needs kilobytes), `staffLimit` for staff. Every JSON body is checked for depth and width before it is parsed.
 * Named like Nest's own parsers, so Nest does not add its defaults next to them.
 */
export function bodyParsers(staffLimit: string, jwtSecret: string): RequestHandler[] {
  const isStaff = staffTokenCheck(jwtSecret);
  const smaller = (limit: string) => (bytes(limit) < bytes(staffLimit) ? limit : staffLimit);
  // The signature is checked once per request, and only when a body is coming: the JSON and form parsers both ask,
  // and most requests (every shopper's GET) carry none.
  const staffByRequest = new WeakMap<Request, boolean>();
  const mayUseStaffLimit = (req: Request) => {
    if (!hasBody(req)) return false;
    let staff = staffByRequest.get(req);
    if (staff === undefined) staffByRequest.set(req, (staff = isStaff(req)));
    return staff;
  };
  const pick = (forStaff: RequestHandler, forAnyone: RequestHandler) => (req: Request, res: Response, next: NextFunction) =>
    (mayUseStaffLimit(req) ? forStaff : forAnyone)(req, res, next);
  const json = (limit: string) => express.json({ limit, verify: refuseHostileJson });
  const form = (limit: string) => express.urlencoded({ limit, extended: false });
  const jsonPick = pick(json(staffLimit), json(smaller(PUBLIC_BODY_LIMIT)));
  const formPick = pick(form(staffLimit), form(smaller(PUBLIC_BODY_LIMIT)));
  return [
    function jsonParser(req: Request, res: Response, next: NextFunction) {
      jsonPick(req, res, next);
    },
    function urlencodedParser(req: Request, res: Response, next: NextFunction) {
      formPick(req, res, next);
    },
  ];
}
