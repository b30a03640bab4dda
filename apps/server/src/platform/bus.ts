import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client.ts';

/**
 * Cross-process messages over PostgreSQL LISTEN/NOTIFY. On PGlite (one process per DATA_DIR,
 * enforced by the lock) `pglite.listen` delivers in-process; on PostgreSQL a dedicated client
 * listens so every server instance on the same database hears every message.
 */
export interface Bus {
  publish: (channel: string, payload: string) => Promise<void>;
  subscribe: (channel: string, handler: (payload: string) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
}

const CHANNEL_PATTERN = /^[a-z_][a-z0-9_]*$/;

function assertChannel(channel: string): void {
  if (!CHANNEL_PATTERN.test(channel)) {
    throw new Error(`Invalid bus channel name: ${channel}`);
  }
}

export function createBus(database: Database, log: (message: string, error?: unknown) => void = () => undefined): Bus {
  return database.kind === 'pglite' ? createPgliteBus(database.client) : createPgBus(database.pool, database.url, log);
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
    async close() {
      await Promise.all([...unsubscribers].map((u) => u()));
    },
  };
}

function createPgBus(pool: pg.Pool, url: string, log: (message: string, error?: unknown) => void): Bus {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let listener: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  const connect = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (msg) => {
      for (const handler of handlers.get(msg.channel) ?? []) {
        handler(msg.payload ?? '');
      }
    });
    client.on('error', (error) => {
      log('bus listener connection lost; reconnecting', error);
      listener = null;
      connecting = null;
      setTimeout(() => {
        if (!closed) {
          void ensureListener().catch((e: unknown) => log('bus reconnect failed', e));
        }
      }, 1000).unref();
    });
    await client.connect();
    for (const channel of handlers.keys()) {
      await client.query(`LISTEN "${channel}"`);
    }
    listener = client;
    return client;
  };
  const ensureListener = (): Promise<pg.Client> => {
    if (listener) {
      return Promise.resolve(listener);
    }
    connecting ??= connect();
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
    async close() {
      closed = true;
      handlers.clear();
      const client = listener;
      listener = null;
      if (client) {
        await client.end();
      }
    },
  };
}
