import type { ZatcaEnvironment } from '@shop/common';

/** ZATCA's three Fatoora environments (the list is in @shop/common) and their published base addresses, each overridable by an env var. */
export { ZATCA_ENVIRONMENTS, type ZatcaEnvironment } from '@shop/common';

const DEFAULTS: Record<ZatcaEnvironment, string> = {
  DEVELOPER_PORTAL: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal',
  SIMULATION: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
  PRODUCTION: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
};

/** Read per call, so a test (or an operator) can point an environment at a stand-in: ZATCA_BASE_URL_<ENVIRONMENT>. */
export const zatcaBaseUrl = (env: ZatcaEnvironment): string => (process.env[`ZATCA_BASE_URL_${env}`] || DEFAULTS[env]).replace(/\/+$/, '');

const numberFromEnv = (name: string, fallback: number): number => {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/**
 * The reporting queue's timings. Back-off doubles from the base per failed attempt of the same document, up to the
 * cap; the defaults keep well inside ZATCA's 24 hours through a long outage while not hammering Fatoora.
 */
export const reportingTimings = () => ({
  pollMs: numberFromEnv('ZATCA_REPORT_POLL_MS', 5_000),
  retryBaseMs: numberFromEnv('ZATCA_RETRY_BASE_MS', 30_000),
  retryMaxMs: numberFromEnv('ZATCA_RETRY_MAX_MS', 15 * 60_000),
  timeoutMs: numberFromEnv('ZATCA_HTTP_TIMEOUT_MS', 30_000),
});
