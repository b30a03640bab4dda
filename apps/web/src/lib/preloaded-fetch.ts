/*
 * For a signed-in visit the server sends, with the page, `<link rel="preload" as="fetch" crossorigin>`
 * for the session, GET /api/me and the page's first data (apps/server/src/platform/web.ts), so they
 * download alongside the app's code. The browser hands a preloaded response to a later fetch only if
 * that fetch is the same request: same URL and method, same-origin credentials (`crossorigin`), and
 * no header of its own (Chrome compares them, an `Accept` or `Authorization` included). The first ask
 * of such a URL is sent that way; every later one as usual.
 */
const taken = new Set<string>();

function isPreloaded(url: string): boolean {
  if (typeof document === 'undefined') {
    return false;
  }
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')) {
    if (link.getAttribute('href') === url) {
      return true;
    }
  }
  return false;
}

/**
 * The page's preloaded response for a GET of `url` (a same-origin path, spelled as in the link),
 * the first time it is asked for; null when the page did not preload it or it was already used.
 * The server answers it from the session cookie.
 */
export function fetchPreloaded(url: string, signal?: AbortSignal): Promise<Response> | null {
  if (taken.has(url) || !isPreloaded(url)) {
    return null;
  }
  taken.add(url);
  return fetch(url, { credentials: 'same-origin', signal });
}
