// The app's service worker, written by hand. The build (vite-service-worker.ts) fills in VERSION (a hash of
// the build's file names) and SHELL (the hashed files the first page loads) and writes it to dist/sw.js.
// - /assets/* (hashed, never changing): cache first, kept as they are fetched; the shell on install.
// - pages (navigations): the network first, the last index.html when offline.
// - anything else, every /api/* answer and every request that is not a GET: never cached, never touched.
// - POST /share-target (the manifest's share_target): the shared files are kept in the Cache API under
//   SHARE_CACHE, and the dashboard (?shared=1) opens its upload dialog with them, then deletes them.
const VERSION = '__VERSION__';
const SHELL = __SHELL__;
const PREFIX = 'transcribe-shell-';
const CACHE = PREFIX + VERSION;
// The same name and key scheme as src/features/files/share-target/shared-files.ts.
const SHARE_CACHE = 'transcribe-share-target';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(['/index.html', ...SHELL]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === 'POST' && url.pathname === '/share-target') {
    event.respondWith(receiveShare(request));
    return;
  }
  if (request.method !== 'GET' || url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (request.mode === 'navigate') event.respondWith(networkFirst(request));
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.status === 200) await cache.put(request, response.clone());
  return response;
}

/** Every page of the app is index.html: the fresh one when the server answers, the kept one when not. */
async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
    if (response.status === 200 && html) await cache.put('/index.html', response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match('/index.html');
    if (cached) return cached;
    throw error;
  }
}

async function receiveShare(request) {
  try {
    const form = await request.formData();
    const files = form.getAll('audio').filter((value) => typeof value !== 'string');
    const cache = await caches.open(SHARE_CACHE);
    const stamp = Date.now();
    await Promise.all(
      files.map((file, index) =>
        cache.put(
          `/share-target/files/${stamp}-${index}`,
          new Response(file, {
            headers: {
              'content-type': file.type || 'application/octet-stream',
              'x-file-name': encodeURIComponent(file.name),
            },
          }),
        ),
      ),
    );
  } catch {
    // Nothing could be kept (a broken form, no storage): the dashboard opens its upload dialog empty.
  }
  return Response.redirect(new URL('/dashboard?shared=1', self.location.origin).href, 303);
}
