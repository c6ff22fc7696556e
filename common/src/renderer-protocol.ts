// The API tells the storefront's incremental renderer (a process the API starts, over an IPC channel) what changed,
// and the renderer answers what it rendered: the shapes both sides read and write.

/** One change that may alter static pages: what kind of record, and which (none for settings). */
export interface PageChange {
  kind: 'product' | 'category' | 'settings';
  id?: string | null;
}

/** What one render did: pages rendered (the candidates), files rewritten or removed among them, catalog size, time. */
export interface RenderReport {
  rendered: number;
  written: string[];
  removed: string[];
  products: number;
  ms: number;
}

/**
 * The file a storefront build keeps beside its pages (`{ scriptSrc: ["'sha256-…'", …] }`): the hashes of every inline
 * script its pages carry, which the API's site handler allows in the pages' Content-Security-Policy instead of
 * 'unsafe-inline'. The full build writes it; the incremental renderer adds the hashes of pages it rewrites.
 */
export const SITE_CSP_FILE = 'csp-hashes.json';

/**
 * The list the incremental renderer's bundle keeps beside itself (`{ files: [...] }`, paths inside its `client/`
 * folder): its static files (the `_astro/` assets and the public folder's files) with the `.gz`/`.br` a static build
 * writes beside them, made once when the bundle is built. A full build of the same source links these files into its
 * folder instead of running `astro build` again (api/src/site/build/rendered-build.ts).
 */
export const RENDERER_STATIC_FILES = 'static-files.json';
