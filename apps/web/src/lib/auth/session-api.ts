/** better-auth's client is fetched on first use, off the home page's critical path. */
export const loadAuthClient = () => import('./auth-client').then((m) => m.authClient);
export type SessionInfo = { user: { id: string; email: string; name: string } };

export const SESSION_URL = '/api/auth/get-session?disableCookieCache=true';

/**
 * The current session from the cookie, or null when there is none.
 * A plain fetch of better-auth's endpoint: every first visit asks this, and better-auth's
 * browser client (~12 KB gzip) is only needed to sign in, up or out and for access tokens.
 */
export async function fetchSession(): Promise<SessionInfo | null> {
  // Sent as index.html's preload of SESSION_URL is, with no header of its own: a browser may
  // hand a preloaded response only to the same request, so a page load asks once.
  const response = await fetch(SESSION_URL, { credentials: 'same-origin' });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (body as { message?: unknown } | undefined)?.message;
    throw new Error(typeof message === 'string' && message !== '' ? message : `Session fetch failed (${response.status})`);
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

/** A fresh short-lived access token (JWT) for the current session. */
export async function fetchAccessToken(): Promise<string> {
  // Only a signed-in visit asks: the token manager stays off the first load.
  const [authClient, { TokenFetchError }] = await Promise.all([loadAuthClient(), import('./token-manager')]);
  let result: Awaited<ReturnType<typeof authClient.token>>;
  try {
    result = await authClient.token();
  } catch (error) {
    throw new TokenFetchError(0, error instanceof Error ? error.message : 'Network error');
  }
  if (result.error) {
    throw new TokenFetchError(result.error.status, result.error.message ?? result.error.statusText);
  }
  return result.data.token;
}
