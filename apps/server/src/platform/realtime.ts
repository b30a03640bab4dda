import type { FastifyBaseLogger } from 'fastify';
import { REALTIME_HEARTBEAT_EVENT, type RealtimeEventName } from '@thamani/domain/notifications';
import type { Role } from '@thamani/domain/roles';
import type { Db } from '../db/client.ts';
import { publishInvalidation, type AuthCache, type Identity, type Invalidation } from './auth/auth-cache.ts';
import type { Bus } from './bus.ts';
import { judgeStream, loadStreamSessions, streamDeadline, timerDelay, tokenDeadline, type StreamDeadline } from './realtime-sessions.ts';
import { afterCommit } from './transaction.ts';

export const REALTIME_CHANNEL = 'thamani_realtime';

/** Who receives an event: these auth users, and everyone signed in with one of these roles. */
export interface Audience {
  userIds?: string[];
  roles?: Role[];
}

export interface RealtimeMessage {
  to: Audience;
  event: RealtimeEventName;
  data: unknown;
}

/** Queue a realtime event for after `tx` commits; it crosses processes through the bus. */
export function emitAfterCommit(tx: Db, message: RealtimeMessage): void {
  afterCommit(tx, ({ bus }) => bus.publish(REALTIME_CHANNEL, JSON.stringify(message)));
}

/** One open event stream. */
export interface StreamConnection {
  identity: Identity;
  /** The `exp` of the access token that opened the stream (app clock); null for a cookie. */
  tokenExpiresAt: Date | null;
  /** Write raw SSE text; false when the socket is gone. */
  write: (chunk: string) => boolean;
  close: () => void;
}

function matches(to: Audience, identity: Identity): boolean {
  return Boolean(to.userIds?.includes(identity.userId) || to.roles?.includes(identity.role));
}

function parseMessage(payload: string): RealtimeMessage | null {
  try {
    const value = JSON.parse(payload) as RealtimeMessage;
    return value && typeof value.event === 'string' && typeof value.to === 'object' ? value : null;
  } catch {
    return null;
  }
}

export function formatEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export interface RealtimeHubDeps {
  bus: Bus;
  cache: AuthCache;
  db: Db;
  /** The app clock, against which access tokens expire. */
  now: () => Date;
  heartbeatMs: number;
  /** How often every stream's session is rechecked (expiry, role). */
  recheckMs: number;
  log: FastifyBaseLogger;
}

/** A stream's deadline (at: Infinity until its session is first read) and timer. */
interface Tracked {
  deadline: StreamDeadline;
  timer: NodeJS.Timeout | null;
}

/**
 * The streams open in this process. It listens on the bus (so an event raised in any server
 * process reaches the streams of every process), beats every `heartbeatMs`, and ends a stream
 * when its session is revoked or its user's role changes (the auth cache's invalidations, which
 * also cross processes), when its session or access token expires, and when a recheck every
 * `recheckMs` finds its session gone, expired or its role changed behind our back.
 */
export function createRealtimeHub(deps: RealtimeHubDeps) {
  const connections = new Map<StreamConnection, Tracked>();

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

  const deliver = (payload: string) => {
    const message = parseMessage(payload);
    if (!message) {
      deps.log.warn('ignored a malformed realtime message');
      return;
    }
    const chunk = formatEvent(message.event, message.data);
    for (const [c, tracked] of connections) {
      if (isExpired(tracked)) {
        expire(c, tracked);
      } else if (matches(message.to, c.identity)) {
        c.write(chunk);
      }
    }
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

  let unsubscribe: (() => Promise<void>) | null = null;
  let stopRevocations: (() => void) | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let rechecks: NodeJS.Timeout | null = null;
  let rechecking = false;

  return {
    async start(): Promise<void> {
      unsubscribe = await deps.bus.subscribe(REALTIME_CHANNEL, deliver);
      stopRevocations = deps.cache.onInvalidate(revoke);
      heartbeat = setInterval(() => {
        for (const c of connections.keys()) {
          c.write(formatEvent(REALTIME_HEARTBEAT_EVENT, { at: new Date().toISOString() }));
        }
      }, deps.heartbeatMs);
      heartbeat.unref();
      rechecks = setInterval(() => {
        if (rechecking) {
          return;
        }
        rechecking = true;
        void recheckSafely([...connections.keys()]).finally(() => {
          rechecking = false;
        });
      }, deps.recheckMs);
      rechecks.unref();
    },
    /** Track a stream; its session is read at once to set its deadline. Returns the remover. */
    add(connection: StreamConnection): () => void {
      const tracked: Tracked = { deadline: { at: Number.POSITIVE_INFINITY, bySession: false }, timer: null };
      connections.set(connection, tracked);
      if (connection.tokenExpiresAt) {
        schedule(connection, tracked, { at: tokenDeadline(connection.tokenExpiresAt, deps.now), bySession: false });
      }
      void recheckSafely([connection]);
      return () => {
        if (tracked.timer) {
          clearTimeout(tracked.timer);
        }
        connections.delete(connection);
      };
    },
    get size(): number {
      return connections.size;
    },
    /** End every stream (before the server closes, so close does not wait on them). */
    closeAll(): void {
      for (const c of connections.keys()) {
        c.close();
      }
    },
    async stop(): Promise<void> {
      if (heartbeat) {
        clearInterval(heartbeat);
      }
      if (rechecks) {
        clearInterval(rechecks);
      }
      stopRevocations?.();
      await unsubscribe?.();
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
