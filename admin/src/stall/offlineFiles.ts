/**
 * The stall's lazily loaded files (the scanner's code, jsQR, is loaded on the first scan) named in its page as
 * prefetches, so the stall's service worker, which keeps every /admin/assets/ file the page names, has them before
 * the first scan: a phone that never scanned online scans offline. The lazy load stays: a prefetch is fetched at
 * low priority after the page and never run until imported. Used by vite.config.ts when it writes stall.html.
 */

/** What this needs of a Rollup output bundle: its chunks' imports, lazy imports and stylesheets. */
export interface BundleLike {
  [fileName: string]: { type: 'chunk' | 'asset'; imports?: string[]; dynamicImports?: string[]; viteMetadata?: { importedCss?: Set<string> } };
}

/** Every file the entry chunk may load later, however deep (the chunks of its lazy imports, theirs, and their styles). */
export function lazyFilesOf(bundle: BundleLike, entry: string): string[] {
  const found = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const name = queue.shift() as string;
    const chunk = bundle[name];
    if (!chunk || chunk.type !== 'chunk' || found.has(name)) continue;
    found.add(name);
    for (const css of chunk.viteMetadata?.importedCss ?? []) found.add(css);
    queue.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }
  found.delete(entry);
  return [...found].sort();
}

/** The page with a prefetch for each lazy file it does not name yet (under `base`, as its other assets). */
export function withPrefetches(html: string, files: string[], base: string): string {
  const links = files.map((f) => `${base}${f}`).filter((href) => !html.includes(`"${href}"`));
  if (!links.length) return html;
  const tag = (href: string) => `<link rel="prefetch" href="${href}"${href.endsWith('.css') ? ' as="style"' : ' as="script" crossorigin'}>`;
  return html.replace(/([ \t]*)<\/head>/, (end, indent: string) => `${links.map((href) => `${indent}  ${tag(href)}\n`).join('')}${end}`);
}
