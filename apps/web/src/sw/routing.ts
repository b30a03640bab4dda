/**
 * How the service worker answers each request, as a pure decision (unit-tested; the worker in
 * service-worker.ts only carries it out):
 * - `pass`: the worker does not answer; the browser fetches as if there were no worker. Every
 *   API call (JSON, the realtime stream, auth redirects), /docs and /dev, other origins and
 *   anything but GET. Nothing of these is ever cached.
 * - `navigation`: a page load. Network first, so an online visitor always gets the newest
 *   index.html (no stale app after a deploy); when the network fails, the cached index.html
 *   (the app then routes on its own).
 * - `asset`: /assets/*. Vite names them by content hash, so a cached copy is never stale: cache
 *   first, the network for what is not cached yet.
 * - `shell`: a precached file outside /assets (e.g. /theme-init.js): network first, the cached
 *   copy when offline.
 */
export type SwRoute = 'pass' | 'navigation' | 'asset' | 'shell';

export type SwRequest = {
  method: string;
  url: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
};

/** Paths the worker never answers, nor caches, even for a page load (the server's own pages). */
const SERVER_PATHS = ['/api', '/docs', '/dev'];

/** The offline fallback for every page load (the app routes on its own). */
export const APP_SHELL = '/index.html';

/** The worker script itself: the browser fetches it past any worker; never answer it. */
export const SW_PATH = '/sw.js';

export function isServerPath(pathname: string): boolean {
  return SERVER_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function routeRequest(request: SwRequest, origin: string, precached: ReadonlySet<string>): SwRoute {
  if (request.method !== 'GET') {
    return 'pass';
  }
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'pass';
  }
  if (url.origin !== origin || isServerPath(url.pathname) || url.pathname === SW_PATH) {
    return 'pass';
  }
  if (request.mode === 'navigate') {
    return 'navigation';
  }
  if (url.pathname.startsWith('/assets/')) {
    return 'asset';
  }
  if (precached.has(url.pathname)) {
    return 'shell';
  }
  return 'pass';
}

/** Cache names are `thamani-app-<version>`; activating a version deletes the others of ours. */
export const CACHE_PREFIX = 'thamani-app-';

export function cacheNameFor(version: string): string {
  return `${CACHE_PREFIX}${version}`;
}

export function staleCaches(names: readonly string[], current: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== current);
}
