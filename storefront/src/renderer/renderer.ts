/**
 * The incremental renderer: keeps the catalog in memory, applies each change as a delta (reading just the changed
 * product from the API; a category or settings change reads the catalog again), renders only the pages the change
 * can alter with the very page code of the full build, and writes those whose bytes differ into the served build.
 */
import type { App } from 'astro/app';
import type { PageChange, RenderReport } from '@shop/common';
import { installCatalog, loadCatalog, type Catalog } from '../lib/catalog/catalog';
import { allPagePaths, categoryPagePaths, inEveryLanguage, pageFile, productPagePath } from '../lib/paths/page-paths';
import type { Product } from '../model/types';
import { applyProductChange, publicProduct } from './catalog-delta';
import { allSitemaps, emptyPageSet, pagesForProductChange, type PageSet } from './affected-pages';
import { removePage, writeNewPage, writePage } from './page-writer';
import { finishRenderedBuild } from './finish-build';

export interface RendererOptions {
  apiUrl: string;
  /** The served build folder the pages are written into. */
  outDir: string;
}

/** The public answer for one product, or null when shoppers may not see it (archived, hidden, deleted). */
async function readProduct(apiUrl: string, id: string): Promise<Product | null> {
  const res = await fetch(`${apiUrl}/products/${encodeURIComponent(id)}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(30_000),
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`GET /products/${id} answered ${res.status}`);
  const body = (await res.json()) as { data?: Product } | Product;
  return publicProduct((body && typeof body === 'object' && 'data' in body ? body.data : body) as Product);
}

/** What the header and footer show of the categories: when it changes, every page does. */
const navigation = (c: Catalog) => c.categories.map((x) => `${x.id}\u0000${x.name}`).join('\u0001');

/** The pages of one full build, shared by the renderers making it: the next index to claim lives in `next`. */
export interface BuildShare {
  paths: string[];
  next: SharedArrayBuffer;
}

/** Starts `count` renderers that take part in a build (answers when each is done); worker.mjs runs them on threads. */
export type BuildHelpers = (catalog: Catalog, share: BuildShare, count: number) => Promise<unknown>[];

/**
 * Pages a helper must have to render for its start to pay: a thread loads the renderer bundle and a copy of the
 * catalog before its first page (about 0.25 s of CPU, a hundred pages' worth), so a build of a few hundred pages (the
 * demo catalog's 64, every test shop's) took as long on one thread and cost a quarter more CPU with a helper.
 */
export const PAGES_PER_HELPER = 1000;

/** How many of the `available` helpers a build of this many pages starts. */
export const helpersFor = (pages: number, available: number): number => Math.max(0, Math.min(available, Math.floor(pages / PAGES_PER_HELPER)));

/** Pages a renderer claims at once: few enough that the renderers finish together, enough to claim rarely. */
const CLAIM = 16;

export function createRenderer(app: App) {
  let catalog: Catalog | null = null;
  let options: RendererOptions | null = null;

  async function render(pagePath: string): Promise<Buffer> {
    const res = await app.render(new Request(`http://localhost${pagePath}`));
    const expected = pagePath.endsWith('/404') ? [200, 404] : [200];
    if (!expected.includes(res.status)) throw new Error(`rendering ${pagePath} answered ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  /**
   * Renders the share's pages not yet claimed, CLAIM at a time, into a build folder, until none is left or the build
   * has failed (another renderer set the counter past the end). A page renders on promises alone and is written
   * synchronously, so the loop yields to the event loop after each: without that, V8's own tasks (incremental marking,
   * finalizers) never ran and a build of 10,000 products grew past 5 GB.
   */
  async function renderShare(share: BuildShare): Promise<number> {
    if (!options) throw new Error('the renderer has no catalog yet');
    const next = new Int32Array(share.next);
    let done = 0;
    for (let from = Atomics.add(next, 0, CLAIM); from < share.paths.length; from = Atomics.add(next, 0, CLAIM)) {
      for (const p of share.paths.slice(from, from + CLAIM)) {
        writeNewPage(options.outDir, p, await render(p));
        done++;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    return done;
  }

  /** A category or settings change: read the catalog again and look at what that can alter. */
  async function reload(changes: PageChange[], into: PageSet): Promise<void> {
    const old = catalog!;
    const fresh = await loadCatalog({ apiUrl: options!.apiUrl });
    const oldPaths = allPagePaths(old);
    catalog = fresh;
    installCatalog(fresh);
    const newPaths = allPagePaths(fresh);
    const keep = new Set(newPaths);
    oldPaths.filter((p) => !keep.has(p)).forEach((p) => into.remove.add(p));
    if (changes.some((c) => c.kind === 'settings') || navigation(old) !== navigation(fresh)) {
      newPaths.forEach((p) => into.render.add(p));
      return;
    }
    into.render.add('/');
    allSitemaps(fresh, into);
    const changed = new Set(changes.filter((c) => c.kind === 'category' && c.id).map((c) => c.id!));
    for (const id of changed) {
      categoryPagePaths(fresh, id).forEach((p) => into.render.add(p));
      // the products carry their category's name and description
      for (const cat of [old, fresh])
        for (const p of cat.productsByCategory.get(id) ?? []) if (fresh.productById.has(p.id)) into.render.add(productPagePath(p.id));
    }
  }

  return {
    /**
     * Every page of the catalog it holds, in every language, written into its folder: what a full build holds, made
     * without asking which pages a change alters (so it can check the answers to that question).
     */
    async renderAll(): Promise<RenderReport> {
      if (!catalog || !options) throw new Error('the renderer has no catalog yet');
      const started = Date.now();
      const toRender = allPagePaths(catalog).flatMap(inEveryLanguage);
      const written: string[] = [];
      for (const p of toRender) if (await writePage(options.outDir, p, await render(p))) written.push(p);
      return { rendered: toRender.length, written, removed: [], products: catalog.products.length, ms: Date.now() - started };
    },

    async init(opts: RendererOptions): Promise<{ products: number }> {
      options = opts;
      catalog = await loadCatalog({ apiUrl: opts.apiUrl });
      installCatalog(catalog);
      return { products: catalog.products.length };
    },

    /**
     * A full build into an empty folder holding the bundle's static files: every page, then the CSP list of them all.
     * `pages` counts what `astro build` counts as pages (its "N page(s) built"): the HTML ones, not sitemaps or feeds.
     * `helpers` starts renderers on the other cores (worker.mjs: threads that adopt this very catalog, so every page
     * of the build comes from one snapshot), at most `available` and only as many as the pages pay for (helpersFor);
     * they and this one take pages from one shared counter until none is left.
     */
    async build(helpers?: BuildHelpers, available = 0): Promise<RenderReport & { pages: number; categories: number }> {
      if (!catalog || !options) throw new Error('the renderer has no catalog yet');
      const started = Date.now();
      const written = allPagePaths(catalog).flatMap(inEveryLanguage);
      const share: BuildShare = { paths: written, next: new SharedArrayBuffer(4) };
      const count = helpersFor(written.length, available);
      const all = [renderShare(share), ...(count > 0 && helpers ? helpers(catalog, share, count) : [])];
      try {
        await Promise.all(all);
      } catch (err) {
        // the others stop at their next claim; none may still write into the folder once the build has failed
        Atomics.store(new Int32Array(share.next), 0, written.length);
        await Promise.allSettled(all);
        throw err;
      }
      await finishRenderedBuild(options.outDir);
      const pages = written.filter((p) => pageFile(p).endsWith('.html')).length;
      return {
        rendered: written.length,
        written,
        removed: [],
        products: catalog.products.length,
        ms: Date.now() - started,
        pages,
        categories: catalog.categories.length,
      };
    },

    /** A build helper's start: the catalog the build renders (a structured clone of it), and where to write. */
    adopt(snapshot: Catalog, opts: RendererOptions): void {
      options = opts;
      catalog = snapshot;
      installCatalog(snapshot);
    },

    renderShare,

    /** Renders what these changes (coalesced: each product read once) can alter. Throws when a page cannot be made. */
    async apply(changes: PageChange[]): Promise<RenderReport> {
      if (!catalog || !options) throw new Error('the renderer has no catalog yet');
      const started = Date.now();
      const pages = emptyPageSet();
      if (changes.some((c) => c.kind !== 'product')) await reload(changes, pages);
      const ids = new Set(changes.filter((c) => c.kind === 'product' && c.id).map((c) => c.id!));
      for (const id of ids) {
        const next = await readProduct(options.apiUrl, id);
        const { before, after } = applyProductChange(catalog, id, next);
        pagesForProductChange(catalog, id, before, after, pages);
      }
      const written: string[] = [];
      const removed: string[] = [];
      // the sets hold language-neutral paths: each page is rendered at its address in every language
      const toRender = [...pages.render].flatMap(inEveryLanguage);
      const toRemove = [...pages.remove].filter((p) => !pages.render.has(p)).flatMap(inEveryLanguage);
      for (const p of toRemove) if (await removePage(options.outDir, p)) removed.push(p);
      for (const p of toRender) if (await writePage(options.outDir, p, await render(p))) written.push(p);
      return { rendered: toRender.length, written, removed, products: catalog.products.length, ms: Date.now() - started };
    },
  };
}

export type Renderer = ReturnType<typeof createRenderer>;
