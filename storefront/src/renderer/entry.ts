// The server entry of the renderer build (see adapter.mjs): the pages' code plus the incremental renderer around it.
import type { SSRManifest } from 'astro';
import { App } from 'astro/app';
import { createRenderer } from './renderer';

export function createExports(manifest: SSRManifest) {
  // not streamed: a page is written whole, and Astro's string render costs less than its chunked body (the same
  // bytes, as the full builds' comparisons with `astro build` check)
  return { renderer: createRenderer(new App(manifest, false)) };
}
