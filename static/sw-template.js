// Round Table service worker. scripts/write-service-worker.sh fills in the build's version
// and file list. Strategy: precache the whole build on install, answer from the cache first
// (keeping any file of the build the install missed), and fall back to the app page for
// navigations while offline.
const VERSION = "__VERSION__";
const PRECACHE = __PRECACHE__;
const CACHE = "round-table-" + VERSION;

// Straight from the network, past the browser's HTTP cache: a fresh copy of this build.
// Headless Chromium has been seen holding one request of the install, never sent, and an
// install that never ends leaves the app without its offline copy at all. So a file that
// has not come within 25 seconds is asked for again at an address of its own; if that
// stalls too, it is left to the first time the page asks for it (see "fetch").
const PATIENCE_MS = 25000;
self.addEventListener("install", (event) => {
  const late = () => new Promise((done) => setTimeout(() => done("late"), PATIENCE_MS));
  event.waitUntil(
    caches.open(CACHE).then((cache) => {
      const keep = (url, address) =>
        fetch(new Request(address, { cache: "no-store" })).then((response) => {
          if (!response.ok) throw new Error(url + ": " + response.status);
          return cache.put(url, response);
        });
      return Promise.all(
        PRECACHE.map((url) =>
          Promise.race([keep(url, url), late()]).then((first) =>
            first === "late"
              ? Promise.race([keep(url, url + (url.includes("?") ? "&" : "?") + "again"), late()])
              : first
          )
        )
      );
    })
  );
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
          fetch(request)
            .then((response) => {
              // A file of this build the install could not keep is kept now.
              const path = new URL(request.url).pathname.replace(/^\//, "");
              if (response.ok && PRECACHE.includes(path)) cache.put(path, response.clone());
              return response;
            })
            .catch(() => (request.mode === "navigate" ? cache.match("./") : Response.error()))
      )
    )
  );
});
