#!/usr/bin/env node
// The import-floor check. Every app in APPS keeps a `<app>/floors.json` listing its floors top to bottom, each floor a set
// of rooms (folders or single files under the app's `root`); an app without one fails, so a new app cannot slip past.
//   - Every source file must sit in a room (the longest room path that holds it).
//   - Every import of a file under root must point to a floor below, or into its own room.
//   - An import into ANOTHER room on the SAME floor (sideways: one feature reaching into another) fails, unless the
//     floor says `"sideways": true` (a shared library whose rooms are parts of one whole, e.g. "core basics", "lib",
//     "i18n": they may use each other freely) or floors.json's `allow` names that pair of rooms with a reason.
//     Feature floors stay walled: what two features share belongs on a lower floor.
//   - No files may import each other in a circle, whatever the floors say (allowing a sideways pair does not allow a
//     loop through it).
// A room written `"folder/*"` stands for each folder and source file directly inside `folder`, each its own room
// (e.g. "features/*" walls every feature off from the others); a room listed by its own name wins over the pattern.
// `allow` entries are `{ "from", "to", "why" }`, "why" a non-empty reason, in one of two kinds:
//   - both ends name rooms on one floor: imports from the first room into the second may go sideways (not up);
//   - otherwise both ends name files (paths under root): that one import is excused from every rule, upward included.
// An allow entry that matches no import fails too, so the list shrinks as the code gets mended.
//   node scripts/check-floors.mjs            the repo this script lives in
//   node scripts/check-floors.mjs DIR        another tree with the same layout (the tests use small fixture trees)
// Prints one line per problem and exits 1 if there is any.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

export const APPS = ['api', 'storefront', 'admin'];
const SOURCE_EXT = ['.ts', '.tsx', '.mts', '.cts', '.mjs', '.cjs', '.js', '.jsx', '.astro'];
/** The order a bundler or tsc tries when an import names no extension. */
const TRY_EXT = ['.ts', '.tsx', '.mts', '.cts', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.astro'];
/** An import written with a JavaScript extension may name the TypeScript file it compiles from. */
const JS_TO_TS = { '.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'] };
const SKIP_DIRS = new Set(['node_modules', 'dist', '.astro', '.git']);

const toPosix = (p) => p.split(path.sep).join('/');
const isSource = (file) => SOURCE_EXT.some((ext) => file.endsWith(ext));

function listSources(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) listSources(path.join(dir, entry.name), out);
    } else if (entry.isFile() && isSource(entry.name)) out.push(path.join(dir, entry.name));
  }
  return out;
}

/** The import specifiers of one file; in `.astro` files those of the frontmatter and of every `<script>` tag. */
export function importsOf(file, text = readFileSync(file, 'utf8')) {
  const chunks = [];
  if (file.endsWith('.astro')) {
    const front = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(text);
    if (front) chunks.push(front[1]);
    const template = front ? text.slice(front[0].length) : text;
    for (const m of template.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) chunks.push(m[1]);
  } else {
    chunks.push(text);
  }
  return chunks.flatMap((chunk) => ts.preProcessFile(chunk, true, true).importedFiles.map((f) => f.fileName));
}

/** The `paths` aliases of the app's tsconfig (extends followed), as [prefix, suffix, targets, base] entries. */
function readAliases(appDir) {
  const configFile = path.join(appDir, 'tsconfig.json');
  if (!existsSync(configFile)) return [];
  const read = ts.readConfigFile(configFile, ts.sys.readFile);
  if (read.error) return [];
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, appDir, undefined, configFile);
  const paths = parsed.options.paths ?? {};
  const base = parsed.options.pathsBasePath ?? parsed.options.baseUrl ?? appDir;
  return Object.entries(paths).map(([pattern, targets]) => {
    const star = pattern.indexOf('*');
    return star < 0
      ? { prefix: pattern, suffix: '', exact: true, targets, base }
      : { prefix: pattern.slice(0, star), suffix: pattern.slice(star + 1), exact: false, targets, base };
  });
}

