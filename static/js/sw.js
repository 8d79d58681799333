// Service worker: the game works offline after one visit.
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
// the fetch handler), so a cold start does not wait for the worker's JavaScript once per file.
self.addEventListener("install", (event) => {
  event.addRoutes?.([
    { condition: { requestMode: "navigate" }, source: "fetch-event" },
    { condition: { requestMethod: "GET" }, source: { cacheName: CACHE_NAME } },
  ]);
  event.waitUntil(precache().then(() => (self.registration.active ? undefined : self.skipWaiting())));
});

// Under this cache name a file never changes, so it is stored saying so, whatever the host
// sent: without it, a file the host reports as modified a moment ago (Last-Modified) is stale
// at once, and Chromium reads every script and style of the next load from the cache again
// instead of reusing the previous load's, which slows every warm load. Chromium
// keys that reuse by the controlling worker, so a new release never gets the old one's files.
// Every other header is kept as the host sent it: the page's cross-origin isolation headers
// and policy apply to an offline visit as to an online one.
// A worker's module (`.mjs`: Pyodide's, and the site's Python and analysis workers') is stored
// just as it came: a worker's script gets the compiled code Chromium keeps in this cache only
// when it is the response the browser fetched, never one rebuilt with new headers (measured:
// Pyodide's 1.2 MB pyodide.asm.mjs was compiled afresh at every start). A worker reuses no
// script from one load to the next, so the header would buy it nothing.
const RELEASE_FILE = "max-age=31536000, immutable";
const WORKER_MODULE = ".mjs";

// Every file or none: a failed download stores nothing and fails the install.
async function precache() {
  const responses = await Promise.all(PRECACHE_URLS.map(releaseFile));
  const cache = await caches.open(CACHE_NAME);
  try {
    await Promise.all(responses.map((response, index) => cache.put(PRECACHE_URLS[index], response)));
  } catch (error) {
    await caches.delete(CACHE_NAME);
    throw error;
  }
}

async function releaseFile(url) {
  const response = await fetch(new Request(url, { cache: "no-cache" }));
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  if (url.endsWith(WORKER_MODULE)) return response;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", RELEASE_FILE);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

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
