// Round Table service worker. scripts/write-service-worker.sh fills in the build's version
// and file list. Strategy: precache the whole build on install, answer from the cache first,
// and fall back to the app page for navigations while offline.
const VERSION = "__VERSION__";
const PRECACHE = __PRECACHE__;
const CACHE = "round-table-" + VERSION;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith("round-table-") && k !== CACHE).map((k) => caches.delete(k))
        )
      )
      .then(() => self.clients.claim())
  );
});

// The page asks the waiting worker to take over when the player accepts the update.
self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request, { ignoreSearch: true }).then(
        (hit) =>
          hit ||
          fetch(request).catch(() =>
            request.mode === "navigate" ? cache.match("./") : Response.error()
          )
      )
    )
  );
});
