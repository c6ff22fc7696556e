// What the repo's benchmark scripts share: their options, API calls that must succeed, polling, and CPU time read
// from /proc (Linux), so each script holds only its own scenario.
import { readFileSync } from 'node:fs';

/** `--name value` from the command line, or the default. */
export function option(name, fallback, args = process.argv.slice(2)) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A call through the shop's API that must succeed; answers the body's `data` (or the body). */
export async function api(shop, method, route, { token, body } = {}) {
  const res = await fetch(`${shop.url}/api/v1${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}: ${JSON.stringify(json)}`);
  return json?.data ?? json;
}

/** Polls `fn` every `everyMs` until it answers something truthy. */
export async function until(what, fn, timeoutMs, everyMs = 250) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const v = await fn().catch(() => null);
    if (v) return v;
    await sleep(everyMs);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const TICK_MS = 1000 / 100; // USER_HZ

/** The fields of /proc/PID/stat after the command name, or null when the process is gone. */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** CPU ms of one process (user and system), its children not counted. */
export function ownCpuMs(pid) {
  const f = statFields(pid);
  return f ? (Number(f[11]) + Number(f[12])) * TICK_MS : 0;
}

/** CPU ms of a process, its live descendants, and its reaped children. */
export function cpuMs(pid) {
  let total = 0;
  const visit = (p) => {
    const f = statFields(p);
    if (!f) return;
    total += (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * TICK_MS;
    let kids = '';
    try {
      kids = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8');
    } catch {
      /* gone */
    }
    for (const k of kids.split(/\s+/).filter(Boolean)) visit(Number(k));
  };
  visit(pid);
  return total;
}
