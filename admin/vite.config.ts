/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type BundleLike, lazyFilesOf, withPrefetches } from './src/stall/offlineFiles';

const commonSrc = fileURLToPath(new URL('../common/src/index.ts', import.meta.url));
const apiTarget = process.env.SHOP_API_URL ?? 'http://localhost:3000';

/**
 * Writes a brotli and a gzip copy beside each built script and stylesheet, once per build; the API serves them to
 * browsers that take them (api/src/core/http/precompressed.ts). A phone opening the stall on a market's slow line
 * downloads about a third of the bytes, and no request pays for compressing.
 */
function precompress(): Plugin {
  return {
    name: 'shop-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(file)) continue;
        const full = path.join(options.dir ?? 'dist', file);
        const body = readFileSync(full);
        if (body.length < 1024) continue;
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        );
        writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * The stall's page names its lazily loaded files (the scanner's jsQR chunk) as prefetches, so its service worker keeps
 * them with the shell and a phone that never scanned online scans offline (src/stall/offlineFiles.ts).
 */
function stallPrefetch(): Plugin {
  return {
    name: 'shop-stall-prefetch',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.filename.endsWith('stall.html') || !ctx.bundle || !ctx.chunk) return html;
        return withPrefetches(html, lazyFilesOf(ctx.bundle as unknown as BundleLike, ctx.chunk.fileName), '/admin/');
      },
    },
  };
}

/**
 * What the back office's two pages (index.html, stall.html) have alike, written once: the character set, the phone's
 * viewport, the theme colour, the style shown before the scripts run, and the element React renders into. Each page
 * keeps only its own: its title and script, and the stall its manifest and icons.
 */
function sharedPage(): Plugin {
  return {
    name: 'shop-shared-page',
    transformIndexHtml: {
      // before Vite adds the built scripts and stylesheets, so they follow the style as they always did
      order: 'pre',
      handler: (html) => ({
        // the pages' note that points here is for their readers, not for browsers
        html: html.replace(/\s*<!-- [^>]*sharedPage\(\)[^>]*-->/, ''),
        tags: [
          { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' },
          { tag: 'meta', attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1.0' }, injectTo: 'head-prepend' },
          { tag: 'meta', attrs: { name: 'theme-color', content: '#1f2937' }, injectTo: 'head-prepend' },
          {
            tag: 'style',
            children:
              'html,body,#root{margin:0;min-height:100%}body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f7f9}',
            injectTo: 'head',
          },
          { tag: 'div', attrs: { id: 'root' }, injectTo: 'body-prepend' },
        ],
      }),
    },
  };
}

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;
let i18nPackages: Set<string> | undefined;

/** The modules under node_modules that the matching modules import, directly or not, themselves included. */
function packagesFrom(roots: RegExp, ids: () => IterableIterator<string>, info: ModuleInfoOf): Set<string> {
  const found = new Set<string>();
  const queue = [...ids()].filter((id) => roots.test(id));
  while (queue.length) {
    const id = queue.pop()!;
    if (found.has(id) || !id.includes('/node_modules/')) continue;
    found.add(id);
    queue.push(...(info(id)?.importedIds ?? []));
  }
  return found;
}

export default defineConfig({
  base: '/admin/',
  plugins: [react(), sharedPage(), precompress(), stallPrefetch()],
  // Source alias: dev and tests see common/ edits without a build step.
  resolve: { alias: { '@shop/common': commonSrc } },
  server: {
    port: 5174,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      // the market stall is a page of its own (stall.html → /admin/stall): its HTML preloads only what it runs
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)), stall: fileURLToPath(new URL('stall.html', import.meta.url)) },
      output: {
        // react-admin's packages import each other in cycles; one chunk keeps their execution order intact.
        manualChunks(id, { getModuleIds, getModuleInfo }) {
          // The login page needs only React and the router; everything of react-admin and MUI stays in one
          // lazily loaded chunk (it also keeps react-admin's internal import cycles inside a single chunk).
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          // the router has a chunk of its own: the stall's page (stall.html) has no routes and does not load it
          if (/node_modules\/(react-router|react-router-dom|cookie|set-cookie-parser)\//.test(id)) return 'router';
          // The i18n provider's packages (polyglot, its small polyfills, react-admin's English words) import nothing of
          // react-admin, which imports them: a chunk of their own, so the stall, which runs outside react-admin, reads
          // the same provider without loading react-admin (a manual chunk would otherwise take them in).
          i18nPackages ??= packagesFrom(/node_modules\/(ra-i18n-polyglot|ra-language-english|node-polyglot)\//, getModuleIds, getModuleInfo);
          if (i18nPackages.has(id)) return 'i18n';
          if (
            /node_modules\/(ra-[a-z-]+|react-admin|@mui\/(material|system|utils|styled-engine|private-theming|core-downloads-tracker)|@emotion|@tanstack|react-hook-form|@babel\/runtime|@popperjs|react-transition-group|clsx|prop-types|react-is|hoist-non-react-statics|stylis)\//.test(
              id,
            )
          )
            return 'react-admin';
          return undefined;
        },
      },
    },
  },
  test: {
    // one page and one module graph per worker instead of per file: setting up the page and importing react-admin
    // again for each of 46 files was nine tenths of the suite's time; test/setup.ts leaves the page clean after each test
    isolate: false,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    setupFiles: ['src/test/setup.ts'],
  },
});
