/** Error codes that mean PostgreSQL cannot be reached or is going away, not that a query was wrong. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
// admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections; class 08 is "connection exception"
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_TEXT =
  /Connection terminated|connection timeout|Connection is not established|Client has encountered a connection error|terminating connection/i;

/** True when a failure means the database is unavailable for now, so the caller should hear "try again", not a 500 or 401. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: any = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = e.code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof e.message === 'string' && CONNECTION_TEXT.test(e.message)) return true;
    e = e.driverError ?? e.cause ?? (Array.isArray(e.errors) ? e.errors[0] : undefined);
  }
  return false;
}
