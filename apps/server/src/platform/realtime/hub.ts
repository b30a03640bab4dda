import { REALTIME_HEARTBEAT_EVENT } from '@thamani/domain/realtime';
import type { BusInterruption } from '../bus.ts';
import { pruneEvents, REALTIME_CHANNEL } from '../realtime-log.ts';
import { tokenDeadline } from '../realtime-sessions.ts';
import { createDelivery } from './delivery.ts';
import { createSessionWatch } from './session-watch.ts';
import { formatEvent } from './sse.ts';
import type { Connections, RealtimeHubDeps, StreamConnection, Tracked } from './streams.ts';

/**
 * The streams open in this process. It listens on the bus (so an event raised in any server
 * process reaches the streams of every process), beats every `heartbeatMs`, and ends a stream
 * when its session is revoked or its user's role changes (the auth cache's invalidations, which
 * also cross processes), when its session or access token expires, and when a recheck every
 * `recheckMs` finds its session gone, expired or its role changed behind our back. It ends every
 * stream when the bus reports that delivery was interrupted.
 */
export function createRealtimeHub(deps: RealtimeHubDeps) {
  const connections: Connections = new Map<StreamConnection, Tracked>();
  const sessions = createSessionWatch(deps, connections);
  const { deliver, replay } = createDelivery(deps, connections, sessions);
  const { revoke, schedule, recheckSafely } = sessions;

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
