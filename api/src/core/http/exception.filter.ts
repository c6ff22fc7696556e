import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { QueryFailedError } from 'typeorm';
import { arabicMessageFor, ERROR_CATALOGUE } from '@shop/common';
import { prefersArabic } from './accept-language';
import { isDatabaseUnavailable } from './database-unavailable';
import { AppError, ValidationError } from '../validation/errors';

/** Seconds a client is told to wait before trying again while the database is away. */
const UNAVAILABLE_RETRY_AFTER_S = 5;

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
};

interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
  errors?: Record<string, string>;
}

/** PostgreSQL error codes that mean the caller sent something wrong, not that the server broke. */
const PG_CLIENT_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'This resource already exists. Please use different information.'],
  '22P02': [400, 'A value has the wrong format.'],
  '22003': [400, 'A number is out of range.'],
  '22001': [400, 'A value is too long.'],
  '23503': [400, 'A referenced record does not exist.'],
  '22007': [400, 'A date is not valid.'],
  '22008': [400, 'A date is out of range.'],
};

/** Fields named in one error answer: a body with thousands of bad fields gets a short answer, not one line per field. */
export const ERRORS_SHOWN = 5;
/** The key under which an answer that names only some fields says how many it left out. */
export const MORE_ERRORS_KEY = '…';

function fewErrors(errors: Record<string, string>): Record<string, string> {
  const entries = Object.entries(errors);
  if (entries.length <= ERRORS_SHOWN) return errors;
  return { ...Object.fromEntries(entries.slice(0, ERRORS_SHOWN)), [MORE_ERRORS_KEY]: `and ${entries.length - ERRORS_SHOWN} more` };
}

function body(status: number, message: string, errors?: Record<string, string>, error?: string): ErrorBody {
  return { statusCode: status, message, error: error ?? STATUS_TEXT[status] ?? 'Error', ...(errors ? { errors } : {}) };
}

/** Nest's own exceptions carry a string or string[] message; reduce to one readable sentence. */
function httpExceptionMessage(ex: HttpException): string {
  const res = ex.getResponse();
  if (typeof res === 'string') return res;
  const msg = (res as { message?: unknown }).message;
  if (Array.isArray(msg)) return String(msg[0] ?? ex.message);
  return typeof msg === 'string' ? msg : ex.message;
}

/** Body-parser and multer errors arrive as plain errors with a status or type. */
function transportError(ex: any): ErrorBody | null {
  if (ex?.type === 'entity.parse.failed') return body(400, 'The request body is not valid JSON.');
  if (ex?.type === 'entity.too.large') return body(413, 'The request body is too large.');
  if (ex?.type === 'encoding.unsupported' || ex?.type === 'charset.unsupported') return body(415, 'Unsupported request encoding.');
  const status = Number(ex?.status ?? ex?.statusCode);
  if (Number.isInteger(status) && status >= 400 && status < 500) return body(status, String(ex.message || STATUS_TEXT[status]));
  return null;
}

/**
 * The answer in the caller's language: a caller whose Accept-Language prefers Arabic (the back office sends its staff
 * member's) gets the Arabic of every message that has one in @shop/common; the others stay English.
 */
function inLanguageOf(req: Request | undefined, out: ErrorBody): ErrorBody & { language?: string } {
  if (!prefersArabic(req?.headers?.['accept-language'])) return out;
  let translated = false;
  const ar = (text: string) => {
    const arabic = arabicMessageFor(text);
    if (arabic) translated = true;
    return arabic ?? text;
  };
  const errors = out.errors ? Object.fromEntries(Object.entries(out.errors).map(([field, text]) => [field, ar(text)])) : undefined;
  const message = ar(out.message);
  // Content-Language says Arabic only when the answer is: a message without Arabic stays English
  return { ...out, message, ...(errors ? { errors } : {}), ...(translated ? { language: 'ar' } : {}) };
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(ex: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const req = host.switchToHttp().getRequest<Request | undefined>();
    const out = inLanguageOf(req, this.toBody(ex));
    if (out.language) res.setHeader('Content-Language', out.language);
    delete out.language;
    const retryAfter = ex instanceof AppError && ex.retryAfterSeconds ? ex.retryAfterSeconds : out.statusCode === 503 ? UNAVAILABLE_RETRY_AFTER_S : 0;
    if (retryAfter) res.setHeader('Retry-After', String(retryAfter));
    if (res.headersSent) return;
    res.status(out.statusCode).json(out);
  }

  private toBody(ex: unknown): ErrorBody {
    if (ex instanceof ValidationError) return body(400, ex.message, fewErrors(ex.errors));
    if (ex instanceof AppError) return body(ex.status, ex.message, undefined, ex.error);
    // body-parser failures may arrive bare or wrapped in a Nest exception; either way they carry a `type`
    const parser = [ex, (ex as any)?.cause].find((e) => typeof e?.type === 'string');
    if (parser) {
      const mapped = transportError(parser);
      if (mapped) return mapped;
    }
    if (ex instanceof HttpException) {
      const message = httpExceptionMessage(ex);
      // Nest rewraps the JSON parser's SyntaxError as a bare 400 whose text is V8's, not ours
      if (ex.getStatus() === 400 && /\bJSON\b/.test(message)) return body(400, 'The request body is not valid JSON.');
      return body(ex.getStatus(), message);
    }
    if (ex instanceof QueryFailedError) {
      const code = (ex as any).driverError?.code as string | undefined;
      const mapped = code ? PG_CLIENT_ERRORS[code] : undefined;
      if (mapped) return body(mapped[0], mapped[1]);
    }
    if (isDatabaseUnavailable(ex)) {
      this.logger.warn(`Database unavailable: ${(ex as Error)?.message}`);
      return body(HttpStatus.SERVICE_UNAVAILABLE, ERROR_CATALOGUE[503].fallback);
    }
    const transport = transportError(ex);
    if (transport) return transport;
    const err = ex as Error;
    this.logger.error(`Unexpected error: ${err?.message ?? String(ex)}`, err?.stack);
    return body(HttpStatus.INTERNAL_SERVER_ERROR, 'An unexpected error occurred. Please try again later.');
  }
}
