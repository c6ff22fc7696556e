#!/usr/bin/env node
/**
 * Lighthouse 12 (mobile, default simulated throttling, as scripts/lighthouse.mjs runs the storefront) on the market
 * stall's screen, /admin/stall. The stall needs a session: the back office keeps its tokens in localStorage (not a
 * cookie or a header), so each run signs in through the API, writes the session into the fresh Chromium's storage on
 * the shop's origin, and runs Lighthouse with `disableStorageReset` so the page finds it. Nothing else is kept: no
 * service worker, no cache, no catalog snapshot, so every run is a first open of the stall on that phone.
 *
 *   node scripts/lighthouse-stall.mjs                           # starts the shop as `npm start` does (after `npm run build`)
 *   node scripts/lighthouse-stall.mjs --url http://localhost:3742 --email owner@example.com --password owner-pass-123
 *   node scripts/lighthouse-stall.mjs --runs 5 --lang ar       # the staff member's language (en, ar)
 *   node scripts/lighthouse-stall.mjs --json /tmp/lh-stall.json # also writes the last run's whole report (its audits)
 *
 * Prints each run's score, TBT, LCP, CLS and the JavaScript transferred, then the median; the machine's `uptime`
 * before and after, to write beside the figure.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, CHROME_PATH, median, option, performanceFigures, uptime } from './lib/lighthouse-chrome.mjs';
import { ROOT, startShop } from './lib/shop-process.mjs';

const { STORAGE_KEYS } = createRequire(import.meta.url)(path.join(ROOT, 'common'));

const opt = option;
const runs = Number(opt('runs', '3'));
const lang = opt('lang', 'en');
const ms = (v) => (v == null ? '—' : `${Math.round(v)} ms`);

async function signIn(base, email, password) {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`signing in answered ${res.status}: ${await res.text()}`);
  const { data } = await res.json();
  return { accessToken: data.accessToken, refreshToken: data.refreshToken, user: { ...data.user, language: lang }, issuedAt: Date.now() };
}

async function runOnce(base, session) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    // the session goes into this Chromium's storage on the shop's origin (a small file of the stall's, not the page)
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(`${base}/admin/stall.webmanifest`);
    await page.evaluate(
      (key, value, language) => {
        localStorage.setItem(key, value);
        localStorage.setItem('shop.admin.language', language);
      },
      STORAGE_KEYS.auth,
      JSON.stringify(session),
      lang,
    );
    await page.close();
    await browser.disconnect();
    const { lhr } = await lighthouse(`${base}/admin/stall`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    if (opt('json')) writeFileSync(opt('json'), JSON.stringify(lhr, null, 1));
    return { ...performanceFigures(lhr), finalUrl: lhr.finalDisplayedUrl };
  } finally {
    chrome.kill();
  }
}

async function main() {
  let shop = null;
  let base = opt('url');
  let email = opt('email');
  let password = opt('password');
  if (!base) {
    console.log('Starting the shop as `npm start` does...');
    shop = await startShop();
    ({ url: base, email, password } = shop);
  }
  base = base.replace(/\/$/, '');
  const before = uptime();
  const results = [];
  try {
    for (let i = 0; i < runs; i++) {
      const load = uptime().replace(/^.*load average: /, '');
      // A run Lighthouse itself could not record (NO_NAVSTART on a busy machine) is run again, at most twice.
      let r = await runOnce(base, await signIn(base, email, password));
      for (let retry = 0; r.runtimeError && retry < 2; retry++) r = await runOnce(base, await signIn(base, email, password));
      if (!r.runtimeError && !r.finalUrl.endsWith('/admin/stall'))
        throw new Error(`Lighthouse ended on ${r.finalUrl}, not the stall: the session was not taken`);
      if (!r.runtimeError) results.push(r);
      console.log(
        `stall (${lang}) #${i + 1}: ${r.score} FCP ${ms(r.fcp)} LCP ${ms(r.lcp)} TBT ${ms(r.tbt)} CLS ${r.cls?.toFixed(3)} JS ${(r.jsBytes / 1024).toFixed(1)} KB (load ${load})${r.runtimeError ? ` ERROR ${r.runtimeError}` : ''}`,
      );
    }
  } finally {
    await shop?.stop();
  }
  const scores = results.map((r) => r.score);
  console.log(
    `\nstall (${lang}): performance median ${median(scores)} (runs ${scores.join(', ')}), LCP median ${ms(median(results.map((r) => r.lcp)))}, TBT median ${ms(median(results.map((r) => r.tbt)))}`,
  );
  console.log(`uptime before: ${before}\nuptime after:  ${uptime()}`);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
