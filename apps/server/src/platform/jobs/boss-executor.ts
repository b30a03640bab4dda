import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database, Db } from '#db/client.ts';

/** What pg-boss needs from a connection (its `db` option). */
export interface BossExecutor {
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;
}

/**
 * PGlite runs pg-boss's SQL in-process. Parameterless calls may hold several statements
 * (`BEGIN; …; COMMIT;`), which only `exec` accepts; PGlite runs one call at a time and waits for
 * an open transaction to end, so pg-boss's statements never interleave with the app's.
 */
function pgliteExecutor(client: PGlite | Transaction): BossExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) {
        return client.query<Record<string, unknown>>(text, values);
      }
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

function poolExecutor(client: pg.Pool | pg.PoolClient): BossExecutor {
  return {
    async executeSql(text, values) {
      return client.query<Record<string, unknown>>(text, values);
    },
  };
}

/** The app's own connection (PGlite client or pg pool) for pg-boss. */
export function executorFor(database: Database): BossExecutor {
  return database.kind === 'pglite' ? pgliteExecutor(database.client) : poolExecutor(database.pool);
}

/**
 * The connection of an open drizzle transaction, so a job is inserted in it. drizzle keeps it on
 * the transaction's session (`session.client`): a PGlite Transaction or a pg PoolClient. The
 * jobs tests hold this to account (a rolled-back send leaves no job).
 */
export function executorForTransaction(kind: Database['kind'], tx: Db): BossExecutor {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client || typeof (client as { query?: unknown }).query !== 'function') {
    throw new Error('jobs: cannot reach the connection of this transaction');
  }
  return kind === 'pglite' ? pgliteExecutor(client as Transaction) : poolExecutor(client as pg.PoolClient);
}
