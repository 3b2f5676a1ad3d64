// Arbiter's service worker. The build (web/tools/build-site.mjs) puts a line in front of this file:
//   const MANIFEST = {version, build, files: [[path, sha256], ...], shell: [...]};
// `files` is one consistent set: index.html and every content-hashed asset it loads. Install
// fetches them all, checks each against its SHA-256 and fails (to retry later) on any mismatch,
// so an old .js never meets a new .wasm. A new version waits until the page asks it to take
// over (the "Update available — reload" banner in pwa.js).
/* global MANIFEST */
const CACHE = `arbiter-${MANIFEST.version}`;
const PAGES = 'arbiter-pages'; // ruling pages visited, kept across versions for offline reading
const scope = new URL(self.registration.scope);
const precached = new Set(MANIFEST.files.map(([path]) => new URL(path, scope).href));
const appShell = new URL('index.html', scope).href;

async function sha256(buffer) {
  const digest = await crypto.subtle.digest('SHA-256', buffer);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function precache() {
  const cache = await caches.open(CACHE);
  await Promise.all(MANIFEST.files.map(async ([path, expected]) => {
    const url = new URL(path, scope).href;
    const cached = await cache.match(url);
    if (cached) return;
    const response = await fetch(new Request(url, { cache: 'no-cache' }));
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    const actual = await sha256(await response.clone().arrayBuffer());
    if (actual !== expected) throw new Error(`${path} is not the file of version ${MANIFEST.version}`);
    await cache.put(url, response);
  }));
}

self.addEventListener('install', (event) => event.waitUntil(precache()));

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys())
      if (name.startsWith('arbiter-') && name !== CACHE && name !== PAGES) await caches.delete(name);
    await self.clients.claim();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
  if (event.data && event.data.type === 'version' && event.ports[0])
    event.ports[0].postMessage({ version: MANIFEST.version, build: MANIFEST.build });
});

async function fromCache(url) {
  const cache = await caches.open(CACHE);
  return (await cache.match(url)) || fetch(url);
}

// Ruling pages: the network when there is one (pages are small and may have been corrected),
// else the copy from an earlier visit, else the same ruling (or, for the index, the list) in the app.
async function rulingPage(request, url) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(url.href, response.clone());
    return response;
  } catch (offline) {
    const cached = await cache.match(url.href, { ignoreSearch: true });
    if (cached) return cached;
    const id = url.pathname.slice(scope.pathname.length + 2).replace(/\/(index\.html)?$/, '').replace(/\.html$/, '');
    if (!id.includes('/')) return Response.redirect(id ? `${scope.href}#/r/${id}` : scope.href, 302);
    throw offline;
  }
}

// A ruling page the app fetches to show a linked ruling while it starts (shell.html,
// arbiterLinked): the copy from an earlier visit at once, refreshed for next time, else the network;
// offline and never visited, no content (the app shows the ruling itself when it starts).
async function linkedPage(event, url) {
  const cache = await caches.open(PAGES);
  const fresh = fetch(event.request).then(async (response) => {
    if (response.ok) await cache.put(url.href, response.clone());
    return response;
  });
  const cached = await cache.match(url.href, { ignoreSearch: true });
  if (!cached) return fresh.catch(() => new Response(null, { status: 204 }));
  event.waitUntil(fresh.catch(() => {}));
  return cached;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return;
  const path = url.origin + url.pathname;
  if (request.mode === 'navigate' && (path === scope.href || path === appShell)) {
    // The app page always comes from this version's cache: it names exactly the assets cached with it.
    event.respondWith(fromCache(appShell));
  } else if (precached.has(path)) {
    event.respondWith(fromCache(path));
  } else if (url.pathname.startsWith(`${scope.pathname}r/`)) {
    event.respondWith(request.mode === 'navigate' ? rulingPage(request, url) : linkedPage(event, url));
  }
});
