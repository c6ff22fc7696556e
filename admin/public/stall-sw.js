/*
 * The stall's service worker (scope /admin/stall): the stall opens with no signal once it was opened online.
 * - The page tells the worker what it loaded (its address and the /admin/assets/ files, hashed and immutable) and the
 *   worker keeps them in its cache: the app shell.
 * - A page of the stall: the network first (a fresh build when online), the cached shell when there is none.
 * - An asset: the cache first (its name changes when its content does), else the network, then kept.
 * - The API is never cached: the catalog snapshot and the waiting sales live in IndexedDB, the page's business.
 */
const CACHE = 'stall-shell-v1';
const SHELL = '/admin/stall';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((c) => c.addAll([SHELL, '/admin/stall.webmanifest', '/admin/stall-icon.svg']))
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
  event.waitUntil(caches.open(CACHE).then((c) => Promise.all(urls.map((u) => c.match(u).then((hit) => hit || c.add(u).catch(() => undefined))))));
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
          if (res.ok) {
            const copy = res.clone();
            caches.open(CACHE).then((c) => c.put(SHELL, copy));
          }
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
