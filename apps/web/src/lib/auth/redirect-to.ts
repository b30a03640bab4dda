import { paths } from '@/config/paths';

/** The query parameter that carries where to go back to after signing in. */
export const REDIRECT_TO_PARAM = 'redirectTo';

const AUTH_PATHS = new Set<string>([paths.auth, paths.login, paths.register]);

/**
 * A path on this site to return to after sign-in ("/request?x#y"), or null. Only a same-origin
 * path is accepted — never an absolute URL, "//host", a backslash trick or a control character —
 * so the parameter cannot be used to send someone to another site (an open redirect). The auth
 * pages themselves are refused to avoid a loop.
 */
export function safeRedirectPath(
  value: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || AUTH_PATHS.has(url.pathname)) {
    return null;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The safe `redirectTo` of a query string (the current page's by default), or null. */
export function readRedirectTo(search: string = window.location.search): string | null {
  return safeRedirectPath(new URLSearchParams(search).get(REDIRECT_TO_PARAM));
}

/** "/auth?redirectTo=%2Frequest" — the sign-in page that comes back to `returnTo`. */
export function signInPathFor(returnTo: string): string {
  const safe = safeRedirectPath(returnTo);
  return safe ? `${paths.auth}?${new URLSearchParams({ [REDIRECT_TO_PARAM]: safe }).toString()}` : paths.auth;
}
