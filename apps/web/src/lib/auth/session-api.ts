import { BETTER_AUTH_BASE } from './better-auth-paths';

/** better-auth's client is fetched on first use, off the home page's critical path. */
export const loadAuthClient = () => import('./auth-client').then((m) => m.authClient);
export type SessionInfo = { user: { id: string; email: string; name: string } };

export const SESSION_URL = `${BETTER_AUTH_BASE}/get-session?disableCookieCache=true`;

/**
 * The current session from the cookie, or null when there is none.
 * A plain fetch of better-auth's endpoint: every first visit asks this, and better-auth's
 * browser client (~12 KB gzip) is only needed to sign in, up or out and for access tokens.
 */
/** The `message` of an auth endpoint's error body, when it has a non-empty one. */
function serverMessage(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

export async function fetchSession(): Promise<SessionInfo | null> {
  // Sent as index.html's preload of SESSION_URL is, with no header of its own: a browser may
  // hand a preloaded response only to the same request, so a page load asks once.
  const response = await fetch(SESSION_URL, { credentials: 'same-origin' });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new Error(serverMessage(body) ?? `Session fetch failed (${response.status})`);
  }
  if (body === null) {
    return null;
  }
  const user = (body as { user?: { id?: unknown; email?: unknown; name?: unknown } } | undefined)?.user;
  if (!user || typeof user.id !== 'string' || typeof user.email !== 'string') {
    throw new Error('Session fetch failed (unexpected response)');
  }
  return { user: { id: user.id, email: user.email, name: typeof user.name === 'string' ? user.name : '' } };
}

export const TOKEN_URL = `${BETTER_AUTH_BASE}/token`;

/**
 * A fresh short-lived access token (JWT) for the current session: a plain fetch of better-auth's
 * token endpoint, as for the session, so a signed-in start does not wait for its client's code.
 */
export async function fetchAccessToken(): Promise<string> {
  // Only a signed-in visit asks: the token manager stays off the first load.
  const { TokenFetchError } = await import('./token-manager');
  let response: Response;
  try {
    response = await fetch(TOKEN_URL, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new TokenFetchError(0, error instanceof Error ? error.message : 'Network error');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new TokenFetchError(response.status, serverMessage(body) ?? response.statusText);
  }
  const token = (body as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string' || token === '') {
    throw new TokenFetchError(response.status, 'The server sent no access token');
  }
  return token;
}
