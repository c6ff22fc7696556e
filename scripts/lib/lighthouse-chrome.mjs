/**
 * What the Lighthouse scripts share (scripts/lighthouse.mjs for the storefront, scripts/lighthouse-stall.mjs for the
 * stall): Debian's Chromium and the flags each fresh browser starts with, the figures read from a run's report, the
 * command line's `--name value` options, the machine's `uptime` to write beside a figure, and the median of the runs.
 */
import { execSync } from 'node:child_process';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The requests the page made, as Lighthouse's network-requests audit lists them (empty when the run failed). */
export const networkRequests = (lhr) => lhr.audits['network-requests']?.details?.items ?? [];

/**
 * What both scripts print and keep of one run: the performance score (0 to 100), TBT, LCP, FCP and CLS, the JavaScript
 * transferred in bytes, and the error Lighthouse met (null when it recorded the run; a failed run is run again).
 */
export function performanceFigures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbt: audit('total-blocking-time'),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    jsBytes: networkRequests(lhr)
      .filter((r) => r.resourceType === 'Script')
      .reduce((n, r) => n + (r.transferSize ?? 0), 0),
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/** The value after `--name` on the command line, or the fallback. */
export function option(name, fallback = null, args = process.argv.slice(2)) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
}

export const uptime = () => execSync('uptime').toString().trim();
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
