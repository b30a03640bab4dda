/** better-auth's client is fetched on first use, off the home page's critical path. */
export const loadAuthClient = () => import('./auth-client').then((m) => m.authClient);
import { TokenFetchError } from './token-manager';

export type SessionInfo = { user: { id: string; email: string; name: string } };

/** The current session from the cookie, or null when there is none (spec: session fetch). */
export async function fetchSession(): Promise<SessionInfo | null> {
  const authClient = await loadAuthClient();
  const { data, error } = await authClient.getSession({ query: { disableCookieCache: true } });
  if (error) {
    throw new Error(error.message ?? `Session fetch failed (${error.status})`);
  }
  if (!data) {
    return null;
  }
  return { user: { id: data.user.id, email: data.user.email, name: data.user.name } };
}

/** A fresh short-lived access token (JWT) for the current session. */
export async function fetchAccessToken(): Promise<string> {
  const authClient = await loadAuthClient();
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
