// The server entry of the renderer build (see adapter.mjs): the pages' code plus the incremental renderer around it.
import type { SSRManifest } from 'astro';
import { App } from 'astro/app';
import { createRenderer } from './renderer';

export function createExports(manifest: SSRManifest) {
  return { renderer: createRenderer(new App(manifest)) };
}
