import { AUTH_MESSAGES, STOCK_SHORTAGE_ERROR } from '@shop/common';
import { VALIDATION_MESSAGE } from './validation.messages';

/** The few failures the API answers on purpose; the exception filter turns each into the response shape. */
export abstract class AppError extends Error {
  abstract readonly status: number;
  /** Sent as Retry-After when set: how long the caller should wait before asking again. */
  readonly retryAfterSeconds?: number;
  /** The body's `error` when the status text alone does not say which failure it is. */
  readonly error?: string;
}

export class ValidationError extends AppError {
  readonly status = 400;
  constructor(
    readonly errors: Record<string, string>,
    message?: string,
  ) {
    super(message ?? Object.values(errors)[0] ?? VALIDATION_MESSAGE);
  }
}
export class UnauthorizedError extends AppError {
  readonly status = 401;
  constructor(message: string = AUTH_MESSAGES.unauthorized) {
    super(message);
  }
}
export class ForbiddenError extends AppError {
  readonly status = 403;
  constructor(message: string = AUTH_MESSAGES.forbidden) {
    super(message);
  }
}
export class NotFoundError extends AppError {
  readonly status = 404;
}
export class ConflictError extends AppError {
  readonly status = 409;
}
/** More pieces asked for than are left: a 409 told apart from a duplicate by its `error`. */
export class StockShortageError extends ConflictError {
  override readonly error = STOCK_SHORTAGE_ERROR;
}
export class TooManyRequestsError extends AppError {
  readonly status = 429;
  constructor(
    message: string = AUTH_MESSAGES.tooManyRequests,
    override readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
/** The server cannot take this now (a full work queue); the caller may try again after Retry-After. */
export class ServiceBusyError extends AppError {
  readonly status = 503;
  constructor(
    message: string,
    override readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
/** The server has no room to store what was sent (WebDAV's 507, used as widely for any storage). */
export class InsufficientStorageError extends AppError {
  readonly status = 507;
}
