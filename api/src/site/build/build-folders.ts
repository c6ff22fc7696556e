import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { buildsDir, listGoodBuilds } from './site-history';

/** Every folder under the builds folder, good or half-written. */
export function buildFolders(siteDir: string): string[] {
  try {
    return fs.readdirSync(buildsDir(siteDir));
  } catch {
    return [];
  }
}

export function removeBuildFolder(siteDir: string, id: string): void {
  fs.rmSync(path.join(buildsDir(siteDir), id), { recursive: true, force: true });
}

/**
 * Removes the folders under `root` untouched for longer than `olderThanMs`, except `keep`: what a crashed or
 * replaced process left behind. Another process may be removing the same folders; that race is harmless.
 */
export function removeStaleFolders(root: string, olderThanMs: number, keep?: string): void {
  let names: string[] = [];
  try {
    names = fs.readdirSync(root);
  } catch {
    return;
  }
  for (const name of names) {
    const dir = path.join(root, name);
    if (dir === keep) continue;
    try {
      if (Date.now() - fs.statSync(dir).mtimeMs > olderThanMs) fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      /* raced with another process's cleanup */
    }
  }
}

/** The builds to keep: the newest `keepBuilds` good ones, and the one being served. */
export function keptBuildIds(siteDir: string, keepBuilds: number, currentId: string | undefined): Set<string> {
  const keep = new Set(
    listGoodBuilds(siteDir)
      .slice(0, keepBuilds)
      .map((b) => b.id),
  );
  if (currentId) keep.add(currentId);
  return keep;
}

/** Sizes and modification times of the storefront's source files: cheap, and changes whenever the code does. */
export function storefrontSourceStamp(root: string): string {
  const hash = createHash('sha1');
  const walk = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (!/\.test\.tsx?$/.test(e.name)) {
        const st = fs.statSync(p);
        hash.update(`${p}:${st.size}:${st.mtimeMs}\n`);
      }
    }
  };
  walk(path.join(root, 'src'));
  walk(path.join(root, 'public'));
  for (const f of ['astro.config.mjs', 'package.json']) {
    try {
      const st = fs.statSync(path.join(root, f));
      hash.update(`${f}:${st.size}:${st.mtimeMs}\n`);
    } catch {
      /* optional */
    }
  }
  return hash.digest('hex').slice(0, 16);
}
