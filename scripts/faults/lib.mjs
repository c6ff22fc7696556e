// Helpers for the fault-injection tests: HTTP against a running shop, polling, and the PostgreSQL folder's lock.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, startShop } from '../lib/shop-process.mjs';

/**
 * The public address every fault test's shop builds its pages for, whatever port it listens on: the pages and the
 * incremental renderer's bundle depend on it, so one bundle serves every shop of a run instead of one build each.
 */
export const SITE_URL = 'http://shop.test';

/** A shop as `npm start` runs it, building for SITE_URL. */
export const startFaultShop = (opts = {}) => startShop({ ...opts, env: { PUBLIC_SITE_URL: SITE_URL, ...opts.env } });

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The built API's embedded PostgreSQL starter (npm test builds first). */
export const { startEmbeddedPostgres } = createRequire(import.meta.url)(path.join(ROOT, 'api', 'dist', 'src', 'database', 'embedded-postgres.js'));

/** How often `until` asks: a status answer costs a millisecond, a longer pause is only time lost after the event. */
const POLL_MS = 100;

/** Polls `fn` until it returns a truthy value; throws with the last reason after `timeoutMs`. */
export async function until(what, fn, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    try {
      const value = await fn();
      if (value) return value;
    } catch (err) {
      last = err?.message ?? String(err);
    }
    await sleep(POLL_MS);
  }
  throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what} (${last})`);
}

export async function api(shop, method, route, { token, body } = {}) {
  const res = await fetch(`${shop.url}/api/v1${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return answerOf(res);
}

/** An API answer as { status, body (its data, or the JSON, or null), text }. */
export async function answerOf(res) {
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: json?.data ?? json, text };
}

export async function signIn(shop) {
  const res = await api(shop, 'POST', '/auth/login', { body: { email: shop.email, password: shop.password } });
  if (res.status !== 200 && res.status !== 201) throw new Error(`sign-in answered ${res.status}: ${res.text}`);
  return res.body.accessToken;
}

/** The bodies of storefront pages, to compare what is served before and after a fault. */
export async function snapshot(shop, paths) {
  const pages = {};
  for (const p of paths) {
    const res = await fetch(`${shop.url}${p}`);
    pages[p] = `${res.status} ${await res.text()}`;
  }
  return pages;
}

export function postmasterPid(pgDataDir) {
  return Number(readFileSync(path.join(pgDataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

export function isRunning(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return true;
  }
}

/**
 * Runs a test's body and, when it fails, prints the end of each instance's log first: what the API, its builds and
 * its renderer did is there and nowhere else.
 */
export async function showingLogs(instances, fn) {
  try {
    return await fn();
  } catch (err) {
    for (const i of instances().filter(Boolean)) console.log(`# ---- ${i.name}'s log, its end ----\n${i.log().slice(-4000).replace(/^/gm, '# ')}`);
    throw err;
  }
}

/** The storefront build status; with a dashboardAccess token it includes the renderer, the builder and the reasons. */
export const siteStatus = async (shop, token) => (await api(shop, 'GET', '/site/status', { token })).body;

/** Full storefront builds an instance published, counted from its log. */
export const fullBuilds = (instance) => (instance.log().match(/storefront ready:/g) ?? []).length;

/** Nothing building, queued or waiting to render, and the renderer up: a change now is rendered, not rebuilt. */
export const rendererSettled = (s) => s.incremental.state === 'ready' && s.incremental.pending === 0 && !s.building && !s.queued;
