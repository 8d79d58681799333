// Service worker: the game works offline after one visit (SPEC §7.1).
// build.py writes this file to dist/sw.js (the site root, so its scope is the
// whole site) and fills in the two constants below: a cache name keyed by a
// content hash of the site, and the site-relative URLs of every file a visit needs.
const CACHE_NAME = "solitaire-dev";
const PRECACHE_URLS = [];

// Precache the release. "no-cache" revalidates against the server, so files the
// first visit has just downloaded come back as cheap 304s, never stale. The first
// release takes over at once; a later one waits until the player accepts it (the
// page's "A new version is ready" banner), so one page load never mixes two releases.
// Where the browser has static routes, it serves every file but the page itself from
// this release's cache without running this worker (a miss goes to the network, as in
// the fetch handler): a cold start no longer waits for the worker's JavaScript once per file.
self.addEventListener("install", (event) => {
  event.addRoutes?.([
    { condition: { requestMode: "navigate" }, source: "fetch-event" },
    { condition: { requestMethod: "GET" }, source: { cacheName: CACHE_NAME } },
  ]);
  event.waitUntil(
    caches
      .open(CACHE_NAME)
      .then((cache) => cache.addAll(PRECACHE_URLS.map((url) => new Request(url, { cache: "no-cache" }))))
      .then(() => (self.registration.active ? undefined : self.skipWaiting())),
  );
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "skip-waiting") self.skipWaiting();
});

// A new release replaces the old one: drop every other cache, take over open pages.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE_NAME).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

// Cache first: every precached file is immutable for this cache name.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  event.respondWith(cachedOrFetched(request, url));
});

async function cachedOrFetched(request, url) {
  const cache = await caches.open(CACHE_NAME);
  if (request.mode === "navigate") {
    if (url.pathname.endsWith("/")) url.pathname += "index.html";
    url.search = "";
    url.hash = "";
    return (await cache.match(url.href)) ?? fetch(request);
  }
  return (await cache.match(request)) ?? fetch(request);
}
