import * as fs from 'node:fs';
import * as path from 'node:path';

/** One finished, published storefront build (DATA_DIR/site/builds/<id>/). */
export interface SiteBuild {
  id: string;
  builtAt: string;
  durationMs: number;
  pages: number;
  /** What the build read: public products and categories, or null when its log did not say. */
  products: number | null;
  categories: number | null;
  /** Fingerprint of the storefront's source when it was built: a different one at start means rebuild. */
  sourceStamp: string;
  /** The catalog and public address it was built from (catalogStamp(), read before the build read the catalog). */
  catalogStamp?: string | null;
  /** Set in current.json by a restore: staff chose this build, so a start serves it whatever the catalog is now. */
  restored?: boolean;
  /** The incremental renderer's server entry built beside it (see renderer-build.ts), or null when it has none. */
  renderer?: string | null;
  /** How its pages were made (`astro build` or rendered with the renderer bundle); missing in builds made before both existed. */
  method?: 'astro' | 'rendered';
}

/**
 * A build is "good" once it was published: its own record sits inside it as `.build.json` (never served: the
 * storefront handler refuses dot paths). Folders without one are half-written builds of a crashed or failed run.
 */
const RECORD = '.build.json';
const ID = /^[\w-]+$/;

export const buildsDir = (siteDir: string) => path.join(siteDir, 'builds');
const pointerFile = (siteDir: string) => path.join(siteDir, 'current.json');

function readJson(file: string): SiteBuild | null {
  try {
    const build = JSON.parse(fs.readFileSync(file, 'utf8')) as SiteBuild;
    return build && typeof build.id === 'string' && ID.test(build.id) ? build : null;
  } catch {
    return null;
  }
}

function writeAtomically(file: string, body: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, body);
  fs.renameSync(tmp, file);
}

/** The good build with this id, or null when it is missing, half-written or lost its index page. */
export function readGoodBuild(siteDir: string, id: string): SiteBuild | null {
  if (!ID.test(id)) return null;
  const dir = path.join(buildsDir(siteDir), id);
  const build = readJson(path.join(dir, RECORD));
  return build?.id === id && fs.existsSync(path.join(dir, 'index.html')) ? build : null;
}

/** Good builds, newest first. */
export function listGoodBuilds(siteDir: string): SiteBuild[] {
  let names: string[] = [];
  try {
    names = fs.readdirSync(buildsDir(siteDir));
  } catch {
    return [];
  }
  return names
    .map((name) => readGoodBuild(siteDir, name))
    .filter((b): b is SiteBuild => b !== null)
    .sort((a, b) => b.builtAt.localeCompare(a.builtAt) || b.id.localeCompare(a.id));
}

export function markGood(siteDir: string, build: SiteBuild): void {
  writeAtomically(path.join(buildsDir(siteDir), build.id, RECORD), JSON.stringify(build, null, 2));
}

/** The build current.json names, when it is still a good build. */
export function readCurrent(siteDir: string): SiteBuild | null {
  const pointer = readJson(pointerFile(siteDir));
  if (!pointer) return null;
  const good = readGoodBuild(siteDir, pointer.id);
  if (good) return pointer.restored ? { ...good, restored: true } : good;
  // a build published before builds carried their own record: current.json vouches for it
  if (!fs.existsSync(path.join(buildsDir(siteDir), pointer.id, RECORD)) && fs.existsSync(path.join(buildsDir(siteDir), pointer.id, 'index.html'))) {
    const legacy = { ...pointer, products: pointer.products ?? null, categories: pointer.categories ?? null };
    markGood(siteDir, legacy);
    return legacy;
  }
  return null;
}

/** Atomic swap: current.json is replaced by a rename, so a reader sees the old build or the new one. */
export function writeCurrent(siteDir: string, build: SiteBuild): void {
  fs.mkdirSync(siteDir, { recursive: true });
  writeAtomically(pointerFile(siteDir), JSON.stringify(build, null, 2));
}

/** Points current.json back at a kept build; the shop serves it from its next start. */
export function restoreBuild(siteDir: string, id: string): SiteBuild {
  const build = readGoodBuild(siteDir, id);
  if (!build) {
    const kept = listGoodBuilds(siteDir).map((b) => b.id);
    throw new Error(`There is no good build "${id}" in ${buildsDir(siteDir)} (kept: ${kept.join(', ') || 'none'}).`);
  }
  writeCurrent(siteDir, { ...build, restored: true });
  return build;
}
