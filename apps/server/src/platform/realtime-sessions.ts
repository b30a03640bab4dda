import { eq, inArray } from 'drizzle-orm';
import { normalizeRole } from '@thamani/domain/access';
import type { Db } from '../db/client.ts';
import { session } from '../db/schema/auth.table.ts';
import { profiles } from '../db/schema/profiles.table.ts';
import { userRoles } from '../db/schema/user-roles.table.ts';
import type { Identity } from './auth/auth-cache.ts';

/** Session ids looked up per query (keeps the IN list of a busy process bounded). */
const BATCH = 500;

/** setTimeout fires at once for delays beyond a signed 32-bit number of ms. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface SessionState {
  userId: string;
  expiresAt: Date;
  identity: Pick<Identity, 'role' | 'profileId'>;
}

/** The current state of these sessions (absent: the session row is gone). */
export async function loadStreamSessions(db: Db, sessionIds: readonly string[]): Promise<Map<string, SessionState>> {
  const states = new Map<string, SessionState>();
  const unique = [...new Set(sessionIds)];
  for (let i = 0; i < unique.length; i += BATCH) {
    const rows = await db
      .select({
        id: session.id,
        userId: session.userId,
        expiresAt: session.expiresAt,
        role: userRoles.role,
        profileId: profiles.id,
      })
      .from(session)
      .leftJoin(userRoles, eq(userRoles.userId, session.userId))
      .leftJoin(profiles, eq(profiles.userId, session.userId))
      .where(inArray(session.id, unique.slice(i, i + BATCH)));
    for (const row of rows) {
      states.set(row.id, {
        userId: row.userId,
        expiresAt: row.expiresAt,
        identity: { role: normalizeRole(row.role), profileId: row.profileId },
      });
    }
  }
  return states;
}

/** When a stream must end (wall-clock ms), and whether its session's expiry is what ends it. */
export interface StreamDeadline {
  at: number;
  bySession: boolean;
}

/**
 * The earlier of the session's expiry (stored, wall clock) and the access token's `exp`
 * (judged by the app clock, as the guard does), as a wall-clock time.
 */
export function streamDeadline(sessionExpiresAt: Date, tokenExpiresAt: Date | null, now: () => Date): StreamDeadline {
  const sessionEnd = sessionExpiresAt.getTime();
  const tokenEnd = tokenExpiresAt ? tokenDeadline(tokenExpiresAt, now) : Number.POSITIVE_INFINITY;
  return tokenEnd < sessionEnd ? { at: tokenEnd, bySession: false } : { at: sessionEnd, bySession: true };
}

/** An access token's `exp` (judged by the app clock, as the guard does) as a wall-clock time. */
export function tokenDeadline(tokenExpiresAt: Date, now: () => Date): number {
  return Date.now() + (tokenExpiresAt.getTime() - now().getTime());
}

export type StreamVerdict = 'valid' | 'ended' | 'changed';

/**
 * Whether a stream opened for `identity` may go on: 'ended' when its session is gone or has
 * expired; 'changed' when the session lives but its user's role or profile is no longer the one
 * the stream was opened with (written straight to the table, bypassing the shared role change —
 * the caller then evicts that user's cached identities too).
 */
export function judgeStream(identity: Identity, state: SessionState | undefined): StreamVerdict {
  if (!state || state.expiresAt.getTime() <= Date.now() || state.userId !== identity.userId) {
    return 'ended';
  }
  const same = state.identity.role === identity.role && state.identity.profileId === identity.profileId;
  return same ? 'valid' : 'changed';
}

/** A delay for setTimeout that never overflows. */
export function timerDelay(deadline: number): number {
  return Math.min(Math.max(0, deadline - Date.now()), MAX_TIMER_MS);
}
