/**
 * What the Lighthouse scripts share (scripts/lighthouse.mjs for the storefront, scripts/lighthouse-stall.mjs for the
 * stall): Debian's Chromium and the flags each fresh browser starts with, the command line's `--name value` options,
 * the machine's `uptime` to write beside a figure, and the median of the runs.
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

/** The value after `--name` on the command line, or the fallback. */
export function option(name, fallback = null, args = process.argv.slice(2)) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
}

export const uptime = () => execSync('uptime').toString().trim();
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
