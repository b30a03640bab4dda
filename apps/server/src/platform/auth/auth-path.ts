// eslint-disable-next-line no-restricted-syntax -- better-auth's mount point: its routes are its own protocol, not contracts of ours.
export const AUTH_BASE_PATH = '/api/auth';

/**
 * Segments better-auth's endpoints use (and its path parameters, e.g. a reset token). Anything
 * else — dot segments, empty segments, a trailing slash, percent-escapes, backslashes — is a
 * spelling the library's router might read differently from us.
 */
const CANONICAL_PATH = /^(?:\/[A-Za-z0-9_-]+)+$/;

/**
 * The endpoint path (below /api/auth) that better-auth will run for this raw request target,
 * or null when the target is not in its one canonical spelling.
 *
 * better-auth routes on `new URL(url).pathname`, which resolves `.`/`..` (also `%2e`) and turns
 * `\` into `/`, so a limit keyed on the raw path could be skipped by `/./sign-in/email`. We
 * decide on the path the library will execute and refuse any target whose normalised form
 * differs from what was sent, so the two can never disagree.
 */
export function resolveAuthPath(rawUrl: string): string | null {
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  if (!rawPath.startsWith(`${AUTH_BASE_PATH}/`)) {
    return null;
  }
  const path = rawPath.slice(AUTH_BASE_PATH.length);
  if (!CANONICAL_PATH.test(path)) {
    return null;
  }
  // The library's own reading must agree; this holds for every path the pattern allows and
  // keeps holding if the pattern is ever widened.
  if (new URL(rawUrl, 'http://localhost').pathname !== rawPath) {
    return null;
  }
  return path;
}
