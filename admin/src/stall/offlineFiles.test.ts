import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BundleLike, lazyFilesOf, withPrefetches } from './offlineFiles';

// the stall's build as Rollup describes it: the entry imports the app, which loads the scanner on the first scan,
// which loads jsQR (decode) only where the browser has no BarcodeDetector
const bundle: BundleLike = {
  'assets/stall-A.js': { type: 'chunk', imports: ['assets/react-R.js', 'assets/StallApp-S.js'], dynamicImports: [] },
  'assets/react-R.js': { type: 'chunk', imports: [], dynamicImports: [] },
  'assets/StallApp-S.js': {
    type: 'chunk',
    imports: ['assets/react-R.js'],
    dynamicImports: ['assets/scan-C.js'],
    viteMetadata: { importedCss: new Set(['assets/StallApp-S.css']) },
  },
  'assets/scan-C.js': { type: 'chunk', imports: ['assets/labelPayload-L.js'], dynamicImports: ['assets/decode-D.js', 'assets/StallApp-S.js'] },
  'assets/labelPayload-L.js': { type: 'chunk', imports: [], dynamicImports: [] },
  'assets/decode-D.js': { type: 'chunk', imports: [], dynamicImports: [] },
  // the back office's own chunks: never reached from the stall
  'assets/react-admin-X.js': { type: 'chunk', imports: ['assets/react-R.js'], dynamicImports: ['assets/decode-D.js'] },
  'assets/StallApp-S.css': { type: 'asset' },
};

const page = `<html>
  <head>
    <script type="module" crossorigin src="/admin/assets/stall-A.js"></script>
    <link rel="modulepreload" crossorigin href="/admin/assets/react-R.js">
    <link rel="modulepreload" crossorigin href="/admin/assets/StallApp-S.js">
    <link rel="stylesheet" crossorigin href="/admin/assets/StallApp-S.css">
  </head>
</html>`;

/** The stall's service worker's own rule for the files a page names (public/stall-sw.js, keepAssetsOf). */
const workerPattern = () => {
  const source = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/stall-sw.js'), 'utf8');
  const found = /html\.match\((\/.+\/g)\)/.exec(source)?.[1];
  if (!found) throw new Error('stall-sw.js no longer names its assets with html.match(/…/g)');
  return new RegExp(found.slice(1, -2).replace(/\\\//g, '/'), 'g');
};

describe('the stall page names its lazily loaded scanner, so the service worker keeps it for offline scans', () => {
  it('every chunk the stall may load later, however deep, with its styles; none of the back office’s own', () => {
    expect(lazyFilesOf(bundle, 'assets/stall-A.js')).toEqual([
      'assets/StallApp-S.css',
      'assets/StallApp-S.js',
      'assets/decode-D.js',
      'assets/labelPayload-L.js',
      'assets/react-R.js',
      'assets/scan-C.js',
    ]);
  });

  it('adds a prefetch for each file the page does not name yet, before </head>, and the worker’s rule finds the scanner there', () => {
    const html = withPrefetches(page, lazyFilesOf(bundle, 'assets/stall-A.js'), '/admin/');
    expect([...html.matchAll(/<link rel="prefetch" href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/admin/assets/decode-D.js',
      '/admin/assets/labelPayload-L.js',
      '/admin/assets/scan-C.js',
    ]);
    expect(html.indexOf('rel="prefetch"')).toBeLessThan(html.indexOf('</head>'));
    // the scanner is not run at load: no script or modulepreload names it
    expect(html).not.toMatch(/(src|modulepreload" crossorigin href)="\/admin\/assets\/decode-D\.js"/);
    const kept = new Set(html.match(workerPattern()));
    expect(kept.has('/admin/assets/decode-D.js')).toBe(true);
    expect(kept.has('/admin/assets/scan-C.js')).toBe(true);
    expect(kept.has('/admin/assets/labelPayload-L.js')).toBe(true);
  });

  it('leaves a page that already names every lazy file as it is', () => {
    expect(withPrefetches(page, ['assets/StallApp-S.js', 'assets/StallApp-S.css'], '/admin/')).toBe(page);
  });
});