function fileAt(candidate) {
  try {
    return statSync(candidate).isFile() ? candidate : null;
  } catch {
    return null;
  }
}

/** The file an import path names: as written, with an extension added, as a folder's index, or .js naming .ts. */
function resolvePath(base) {
  const ext = path.extname(base);
  if (ext && fileAt(base)) return base;
  for (const alt of JS_TO_TS[ext] ?? []) {
    const hit = fileAt(base.slice(0, -ext.length) + alt);
    if (hit) return hit;
  }
  for (const e of TRY_EXT) {
    const hit = fileAt(base + e);
    if (hit) return hit;
  }
  for (const e of TRY_EXT) {
    const hit = fileAt(path.join(base, `index${e}`));
    if (hit) return hit;
  }
  return null;
}

function resolveImport(fromFile, specifier, aliases) {
  const spec = specifier.replace(/[?#].*$/, '');
  if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..')
    return resolvePath(path.resolve(path.dirname(fromFile), spec));
  for (const a of aliases) {
    let star;
    if (a.exact) {
      if (spec !== a.prefix) continue;
    } else {
      if (!spec.startsWith(a.prefix) || !spec.endsWith(a.suffix) || spec.length < a.prefix.length + a.suffix.length) continue;
      star = spec.slice(a.prefix.length, spec.length - a.suffix.length);
    }
    for (const target of a.targets) {
      const hit = resolvePath(path.resolve(a.base, star === undefined ? target : target.replace('*', star)));
      if (hit) return hit;
    }
  }
  return null; // a package, or a file that does not exist (the type check reports those)
}

function validateFloors(data) {
  const problems = [];
  if (typeof data?.root !== 'string' || !data.root) problems.push('"root" must name a folder');
  if (!Array.isArray(data?.floors) || !data.floors.length) problems.push('"floors" must list at least one floor');
  const seen = new Map();
  for (const [i, floor] of (Array.isArray(data?.floors) ? data.floors : []).entries()) {
    if (typeof floor?.name !== 'string' || !floor.name) problems.push(`floor ${i + 1} has no "name"`);
    if (!Array.isArray(floor?.rooms) || !floor.rooms.length) problems.push(`floor "${floor?.name}" lists no "rooms"`);
    if (floor?.sideways !== undefined && typeof floor.sideways !== 'boolean')
      problems.push(`floor "${floor?.name}": "sideways" must be true or false`);
    for (const room of Array.isArray(floor?.rooms) ? floor.rooms : []) {
      const key = normaliseRoom(room);
      if (seen.has(key)) problems.push(`room "${room}" is on floor "${seen.get(key)}" and floor "${floor.name}"`);
      seen.set(key, floor.name);
    }
  }
  if (data?.allow !== undefined && !Array.isArray(data.allow)) problems.push('"allow" must be a list');
  for (const [i, a] of (Array.isArray(data?.allow) ? data.allow : []).entries()) {
    if (typeof a?.from !== 'string' || typeof a?.to !== 'string') problems.push(`allow entry ${i + 1} needs "from" and "to"`);
    if (typeof a?.why !== 'string' || !a.why.trim()) problems.push(`allow entry ${i + 1} (${a?.from} → ${a?.to}) needs a "why"`);
  }
  return problems;
}

/** The rooms of every floor, each `folder/*` pattern spread into one room per folder or source file inside it. */
function expandRooms(data, root) {
  const named = new Set(data.floors.flatMap((floor) => floor.rooms.map(normaliseRoom)));
  const rooms = [];
  const problems = [];
  for (const [level, floor] of data.floors.entries()) {
    for (const written of floor.rooms) {
      const room = normaliseRoom(written);
      if (!room.endsWith('/*')) {
        rooms.push({ room, floor: floor.name, level, sideways: floor.sideways === true });
        continue;
      }
      const folder = room.slice(0, -2);
      let entries = [];
      try {
        entries = readdirSync(path.join(root, folder), { withFileTypes: true });
      } catch {}
      const inside = entries
        .filter((e) => (e.isDirectory() && !SKIP_DIRS.has(e.name)) || (e.isFile() && isSource(e.name)))
        .map((e) => `${folder}/${e.name}`)
        .filter((r) => !named.has(r))
        .sort();
      if (!inside.length) problems.push(`room "${written}" on floor "${floor.name}" matches nothing`);
      for (const r of inside) rooms.push({ room: r, floor: floor.name, level, sideways: floor.sideways === true });
    }
  }
  return { rooms, problems };
}

const normaliseRoom = (room) =>
  String(room)
    .replace(/^\.\/?/, '')
    .replace(/\/+$/, '');

/** Finds the cycles of the graph as strongly connected components (Tarjan), each given as one concrete loop. */
function findCircles(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  const visit = (v) => {
    // iterative, so a long chain of imports cannot overflow the call stack
    const work = [[v, 0]];
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    while (work.length) {
      const top = work[work.length - 1];
      const [node, i] = top;
      const next = [...(graph.get(node) ?? [])];
      if (i < next.length) {
        top[1]++;
        const w = next[i];
        if (!idx.has(w)) {
          idx.set(w, index);
          low.set(w, index++);
          stack.push(w);
          onStack.add(w);
          work.push([w, 0]);
        } else if (onStack.has(w)) low.set(node, Math.min(low.get(node), idx.get(w)));
      } else {
        work.pop();
        if (work.length) {
          const parent = work[work.length - 1][0];
          low.set(parent, Math.min(low.get(parent), low.get(node)));
        }
        if (low.get(node) === idx.get(node)) {
          const comp = [];
          let w;
          do {
            w = stack.pop();
            onStack.delete(w);
            comp.push(w);
          } while (w !== node);
          if (comp.length > 1 || graph.get(node)?.has(node)) components.push(comp);
        }
      }
    }
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) visit(v);
  // one loop through each component: the shortest path from its first file back to itself
  return components.map((comp) => {
    const inComp = new Set(comp);
    const start = [...comp].sort()[0];
    const prev = new Map();
    const queue = [start];
    const seen = new Set();
    while (queue.length) {
      const v = queue.shift();
      for (const w of [...(graph.get(v) ?? [])].sort()) {
        if (!inComp.has(w)) continue;
        if (w === start) {
          const loop = [start];
          for (let x = v; x !== start; x = prev.get(x)) loop.splice(1, 0, x);
          return { loop: [...loop, start], files: [...comp].sort() };
        }
        if (!seen.has(w)) {
          seen.add(w);
          prev.set(w, v);
          queue.push(w);
        }
      }
    }
    return { loop: [start, start], files: [...comp].sort() };
  });
}

/** Checks one app; returns its problems as printable lines (empty when the app keeps its floors). */
export function checkApp(repoRoot, app) {
  const appDir = path.join(repoRoot, app);
  const floorsFile = path.join(appDir, 'floors.json');
  if (!existsSync(floorsFile)) return [`${app}: ${app}/floors.json is missing (every app in APPS lists its floors; see scripts/check-floors.mjs)`];
  let data;
  try {
    data = JSON.parse(readFileSync(floorsFile, 'utf8'));
  } catch (err) {
    return [`${app}: floors.json is not valid JSON (${err.message})`];
  }
  const invalid = validateFloors(data);
  if (invalid.length) return invalid.map((p) => `${app}: floors.json: ${p}`);

  const root = path.join(appDir, data.root);
  const rel = (file) => toPosix(path.relative(root, file));
  const shown = (file) => toPosix(path.relative(appDir, file));
  const { rooms, problems: roomProblems } = expandRooms(data, root);
  if (roomProblems.length) return roomProblems.map((p) => `${app}: floors.json: ${p}`);
  const roomByName = new Map(rooms.map((r) => [r.room, r]));
  const roomOf = (file) => {
    const p = rel(file);
    let best = null;
    for (const r of rooms) {
      const inside = r.room === '' || p === r.room || p.startsWith(`${r.room}/`);
      if (inside && (!best || r.room.length > best.room.length)) best = r;
    }
    return best;
  };

  const lines = [];
  const files = listSources(root).sort();
  for (const file of files)
    if (!roomOf(file)) lines.push(`${app}: ${shown(file)} is in no room (add its folder or the file to a floor in ${app}/floors.json)`);

  // an entry naming two rooms lets the first reach sideways into the second; any other entry excuses one file's import
  const allow = (data.allow ?? []).map((a) => {
    const from = normaliseRoom(a.from);
    const to = normaliseRoom(a.to);
    return { from, to, rooms: roomByName.has(from) && roomByName.has(to), used: false };
  });
  for (const a of allow) {
    if (!a.rooms) continue;
    const [f, t] = [roomByName.get(a.from), roomByName.get(a.to)];
    if (f.level !== t.level)
      lines.push(
        `${app}: allow entry ${a.from} → ${a.to} names rooms on floors ${f.floor} and ${t.floor} (a pair of rooms may only go sideways; name the files to excuse one upward import)`,
      );
    else if (f.sideways) lines.push(`${app}: allow entry ${a.from} → ${a.to} is not needed (floor ${f.floor} goes sideways freely)`);
    a.used = f.level !== t.level || f.sideways; // reported above already
  }
  const aliases = readAliases(appDir);
  const graph = new Map();
  for (const file of files) {
    const edges = new Set();
    graph.set(file, edges);
    const from = roomOf(file);
    for (const specifier of importsOf(file)) {
      const target = resolveImport(file, specifier, aliases);
      if (!target || !isSource(target)) continue;
      const targetRel = rel(target);
      if (targetRel.startsWith('../') || path.isAbsolute(targetRel)) continue; // another workspace or folder
      const excused = allow.find((a) => !a.rooms && a.from === rel(file) && a.to === targetRel);
      if (excused) {
        excused.used = true;
        continue;
      }
      edges.add(target);
      const to = roomOf(target);
      if (!from || !to) continue;
      if (to.level < from.level) lines.push(`${app}: ${shown(file)} → ${shown(target)} (floor ${to.floor} above floor ${from.floor})`);
      else if (to.level === from.level && to.room !== from.room && !from.sideways) {
        const pair = allow.find((a) => a.rooms && a.from === from.room && a.to === to.room);
        if (pair) pair.used = true;
        else
          lines.push(
            `${app}: ${shown(file)} → ${shown(target)} (sideways from room ${from.room} into room ${to.room} on floor ${from.floor}; move the shared part to a lower floor, or allow the pair with a "why" in ${app}/floors.json)`,
          );
      }
    }
  }
  for (const a of allow) if (!a.used) lines.push(`${app}: allow entry ${a.from} → ${a.to} matches no import (remove it from ${app}/floors.json)`);
  for (const c of findCircles(graph)) lines.push(`${app}: circle of ${c.files.length} files: ${c.loop.map(shown).join(' → ')}`);
  return lines;
}

export function checkRepo(repoRoot, apps = APPS) {
  const checked = [];
  const lines = [];
  for (const app of apps) {
    checked.push(app);
    lines.push(...checkApp(repoRoot, app));
  }
  return { checked, lines };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const repoRoot = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const { checked, lines } = checkRepo(repoRoot);
  for (const line of lines) console.log(line);
  if (!lines.length)
    console.log(
      `Floors: every import points down or within its room (or sideways where allowed), and no files import in a circle (${checked.join(', ')}).`,
    );
  else console.log(`Floors: ${lines.length} problem${lines.length === 1 ? '' : 's'} in ${checked.join(', ')}.`);
  process.exit(lines.length ? 1 : 0);
}
