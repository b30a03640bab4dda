/**
 * The access token lives in memory only (never in storage), so a script injected into the page
 * cannot lift it from localStorage and it dies with the tab. The session itself is a cookie,
 * so a reload fetches a fresh token.
 */
let accessToken: string | null = null;
let refresher: (() => Promise<string | null>) | null = null;

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

/** The auth provider registers how to get a new token; the API client calls it after a 401. */
export function setAccessTokenRefresher(fn: (() => Promise<string | null>) | null): void {
  refresher = fn;
}

export async function refreshAccessToken(): Promise<string | null> {
  return refresher ? refresher() : null;
}

/**
 * The token-refresh protocol, once for every way the app calls the API (fetch, XMLHttpRequest):
 * `send` goes with the access token; if the server answers 401 to a token, the token is refreshed
 * and `send` goes once more with the new one. Without a token, or if no new one comes, the first
 * answer stands.
 */
export async function withFreshToken<R extends { status: number }>(send: (token: string | null) => Promise<R>): Promise<R> {
  const token = getAccessToken();
  const first = await send(token);
  if (first.status !== 401 || !token) {
    return first;
  }
  const fresh = await refreshAccessToken().catch(() => null);
  return fresh ? send(fresh) : first;
}

/** Seconds until the token's `exp` claim, or null when it cannot be read. */
export function secondsUntilExpiry(token: string, nowMs: number = Date.now()): number | null {
  const claims = readTokenClaims(token);
  const exp = claims?.exp;
  return typeof exp === 'number' ? exp - nowMs / 1000 : null;
}

/** Decode (not verify — the server does that) the payload of a JWT. */
export function readTokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) {
    return null;
  }
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json: unknown = JSON.parse(atob(padded));
    return typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
