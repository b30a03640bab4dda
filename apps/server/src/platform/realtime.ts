import type { FastifyBaseLogger } from 'fastify';
import { REALTIME_HEARTBEAT_EVENT, type RealtimeEventName } from '@thamani/domain/notifications';
import type { Role } from '@thamani/domain/roles';
import type { Db } from '../db/client.ts';
import type { AuthCache, Identity, Invalidation } from './auth/auth-cache.ts';
import type { Bus } from './bus.ts';
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

/**
 * The streams open in this process. It listens on the bus (so an event raised in any server
 * process reaches the streams of every process), beats every `heartbeatMs`, and closes the
 * streams whose session is revoked (the auth cache's invalidations, which also cross processes).
 */
export function createRealtimeHub(deps: { bus: Bus; cache: AuthCache; heartbeatMs: number; log: FastifyBaseLogger }) {
  const connections = new Set<StreamConnection>();

  const deliver = (payload: string) => {
    const message = parseMessage(payload);
    if (!message) {
      deps.log.warn('ignored a malformed realtime message');
      return;
    }
    const chunk = formatEvent(message.event, message.data);
    for (const c of connections) {
      if (matches(message.to, c.identity)) {
        c.write(chunk);
      }
    }
  };

  const revoke = (what: Invalidation | null) => {
    for (const c of connections) {
      const hit = what === null || ('sessionId' in what ? c.identity.sessionId === what.sessionId : c.identity.userId === what.userId);
      if (hit) {
        c.close();
      }
    }
  };

  let unsubscribe: (() => Promise<void>) | null = null;
  let stopRevocations: (() => void) | null = null;
  let timer: NodeJS.Timeout | null = null;

  return {
    async start(): Promise<void> {
      unsubscribe = await deps.bus.subscribe(REALTIME_CHANNEL, deliver);
      stopRevocations = deps.cache.onInvalidate(revoke);
      timer = setInterval(() => {
        for (const c of connections) {
          c.write(formatEvent(REALTIME_HEARTBEAT_EVENT, { at: new Date().toISOString() }));
        }
      }, deps.heartbeatMs);
      timer.unref();
    },
    add(connection: StreamConnection): () => void {
      connections.add(connection);
      return () => connections.delete(connection);
    },
    get size(): number {
      return connections.size;
    },
    /** End every stream (before the server closes, so close does not wait on them). */
    closeAll(): void {
      for (const c of connections) {
        c.close();
      }
    },
    async stop(): Promise<void> {
      if (timer) {
        clearInterval(timer);
      }
      stopRevocations?.();
      await unsubscribe?.();
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
