import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/architecture.md guides a newcomer file by file; this keeps every file it names real after a move or a rename.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const WORKSPACES = ['api/', 'admin/', 'storefront/', 'common/', 'docs/', 'scripts/'];
// bare names are source files; data files such as current.json are written at run time
const SOURCE = /^[\w.[\]-]+\.(ts|tsx|astro|mjs)$/;
const SKIP = new Set(['node_modules', 'dist', '.git', '.astro', 'coverage']);

function allFiles(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) allFiles(p, out);
    else out.push(p.slice(ROOT.length + 1));
  }
  return out;
}

/** `api/src/x.ts` must exist; `*` stands for any characters within one name. */
function pathExists(path: string, files: string[]): boolean {
  const clean = path.replace(/\/$/, '');
  if (!clean.includes('*')) return existsSync(join(ROOT, clean));
  const pattern = new RegExp(
    `^${clean
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*')}$`,
  );
  return files.some((f) => pattern.test(f));
}

/** Paths a doc names: backticked tokens rooted at a workspace, bare file names in backticks, and relative links. */
export function namedPaths(markdown: string): { rooted: string[]; bare: string[]; links: string[] } {
  const ticks = [...markdown.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]);
  const rooted = ticks.filter((t) => WORKSPACES.some((w) => t.startsWith(w)));
  const bare = ticks.filter((t) => SOURCE.test(t));
  const links = [...markdown.matchAll(/\]\(([^)#\s]+)\)/g)].map((m) => m[1]).filter((l) => !/^[a-z]+:/.test(l));
  return { rooted, bare, links };
}

/** "`name` in `path`": a code name the doc places in a file, so a renamed function cannot leave the doc behind. */
export function placedNames(markdown: string): { name: string; path: string }[] {
  return [...markdown.matchAll(/`(\w+)` in `([^`\s]+\.(?:ts|tsx|astro|mjs))`/g)].map((m) => ({ name: m[1], path: m[2] }));
}

describe('docs/architecture.md', () => {
  const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const files = allFiles(ROOT);
  const names = new Set(files.map((f) => f.slice(f.lastIndexOf('/') + 1)));

  it('finds the paths it names (the check itself works)', () => {
    const found = namedPaths('see `api/src/a.ts`, `b.tsx`, `GET /x` and [c](c.md)');
    expect(found).toEqual({ rooted: ['api/src/a.ts'], bare: ['b.tsx'], links: ['c.md'] });
    expect(pathExists('api/src/no-such-file.ts', files)).toBe(false);
    expect(pathExists('api/src/database/migrations/*Create*', files)).toBe(true);
  });

  it('names only files that exist', () => {
    const { rooted, bare, links } = namedPaths(doc);
    expect(rooted.length).toBeGreaterThan(20);
    const missing = [
      ...rooted.filter((p) => !pathExists(p, files)),
      ...bare.filter((n) => !names.has(n)),
      ...links.filter((l) => !existsSync(join(ROOT, 'docs', l))),
    ];
    expect(missing).toEqual([]);
  });

  it('finds each code name in the file it places it in', () => {
    expect(placedNames('`a` in `api/src/x.ts`, `b` in `/health`')).toEqual([{ name: 'a', path: 'api/src/x.ts' }]);
    const placed = placedNames(doc);
    expect(placed.length).toBeGreaterThan(2);
    const misplaced = placed.filter(
      ({ name, path }) => !existsSync(join(ROOT, path)) || !new RegExp(`\\b${name}\\b`).test(readFileSync(join(ROOT, path), 'utf8')),
    );
    expect(misplaced).toEqual([]);
  });
});
