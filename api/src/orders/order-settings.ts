import { intSetting } from '../config/app-config';

/** Chat-order settings, read from the environment once when the orders module starts. */
export interface OrderSettings {
  /** Days an order nobody confirmed is kept; then the sweep deletes it (ORDER_EXPIRY_DAYS, default 7). */
  expiryDays: number;
  /** Orders one address may send per minute to one instance (ORDERS_PER_MINUTE, default 10); more answer 429. */
  perMinute: number;
  /** Order-page reads one address may make per minute to one instance (ORDER_READS_PER_MINUTE, default 120): guessing codes stays slow. */
  readsPerMinute: number;
}

export const ORDER_SWEEP_INTERVAL_MS = 60 * 60_000;

export function orderSettingsFrom(env: NodeJS.ProcessEnv): OrderSettings {
  return {
    expiryDays: intSetting(env, 'ORDER_EXPIRY_DAYS', 7, 1, 365),
    perMinute: intSetting(env, 'ORDERS_PER_MINUTE', 10, 1, 10_000),
    readsPerMinute: intSetting(env, 'ORDER_READS_PER_MINUTE', 120, 1, 100_000),
  };
}
