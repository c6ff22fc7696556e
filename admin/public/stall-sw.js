/*
 * The stall's service worker (scope /admin/stall): the stall opens with no signal once it was opened online.
 * - The worker keeps the stall's page and every /admin/assets/ file it names (hashed and immutable), and the page tells
 *   it what else it loaded (a chunk loaded later): the app shell.
 * - A page of the stall: the network first (a fresh build when online), the cached shell when there is none.
 * - An asset: the cache first (its name changes when its content does), else the network, then kept.
 * - The API is never cached: the catalog snapshot and the waiting sales live in IndexedDB, the page's business.
 */
const CACHE = 'stall-shell-v1';
const SHELL = '/admin/stall';

/** Keeps the files the page names (its scripts, preloads and styles under /admin/assets/) that the cache lacks. */
function keepAssetsOf(cache, page) {
  return page.text().then((html) => {
    const urls = [...new Set(html.match(/\/admin\/assets\/[^"'\s)]+/g) || [])];
    return Promise.all(urls.map((u) => cache.match(u).then((hit) => hit || cache.add(u).catch(() => undefined))));
  });
}

/** The stall's page as the network answered it, and everything it names: the shell an offline open needs. */
function keepShell(res) {
  return caches.open(CACHE).then((c) => c.put(SHELL, res.clone()).then(() => keepAssetsOf(c, res)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((c) =>
        c
          .addAll([SHELL, '/admin/stall.webmanifest', '/admin/stall-icon.svg', '/admin/stall-icon-192.png', '/admin/stall-icon-512.png'])
          .then(() => c.match(SHELL))
          .then((page) => page && keepAssetsOf(c, page)),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  const urls = event.data && Array.isArray(event.data.cache) ? event.data.cache : [];
  // then what the kept page names: a page that came through the back office's router loaded another entry's files
  event.waitUntil(
    caches.open(CACHE).then((c) =>
      Promise.all(urls.map((u) => c.match(u).then((hit) => hit || c.add(u).catch(() => undefined))))
        .then(() => c.match(SHELL))
        .then((page) => page && keepAssetsOf(c, page)),
    ),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== location.origin || url.pathname.startsWith('/api/')) return;
  if (req.mode === 'navigate') {
    event.respondWith(
      fetch(req)
        .then((res) => {
          if (res.ok) event.waitUntil(keepShell(res.clone()));
          return res;
        })
        .catch(() => caches.match(SHELL)),
    );
    return;
  }
  if (url.pathname.startsWith('/admin/')) {
    event.respondWith(
      caches.match(req).then(
        (hit) =>
          hit ||
          fetch(req).then((res) => {
            if (res.ok && url.pathname.startsWith('/admin/assets/')) {
              const copy = res.clone();
              caches.open(CACHE).then((c) => c.put(req, copy));
            }
            return res;
          }),
      ),
    );
  }
});
