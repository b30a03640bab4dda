import type { MeResponse } from '@thamani/domain/me';
import type { Role } from '@thamani/domain/access';
import type { SessionInfo } from './session-api';

/**
 * The last identity this browser saw signed in (session user and GET /api/me), so the app can
 * open offline — a valuer reloading an inspection at a site with no signal — instead of waiting
 * forever for a session check that cannot reach the server. It stands in only while the server
 * cannot be reached; the server still decides every request, and the next answer from it
 * replaces or forgets this. Sign-out clears local storage (clear-local-state.ts), so it goes too.
 */
export type RememberedIdentity = { session: SessionInfo; me: MeResponse };

export const REMEMBERED_IDENTITY_KEY = 'thamani.identity';

/** The roles a stored value may name (equal to the domain's ROLES; a unit test keeps them so). */
export const KNOWN_ROLES: readonly Role[] = ['user', 'agent', 'admin'];

const isString = (value: unknown): value is string => typeof value === 'string';

function isIdentity(value: unknown): value is RememberedIdentity {
  const v = value as { session?: { user?: Record<string, unknown> }; me?: Record<string, unknown> } | null;
  const user = v?.session?.user;
  const me = v?.me as { user?: Record<string, unknown>; profile?: Record<string, unknown>; role?: unknown } | undefined;
  return (
    isString(user?.id) &&
    isString(user.email) &&
    isString(user.name) &&
    isString(me?.user?.id) &&
    me.user.id === user.id &&
    isString(me.profile?.id) &&
    KNOWN_ROLES.includes(me.role as Role)
  );
}

export function rememberIdentity(identity: RememberedIdentity): void {
  try {
    window.localStorage.setItem(REMEMBERED_IDENTITY_KEY, JSON.stringify(identity));
  } catch {
    // Storage blocked or full: the app then needs the network to open, as without this.
  }
}

export function rememberedIdentity(): RememberedIdentity | null {
  try {
    const raw = window.localStorage.getItem(REMEMBERED_IDENTITY_KEY);
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    return isIdentity(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function forgetIdentity(): void {
  try {
    window.localStorage.removeItem(REMEMBERED_IDENTITY_KEY);
  } catch {
    // nothing stored then
  }
}
