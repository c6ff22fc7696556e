// Debian's Chromium as the browser tests drive it: one set of flags, and one browser a whole run can share.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * Debian's headless shell (package chromium-headless-shell): the same Blink and V8 as /usr/bin/chromium without the
 * browser's own UI layers. Driving the tests' pages costs it about half the CPU for a back-office load with sign-in
 * (1.0 against 2.0 CPU-s) and under a third for a storefront page (0.19 against 0.66), measured in one run on this
 * machine (docs/benchmarks.md, "npm test on a clean clone"): Chromium was the test run's largest CPU user. Lighthouse
 * keeps the full browser (scripts/lib/lighthouse-chrome.mjs), as its figures are meant to be a phone's.
 */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';
/**
 * CHROMIUM_PATH when set, else the headless shell where installed (the browser test runner installs it), else the full
 * browser. Read at each launch: the runner may install the shell after this module loaded.
 */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : '/usr/bin/chromium');
}

/** Headless on a machine without a GPU or a sandbox-capable kernel; nothing reaches outside the test's shop. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A browser for one test file: a connection to the run's shared Chromium (CHROMIUM_WS, started by the browser test
 * runner) when there is one, else a Chromium of its own. Starting Chromium costs about a second of CPU in its
 * processes; a run of the browser suites opened it forty times. Closing a connection closes the contexts it made and
 * leaves the shared browser running.
 */
export function openBrowser() {
  const endpoint = process.env.CHROMIUM_WS;
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

/** The run's shared Chromium; its endpoint goes to the test processes as CHROMIUM_WS. */
export function startBrowserServer() {
  return chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}
