import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client.ts';

/**
 * Why messages may have been missed: the listening connection was lost (`lost`), or it listens
 * again after a loss (`restored`). Messages published in between never arrive.
 */
export type BusInterruption = 'lost' | 'restored';

/**
 * Cross-process messages over PostgreSQL LISTEN/NOTIFY. On PGlite (one process per DATA_DIR,
 * enforced by the lock) `pglite.listen` delivers in-process; on PostgreSQL a dedicated client
 * listens so every server instance on the same database hears every message.
 */
export interface Bus {
  publish: (channel: string, payload: string) => Promise<void>;
  subscribe: (channel: string, handler: (payload: string) => void) => Promise<() => Promise<void>>;
  /**
   * Hear when delivery was interrupted. On PostgreSQL the listening connection can drop; the
   * messages published until it listens again are lost for this process. `handler` is called
   * with `lost` when the connection errors or ends unexpectedly, and with `restored` once it
   * listens again, before any message it then hears is delivered: whoever read state during
   * the outage must read it again. Never called because of close(), nor on PGlite (delivery is
   * in-process). Returns the remover.
   */
  onInterrupted: (handler: (what: BusInterruption) => void) => () => void;
  close: () => Promise<void>;
}

export interface BusOptions {
  /** The wait before the listener reconnects after a loss; it doubles after each failed attempt, up to 30 s. */
  reconnectDelayMs?: number;
}

const CHANNEL_PATTERN = /^[a-z_][a-z0-9_]*$/;
const RECONNECT_DELAY_MS = 1000;
const MAX_RECONNECT_DELAY_MS = 30_000;

function assertChannel(channel: string): void {
  if (!CHANNEL_PATTERN.test(channel)) {
    throw new Error(`Invalid bus channel name: ${channel}`);
  }
}

export function createBus(database: Database, log: (message: string, error?: unknown) => void = () => undefined, options: BusOptions = {}): Bus {
  return database.kind === 'pglite'
    ? createPgliteBus(database.client)
    : createPgBus(database.pool, database.url, log, options.reconnectDelayMs ?? RECONNECT_DELAY_MS);
}

function createPgliteBus(client: PGlite): Bus {
  const unsubscribers = new Set<() => Promise<void>>();
  return {
    async publish(channel, payload) {
      assertChannel(channel);
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async subscribe(channel, handler) {
      assertChannel(channel);
      const unlisten = await client.listen(channel, handler);
      const unsubscribe = async () => {
        unsubscribers.delete(unsubscribe);
        if (!client.closed) {
          await unlisten();
        }
      };
      unsubscribers.add(unsubscribe);
      return unsubscribe;
    },
    onInterrupted() {
      return () => undefined;
    },
    async close() {
      await Promise.all([...unsubscribers].map((u) => u()));
    },
  };
}

function createPgBus(pool: pg.Pool, url: string, log: (message: string, error?: unknown) => void, reconnectDelayMs: number): Bus {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const interruptionHandlers = new Set<(what: BusInterruption) => void>();
  let listener: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retry: NodeJS.Timeout | null = null;
  /** The listener was lost and has not listened again since. */
  let interrupted = false;
  let closed = false;

  const dispatch = (message: pg.Notification) => {
    for (const handler of handlers.get(message.channel) ?? []) {
      handler(message.payload ?? '');
    }
  };

  const announce = (what: BusInterruption) => {
    for (const handler of [...interruptionHandlers]) {
      try {
        handler(what);
      } catch (error) {
        log('a bus interruption handler failed', error);
      }
    }
  };

  /** Reconnect after `delayMs`; each failed attempt doubles the wait, until close(). */
  const scheduleReconnect = (delayMs: number) => {
    if (closed || retry) {
      return;
    }
    retry = setTimeout(() => {
      retry = null;
      if (closed) {
        return;
      }
      ensureListener().catch((error: unknown) => {
        const next = Math.min(delayMs * 2, MAX_RECONNECT_DELAY_MS);
        log(`bus reconnect failed; retrying in ${next} ms`, error);
        scheduleReconnect(next);
      });
    }, delayMs);
    retry.unref();
  };

  const connect = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: url });
    // What this client hears before it listens on every channel (and a restore is announced) waits here.
    let held: pg.Notification[] | null = [];
    let gone = false;
    const lose = (error?: unknown) => {
      if (gone) {
        return;
      }
      gone = true;
      // While connecting, connect() fails instead; after close(), the end is expected.
      if (closed || listener !== client) {
        return;
      }
      listener = null;
      interrupted = true;
      log('bus listener connection lost; reconnecting', error);
      announce('lost');
      scheduleReconnect(reconnectDelayMs);
    };
    client.on('notification', (message) => {
      if (held) {
        held.push(message);
      } else {
        dispatch(message);
      }
    });
    client.on('error', lose);
    client.on('end', () => lose());
    try {
      await client.connect();
      for (const channel of handlers.keys()) {
        await client.query(`LISTEN "${channel}"`);
      }
      if (gone || closed) {
        throw new Error(closed ? 'the bus is closed' : 'the bus listener connection ended while it was set up');
      }
    } catch (error) {
      gone = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    listener = client;
    if (interrupted) {
      interrupted = false;
      announce('restored');
    }
    const waiting = held;
    held = null;
    for (const message of waiting) {
      dispatch(message);
    }
    return client;
  };

  const ensureListener = (): Promise<pg.Client> => {
    if (listener) {
      return Promise.resolve(listener);
    }
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async publish(channel, payload) {
      assertChannel(channel);
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async subscribe(channel, handler) {
      assertChannel(channel);
      const isNew = !handlers.has(channel);
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
      const client = await ensureListener();
      if (isNew) {
        await client.query(`LISTEN "${channel}"`);
      }
      return async () => {
        set.delete(handler);
        if (set.size === 0 && handlers.delete(channel) && listener) {
          await listener.query(`UNLISTEN "${channel}"`);
        }
      };
    },
    onInterrupted(handler) {
      interruptionHandlers.add(handler);
      return () => {
        interruptionHandlers.delete(handler);
      };
    },
    async close() {
      closed = true;
      if (retry) {
        clearTimeout(retry);
        retry = null;
      }
      handlers.clear();
      const client = listener;
      listener = null;
      if (client) {
        await client.end();
      }
      await connecting?.catch(() => undefined);
    },
  };
}
