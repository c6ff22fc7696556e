import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README and every page of docs/ guide a newcomer file by file; this keeps every file they name real after a move
// or a rename, every link (and the heading it points at) there, and the README short enough to read in five minutes.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const WORKSPACES = ['api/', 'admin/', 'storefront/', 'common/', 'docs/', 'scripts/'];
// bare names are source files; data files such as current.json are written at run time
const SOURCE = /^[\w.[\]-]+\.(ts|tsx|astro|mjs)$/;
const SKIP = new Set(['node_modules', 'dist', '.git', '.astro', 'coverage']);
/** Every page checked: the README and each Markdown file in docs/, new ones included without touching this list. */
const PAGES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const README_MAX_LINES = 200;
const BENCHMARKS_MAX_BYTES = 60 * 1024;

function allFiles(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) allFiles(p, out);
    else out.push(p.slice(ROOT.length + 1));
  }
  return out;
}

/** `a/{b,c}.ts` as `a/b.ts` and `a/c.ts`, so a page may name several files of one folder at once. */
function expandBraces(path: string): string[] {
  const m = /\{([^{}]*)\}/.exec(path);
  if (!m) return [path];
  return m[1].split(',').flatMap((part) => expandBraces(path.slice(0, m.index) + part + path.slice(m.index + m[0].length)));
}

/** `api/src/x.ts` must exist; `*` (or a `<placeholder>`) stands for any characters within one name. */
function pathExists(path: string, files: string[]): boolean {
  if (path.includes('{')) return expandBraces(path).every((p) => pathExists(p, files));
  const clean = path.replace(/\/$/, '').replace(/<[^<>/]+>/g, '*');
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

/** Links to a heading of a Markdown page (`page.md#anchor`, or `#anchor` on the same page). */
export function anchorLinks(markdown: string): { page: string; anchor: string }[] {
  return [...markdown.matchAll(/\]\(([^)#\s]*\.md|)#([^)\s]+)\)/g)].map((m) => ({ page: m[1], anchor: m[2] }));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as dashes. */
export function headingAnchors(markdown: string): Set<string> {
  const headings = [...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6} (.+)$/gm)].map((m) => m[1]);
  return new Set(
    headings.map((h) =>
      h
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

describe('the checks themselves', () => {
  const files = allFiles(ROOT);
  it('find the paths, names and anchors a page gives', () => {
    const found = namedPaths('see `api/src/a.ts`, `b.tsx`, `GET /x` and [c](c.md)');
    expect(found).toEqual({ rooted: ['api/src/a.ts'], bare: ['b.tsx'], links: ['c.md'] });
    expect(pathExists('api/src/no-such-file.ts', files)).toBe(false);
    expect(pathExists('api/src/database/migrations/*Create*', files)).toBe(true);
    expect(pathExists('common/src/{tax,format}.ts', files)).toBe(true);
    expect(pathExists('common/src/{tax,no-such-file}.ts', files)).toBe(false);
    expect(pathExists('api/test/<area>.e2e-spec.ts', files)).toBe(true);
    expect(placedNames('`a` in `api/src/x.ts`, `b` in `/health`')).toEqual([{ name: 'a', path: 'api/src/x.ts' }]);
    expect(anchorLinks('[a](docs/x.md#run-it) [b](#here) [c](y.md)')).toEqual([
      { page: 'docs/x.md', anchor: 'run-it' },
      { page: '', anchor: 'here' },
    ]);
    expect([...headingAnchors('# Backups and restore\n## `npm start`: fresh clone (1)\n')]).toEqual([
      'backups-and-restore',
      'npm-start-fresh-clone-1',
    ]);
  });
});

describe.each(PAGES)('%s', (page) => {
  const doc = readFileSync(join(ROOT, page), 'utf8');
  const dir = dirname(join(ROOT, page));
  const files = allFiles(ROOT);
  const names = new Set(files.map((f) => f.slice(f.lastIndexOf('/') + 1)));

  it('names only files that exist', () => {
    const { rooted, bare, links } = namedPaths(doc);
    const missing = [
      ...rooted.filter((p) => !pathExists(p, files)),
      ...bare.filter((n) => !names.has(n)),
      ...links.filter((l) => !existsSync(join(dir, l))),
    ];
    expect(missing).toEqual([]);
  });

  it('links only to headings that exist', () => {
    const broken = anchorLinks(doc).filter(({ page: target, anchor }) => {
      const file = target ? join(dir, target) : join(ROOT, page);
      return !existsSync(file) || !headingAnchors(readFileSync(file, 'utf8')).has(anchor);
    });
    expect(broken).toEqual([]);
  });

  it('finds each code name in the file it places it in', () => {
    const misplaced = placedNames(doc).filter(
      ({ name, path }) => !existsSync(join(ROOT, path)) || !new RegExp(`\\b${name}\\b`).test(readFileSync(join(ROOT, path), 'utf8')),
    );
    expect(misplaced).toEqual([]);
  });
});

describe('sizes', () => {
  it('keeps the README readable in five minutes', () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('keeps docs/benchmarks.md to current figures (the history is in git)', () => {
    expect(statSync(join(ROOT, 'docs/benchmarks.md')).size).toBeLessThan(BENCHMARKS_MAX_BYTES);
  });

  it('links every page of docs/ from the README', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const linked = new Set(namedPaths(readme).links);
    expect(PAGES.filter((p) => p !== 'README.md' && !linked.has(p))).toEqual([]);
  });
});
