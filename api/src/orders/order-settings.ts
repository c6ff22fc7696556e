import { intSetting } from '../config/app-config';

/** Chat-order settings, read from the environment once when the orders module starts. */
export interface OrderSettings {
  /** Days an order nobody confirmed is kept; then the sweep deletes it (ORDER_EXPIRY_DAYS, default 7). */
  expiryDays: number;
  /**
   * Orders one source (an IPv4 address, or an IPv6 /64) may send per minute (ORDERS_PER_MINUTE, default 10); more
   * answer 429. Counted twice: the attempts each instance sees, in memory, and the orders stored, in PostgreSQL, so
   * the limit holds however the requests are spread over instances.
   */
  perMinute: number;
  /**
   * Anonymous orders the whole shop stores in any hour, on all instances together (ORDERS_PER_HOUR, default 300):
   * a flood from many addresses stops there (429) instead of filling the staff's New orders.
   */
  perHour: number;
  /** Order-page reads one source may make per minute to one instance (ORDER_READS_PER_MINUTE, default 120): guessing codes stays slow. */
  readsPerMinute: number;
}

export const ORDER_SWEEP_INTERVAL_MS = 60 * 60_000;

export function orderSettingsFrom(env: NodeJS.ProcessEnv): OrderSettings {
  return {
    expiryDays: intSetting(env, 'ORDER_EXPIRY_DAYS', 7, 1, 365),
    perMinute: intSetting(env, 'ORDERS_PER_MINUTE', 10, 1, 10_000),
    perHour: intSetting(env, 'ORDERS_PER_HOUR', 300, 1, 1_000_000),
    readsPerMinute: intSetting(env, 'ORDER_READS_PER_MINUTE', 120, 1, 100_000),
  };
}
