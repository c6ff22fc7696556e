import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// @shop/common is the contract between the API, the storefront and the back office: an export that only one
// of them imports belongs in that workspace. This reads the sources as text, so it needs no build.
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const WORKSPACES = ['api', 'admin', 'storefront'] as const;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.astro', '.vite', 'coverage']);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|astro)$/;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (SOURCE.test(name)) out.push(path);
  }
  return out;
}

/** Every name common/src/index.ts exports, read from the modules it re-exports. */
export function commonExports(): Map<string, string> {
  const index = readFileSync(join(here, 'index.ts'), 'utf8');
  const names = new Map<string, string>();
  for (const [, module] of index.matchAll(/export \* from '\.\/([\w-]+)\.js'/g)) {
    const text = readFileSync(join(here, `${module}.ts`), 'utf8');
    for (const [, name] of text.matchAll(/^export (?:declare )?(?:async )?(?:const|let|function|class|interface|type|enum) (\w+)/gm)) {
      names.set(name, `${module}.ts`);
    }
    for (const [, list] of text.matchAll(/^export (?:type )?\{([^}]*)\}/gm)) {
      for (const part of list.split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)
          .pop()
          ?.trim();
        if (name) names.set(name, `${module}.ts`);
      }
    }
  }
  return names;
}

/** For each workspace, the names its files import from @shop/common. */
export function importsByWorkspace(): Record<string, Set<string>> {
  const result: Record<string, Set<string>> = {};
  for (const ws of WORKSPACES) {
    const used = new Set<string>();
    for (const file of sourceFiles(join(root, ws))) {
      const text = readFileSync(file, 'utf8');
      for (const [, list] of text.matchAll(/(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]@shop\/common['"]/g)) {
        for (const part of list.split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]
            ?.trim();
          if (name) used.add(name);
        }
      }
      for (const [, ns] of text.matchAll(/import\s+\*\s+as\s+(\w+)\s+from\s*['"]@shop\/common['"]/g)) {
        for (const [, name] of text.matchAll(new RegExp(`\\b${ns}\\.(\\w+)`, 'g'))) used.add(name);
      }
    }
    result[ws] = used;
  }
  return result;
}

/** Names another part of common is built from (a type inside a shared type, a constant inside a shared rule). */
export function usedInsideCommon(names: Iterable<string>): Set<string> {
  const text = readdirSync(here)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => readFileSync(join(here, f), 'utf8'))
    .join('\n')
    .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''); // a name in a comment is not a use
  return new Set([...names].filter((name) => (text.match(new RegExp(`\\b${name}\\b`, 'g')) ?? []).length > 1));
}

// A name that common builds another export from counts as one user: it cannot move out, and the workspace that
// names it is its second user.
describe('@shop/common holds only what two or more workspaces import', () => {
  const exports = commonExports();
  const used = importsByWorkspace();
  const inCommon = usedInsideCommon(exports.keys());

  it('finds the exports and the imports it checks', () => {
    expect(exports.size).toBeGreaterThan(20);
    for (const ws of WORKSPACES) expect(used[ws].size, `${ws} imports nothing from @shop/common?`).toBeGreaterThan(0);
    expect(relative(root, here)).toBe(join('common', 'src'));
  });

  it('every export is used by at least two of api, admin, storefront and common itself', () => {
    const lonely = [...exports]
      .map(([name, file]) => ({ name, file, by: [...WORKSPACES.filter((ws) => used[ws].has(name)), ...(inCommon.has(name) ? ['common'] : [])] }))
      .filter((e) => e.by.length < 2)
      .map((e) => `${e.file}: ${e.name} (used by ${e.by.join(', ') || 'nothing'})`);
    expect(lonely).toEqual([]);
  });
});
