import { publishInvalidation, type Invalidation } from '../auth/auth-cache.ts';
import { judgeStream, loadStreamSessions, streamDeadline, timerDelay, type StreamDeadline } from '../realtime-sessions.ts';
import type { Connections, RealtimeHubDeps, StreamConnection, Tracked } from './streams.ts';

/**
 * Keeping each stream's session honest: a stream ends when its session is revoked or its user's
 * role changes (the auth cache's invalidations, which also cross processes), when its session or
 * access token expires (a timer per stream), and when a recheck finds its session gone, expired
 * or its role changed behind our back.
 */
export function createSessionWatch(deps: Pick<RealtimeHubDeps, 'bus' | 'cache' | 'db' | 'now' | 'log'>, connections: Connections) {
  /** Past its deadline a stream is closed rather than written to, even if its timer is late. */
  const isExpired = (tracked: Tracked) => tracked.deadline.at <= Date.now();

  /**
   * Evict a session that has ended without being deleted (expired, or cut short in the table):
   * cached identities may still hold the old expiry, and the reconnect must be refused. The
   * eviction also closes that session's streams here and in every other process.
   */
  const endSession = (sessionId: string) =>
    publishInvalidation(deps.cache, deps.bus, { sessionId }).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'could not publish the end of an expired session'),
    );

  const expire = (c: StreamConnection, tracked: Tracked) => {
    if (tracked.deadline.bySession) {
      void endSession(c.identity.sessionId);
    }
    c.close();
  };

  const revoke = (what: Invalidation | null) => {
    for (const c of connections.keys()) {
      const hit = what === null || ('sessionId' in what ? c.identity.sessionId === what.sessionId : c.identity.userId === what.userId);
      if (hit) {
        c.close();
      }
    }
  };

  const schedule = (c: StreamConnection, tracked: Tracked, deadline: StreamDeadline) => {
    tracked.deadline = deadline;
    if (tracked.timer) {
      clearTimeout(tracked.timer);
    }
    const fire = () => {
      if (isExpired(tracked)) {
        expire(c, tracked);
      } else {
        tracked.timer = setTimeout(fire, timerDelay(tracked.deadline.at)); // a deadline beyond one timer's range
        tracked.timer.unref();
      }
    };
    tracked.timer = setTimeout(fire, timerDelay(deadline.at));
    tracked.timer.unref();
  };

  /** Read the sessions of these streams; end the ones no longer valid, re-aim the others' timers. */
  const recheck = async (targets: StreamConnection[]) => {
    if (targets.length === 0) {
      return;
    }
    const states = await loadStreamSessions(deps.db, targets.map((c) => c.identity.sessionId));
    const changedUsers = new Set<string>();
    const endedSessions = new Set<string>();
    for (const c of targets) {
      const tracked = connections.get(c);
      if (!tracked) {
        continue; // closed meanwhile
      }
      const state = states.get(c.identity.sessionId);
      const verdict = judgeStream(c.identity, state);
      if (verdict === 'valid' && state) {
        schedule(c, tracked, streamDeadline(state.expiresAt, c.tokenExpiresAt, deps.now));
      } else if (verdict === 'changed') {
        // Stale identities would reopen the stream with the old role: evict them everywhere.
        changedUsers.add(c.identity.userId);
        c.close();
      } else {
        endedSessions.add(c.identity.sessionId);
        c.close();
      }
    }
    for (const userId of changedUsers) {
      await publishInvalidation(deps.cache, deps.bus, { userId });
    }
    for (const sessionId of endedSessions) {
      await endSession(sessionId);
    }
  };

  const recheckSafely = (targets: StreamConnection[]) =>
    recheck(targets).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'could not recheck the sessions of open event streams'),
    );

  return { isExpired, expire, revoke, schedule, recheckSafely };
}

export type SessionWatch = ReturnType<typeof createSessionWatch>;
