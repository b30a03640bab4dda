import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthCache, Identity } from '../auth/auth-cache.ts';
import type { Bus } from '../bus.ts';
import type { LoggedEvent } from '../realtime-log.ts';
import type { StreamDeadline } from '../realtime-sessions.ts';

/** The open streams the hub tracks, what it keeps for each, and what it is built from. */

/** One open event stream. */
export interface StreamConnection {
  identity: Identity;
  /** The `exp` of the access token that opened the stream (app clock); null for a cookie. */
  tokenExpiresAt: Date | null;
  /** Write raw SSE text; false when the socket is gone. */
  write: (chunk: string) => boolean;
  close: () => void;
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
export interface Tracked {
  deadline: StreamDeadline;
  timer: NodeJS.Timeout | null;
  position: number | null;
  held: LoggedEvent[];
  /** Writes waiting on a push-time check (events keep their order behind it); null when none. */
  pending: Promise<void> | null;
}

/** The streams open in this process, each with what the hub keeps for it. */
export type Connections = Map<StreamConnection, Tracked>;
