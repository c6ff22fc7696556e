// Debian's Chromium as the browser tests drive it: one set of flags, and one browser a whole run can share.
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** The run's shared Chromium; its endpoint goes to the test processes as CHROMIUM_WS. */
export function startBrowserServer() {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
