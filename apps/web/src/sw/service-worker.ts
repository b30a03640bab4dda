/**
 * The app's service worker (built into /sw.js by build-plugin.ts, which fills in the list and the
 * version). It makes the app open without a network once it has loaded online: the inspection
 * page, reloaded at a site with no signal, comes up with what waits in IndexedDB. How each request
 * is answered is decided in routing.ts; API calls are never touched.
 */
import { APP_SHELL, cacheNameFor, routeRequest, staleCaches } from './routing';

declare const __SW_PRECACHE__: string[];
declare const __SW_VERSION__: string;

/* The few service-worker types used (the web app's tsconfig has the DOM library, not WebWorker). */
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
};

const worker = self as unknown as WorkerScope;
const CACHE = cacheNameFor(__SW_VERSION__);
const PRECACHED = new Set(__SW_PRECACHE__);

/**
 * Downloads at most this many files at once while installing: a browser opens only ~6
 * connections to a host, and the page that just loaded needs some for its own data and chunks.
 */
const INSTALL_CONCURRENCY = 2;

async function precache(cache: Cache, paths: readonly string[]): Promise<void> {
  const queue = [...paths];
  const next = async (): Promise<void> => {
    const path = queue.shift();
    if (path === undefined) {
      return;
    }
    // index.html and public/ files change without changing their names: past the HTTP cache.
    const request = new Request(path, { cache: path.startsWith('/assets/') ? 'default' : 'reload' });
    const response = await fetch(request);
    if (!response.ok) {
      // The whole install fails and is tried again at the next load (e.g. a deploy in between).
      throw new Error(`precaching ${path}: ${response.status}`);
    }
    await cache.put(request, response);
    await next();
  };
  await Promise.all(Array.from({ length: INSTALL_CONCURRENCY }, next));
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await precache(await caches.open(CACHE), __SW_PRECACHE__);
      // A new version takes over at once: the cached shell then always matches the newest
      // index.html seen online, and the old cache goes in activate.
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of staleCaches(await caches.keys(), CACHE)) {
        await caches.delete(name);
      }
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  switch (routeRequest(request, worker.location.origin, PRECACHED)) {
    case 'pass':
      return;
    case 'navigation':
      event.respondWith(networkFirst(request, APP_SHELL));
      return;
    case 'asset':
      event.respondWith(cacheFirst(request));
      return;
    case 'shell':
      event.respondWith(networkFirst(request, new URL(request.url).pathname));
      return;
  }
});

async function networkFirst(request: Request, fallbackPath: string): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.open(CACHE).then((cache) => cache.match(fallbackPath));
    if (cached) {
      return cached;
    }
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) {
    return cached;
  }
  const response = await fetch(request);
  // Keep only a real file (an asset of a newer build, say); never an error page.
  if (response.ok && response.type === 'basic' && !response.headers.get('content-type')?.startsWith('text/html')) {
    await cache.put(request, response.clone());
  }
  return response;
}
