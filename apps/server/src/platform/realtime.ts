import type { FastifyBaseLogger } from 'fastify';
import { REALTIME_HEARTBEAT_EVENT, REALTIME_READY_EVENT, type RealtimeEventData, type RealtimeEventDefinition, type RealtimeReady } from '@thamani/domain/realtime';
import type { Db } from '../db/client.ts';
import { publishInvalidation, type AuthCache, type Identity, type Invalidation } from './auth/auth-cache.ts';
import type { Bus, BusInterruption } from './bus.ts';
import { logEvent, pruneEvents, readReplay, REALTIME_CHANNEL, type LoggedEvent } from './realtime-log.ts';
import { realtimeEvents, type Audience, type ServerRealtimeEvent } from './realtime-registry.ts';
import { judgeStream, loadStreamSessions, streamDeadline, timerDelay, tokenDeadline, type StreamDeadline } from './realtime-sessions.ts';

export { REALTIME_CHANNEL };
export type { Audience };

/** An event by name, with its audience spelled out (the registry checks the name and payload). */
export interface RealtimeMessage {
  to: Audience;
  event: string;
  data: unknown;
}

/**
 * Emit a registered event in `tx` (from inTransaction): it is written to the event log in that
 * transaction and reaches the streams of every process once it commits; nothing is sent for a
 * transaction that rolls back. The audience comes from the event's own rule.
 */
export function emitEvent<E extends RealtimeEventDefinition, Who>(tx: Db, event: ServerRealtimeEvent<E, Who>, data: RealtimeEventData<E>, who: Who): void {
  if (realtimeEvents.get(event.definition.name) !== event) {
    realtimeEvents.refuse(`Realtime event ${event.definition.name}: this declaration is not the registered one`);
    return;
  }
  emitChecked(tx, realtimeEvents.check(event.definition.name, data, event.audience(who)));
}

/**
 * Emit an event by name with an explicit audience, as `emitEvent` does. The name must be
 * registered and `data` must pass its schema: otherwise the event is refused (see the registry).
 */
export function emitAfterCommit(tx: Db, message: RealtimeMessage): void {
  emitChecked(tx, realtimeEvents.check(message.event, message.data, message.to));
}

function emitChecked(tx: Db, checked: ReturnType<typeof realtimeEvents.check>): void {
  if (checked) {
    logEvent(tx, checked);
  }
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

function parseMessage(payload: string): LoggedEvent | null {
  try {
    const value = JSON.parse(payload) as LoggedEvent;
    return value && Number.isSafeInteger(value.id) && typeof value.name === 'string' && typeof value.to === 'object' ? value : null;
  } catch {
    return null;
  }
}

/** One SSE frame; with an id, the browser's EventSource remembers it and resumes after it. */
export function formatEvent(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The Last-Event-ID a stream resumes after: a non-negative integer, else null (start afresh). */
export function parseLastEventId(value: unknown): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || !/^\d{1,15}$/.test(text.trim())) {
    return null;
  }
  return Number(text.trim());
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
  /** How long events are kept for streams to resume from, and how often older ones are pruned. */
  retainEventsMs: number;
  pruneEveryMs: number;
  /** At most this many events are replayed to one stream; beyond, the client refetches everything. */
  replayLimit: number;
}

/**
 * A stream's deadline (at: Infinity until its session is first read) and timer; the id of the
 * last event it was sent (null while its replay is read, during which live events wait in `held`).
 */
interface Tracked {
  deadline: StreamDeadline;
  timer: NodeJS.Timeout | null;
  position: number | null;
  held: LoggedEvent[];
  /** Writes waiting on a push-time check (events keep their order behind it); null when none. */
  pending: Promise<void> | null;
}

