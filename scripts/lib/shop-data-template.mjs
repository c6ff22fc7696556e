// A test shop's data folder as its first start leaves it (PostgreSQL initialised, every migration run, the owner and
// the demo catalog in), kept once per build of the API so later test shops start from a copy: a first start costs
// about 17 CPU-s, a start from the copy about 4.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { inputHash } from './build-stamps.mjs';

/** Settings a first start writes into the data folder: a shop with other values needs a template of its own. */
const FIRST_START_ENV = ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SEED_DEMO'];
/** Settings that put a first start's data somewhere else than the data folder: such a shop always starts afresh. */
const ELSEWHERE_ENV = ['DATABASE_URL', 'CLOUDINARY_URL'];
/** What a copy leaves out: the storefront's builds (each shop makes its own for its address) and the old server's pids. */
const NOT_COPIED = ['site', 'postgres.owner.json'];

const templatesRoot = (root) => path.join(root, 'node_modules', '.cache', 'shop-tests', 'data-templates');

/** The template folder for a shop started with `env` from this checkout, or null when such a shop starts afresh. */
export function templateDir(root, env) {
  if (ELSEWHERE_ENV.some((k) => env[k])) return null;
  const key = createHash('sha256')
    .update(inputHash(root, 'api'))
    .update(JSON.stringify(FIRST_START_ENV.map((k) => env[k] ?? null)))
    .digest('hex')
    .slice(0, 16);
  return path.join(templatesRoot(root), key, '.data');
}

/** `cp -a` keeps owners and modes: the embedded PostgreSQL refuses a data folder that is not its user's, mode 0700. */
const copyTree = (from, to) => spawnSync('cp', ['-a', from, to], { stdio: 'ignore' }).status === 0;

/** Makes `dataDir` a copy of the template; false (and nothing there) when there is none or the copy failed. */
export function copyTemplate(template, dataDir) {
  if (!template || !existsSync(path.join(template, 'postgres', 'PG_VERSION'))) return false;
  if (copyTree(template, dataDir)) return true;
  rmSync(dataDir, { recursive: true, force: true });
  return false;
}

/**
 * copyTemplate for a test that runs the shop's PostgreSQL itself, outside the data folder: the template's database
 * (with its password file, `<dir>-password`, where the embedded server reads it) moves to `pgDataDir`.
 */
export function copyTemplateWithDatabaseAt(template, dataDir, pgDataDir) {
  if (!copyTemplate(template, dataDir)) return false;
  renameSync(path.join(dataDir, 'postgres'), pgDataDir);
  renameSync(path.join(dataDir, 'postgres-password'), `${pgDataDir}-password`);
  return true;
}

/** Keeps the data folder of a shop that stopped cleanly as the template, replacing the templates of older builds. */
export function saveTemplate(dataDir, template) {
  const tmp = `${path.dirname(template)}.${randomBytes(4).toString('hex')}.tmp`;
  mkdirSync(tmp, { recursive: true });
  try {
    if (!copyTree(dataDir, path.join(tmp, '.data'))) throw new Error(`could not copy ${dataDir}`);
    for (const name of NOT_COPIED) rmSync(path.join(tmp, '.data', name), { recursive: true, force: true });
    const root = path.dirname(path.dirname(template));
    for (const old of existsSync(root) ? readdirSync(root) : []) {
      if (path.join(root, old) !== path.dirname(template) && !old.endsWith('.tmp')) rmSync(path.join(root, old), { recursive: true, force: true });
    }
    // another runner may have saved the same template meanwhile: theirs is as good
    if (!existsSync(path.dirname(template))) renameSync(tmp, path.dirname(template));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