/**
 * The streams open in this process. It listens on the bus (so an event raised in any server
 * process reaches the streams of every process), beats every `heartbeatMs`, and ends a stream
 * when its session is revoked or its user's role changes (the auth cache's invalidations, which
 * also cross processes), when its session or access token expires, and when a recheck every
 * `recheckMs` finds its session gone, expired or its role changed behind our back. It ends every
 * stream when the bus reports that delivery was interrupted.
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

  /** The event's push-time check for this stream; a failing check closes it (it resumes and replays). */
  const mayReceive = async (c: StreamConnection, event: LoggedEvent): Promise<boolean> => {
    const check = realtimeEvents.get(event.name)?.mayReceive;
    if (!check) {
      return true;
    }
    try {
      const { userId, role, profileId } = c.identity;
      return await check(deps.db, { userId, role, profileId }, event.data);
    } catch (error) {
      deps.log.warn({ err: error, event: event.name }, 'a realtime push-time check failed; the stream is closed so it resumes');
      c.close();
      return false;
    }
  };

  /** Write a live event: at once, or behind the checks already waiting so the order holds. */
  const push = (c: StreamConnection, tracked: Tracked, event: LoggedEvent, chunk: string) => {
    const checked = realtimeEvents.get(event.name)?.mayReceive !== undefined;
    if (!checked && !tracked.pending) {
      c.write(chunk);
      return;
    }
    const next = (tracked.pending ?? Promise.resolve()).then(async () => {
      if (await mayReceive(c, event)) {
        c.write(chunk);
      }
    });
    tracked.pending = next;
    void next.finally(() => {
      if (tracked.pending === next) {
        tracked.pending = null;
      }
    });
  };

  const deliver = (payload: string) => {
    const message = parseMessage(payload);
    if (!message) {
      deps.log.warn('ignored a malformed realtime message');
      return;
    }
    const chunk = formatEvent(message.name, message.data, message.id);
    for (const [c, tracked] of connections) {
      if (isExpired(tracked)) {
        expire(c, tracked);
      } else if (matches(message.to, c.identity)) {
        if (tracked.position === null) {
          tracked.held.push(message);
        } else if (message.id > tracked.position) {
          // Events arrive in id order; one at or below the position was replayed already.
          tracked.position = message.id;
          push(c, tracked, message, chunk);
        }
      }
    }
  };

  /**
   * Send the events the stream missed after `after` (those it is in the audience of), then
   * `ready` carrying its position, then the live events that arrived meanwhile, each once.
   */
  const replay = async (c: StreamConnection, tracked: Tracked, after: number | null) => {
    const { userId, role } = c.identity;
    const result = await readReplay(deps.db, { userId, role }, after, deps.replayLimit);
    if (!connections.has(c)) {
      return;
    }
    for (const event of result.events) {
      if (await mayReceive(c, event)) {
        c.write(formatEvent(event.name, event.data, event.id));
      }
    }
    if (!connections.has(c)) {
      return;
    }
    const ready: RealtimeReady = { reset: result.reset };
    c.write(formatEvent(REALTIME_READY_EVENT, ready, result.position));
    let position = result.position;
    // Held events wait behind their checks; position stays null meanwhile, so new ones are held too.
    for (let event = tracked.held.shift(); event; event = tracked.held.shift()) {
      if (event.id > position) {
        position = event.id;
        if (await mayReceive(c, event)) {
          c.write(formatEvent(event.name, event.data, event.id));
        }
      }
    }
    tracked.held = [];
    tracked.position = position;
  };

  /**
   * Events NOTIFYed while this process's bus was not listening never reach it: every stream open
   * here may have missed some. End them all, when the listener is lost and again when it listens
   * again (streams opened meanwhile read their replay during the outage); the clients reconnect
   * with Last-Event-ID and the log replays what they missed.
   */
  const interrupted = (what: BusInterruption) => {
    if (connections.size > 0) {
      deps.log.warn({ streams: connections.size, bus: what }, 'realtime delivery was interrupted; ending the open event streams so they resume from the log');
    }
    for (const c of [...connections.keys()]) {
      c.close();
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
  let stopInterruptions: (() => void) | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let rechecks: NodeJS.Timeout | null = null;
  let rechecking = false;
  let pruner: NodeJS.Timeout | null = null;

  return {
    async start(): Promise<void> {
      stopInterruptions = deps.bus.onInterrupted(interrupted);
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
      pruner = setInterval(() => {
        pruneEvents(deps.db, new Date(Date.now() - deps.retainEventsMs)).catch((error: unknown) =>
          deps.log.warn({ err: error }, 'could not prune old realtime events'),
        );
      }, deps.pruneEveryMs);
      pruner.unref();
    },
    /**
     * Track a stream; its session is read at once to set its deadline, and the events after
     * `lastEventId` (null: a fresh stream) are replayed before live ones. Returns the remover.
     */
    add(connection: StreamConnection, lastEventId: number | null = null): () => void {
      const tracked: Tracked = { deadline: { at: Number.POSITIVE_INFINITY, bySession: false }, timer: null, position: null, held: [], pending: null };
      connections.set(connection, tracked);
      if (connection.tokenExpiresAt) {
        schedule(connection, tracked, { at: tokenDeadline(connection.tokenExpiresAt, deps.now), bySession: false });
      }
      void recheckSafely([connection]);
      replay(connection, tracked, lastEventId).catch((error: unknown) => {
        deps.log.warn({ err: error }, 'could not replay realtime events; the stream is closed so the client reconnects');
        connection.close();
      });
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
      if (pruner) {
        clearInterval(pruner);
      }
      stopRevocations?.();
      stopInterruptions?.();
      await unsubscribe?.();
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
