import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';

/** How often the embedded database's tables are checked (their write counts are cheap to read). */
export const EMBEDDED_VACUUM_CHECK_MS = 5 * 60_000;

interface TableActivity {
  name: string;
  reltuples: number;
  n_dead_tup: number;
  n_ins_since_vacuum: number;
  n_mod_since_analyze: number;
}

export interface TableUpkeep {
  name: string;
  vacuum: boolean;
}

/**
 * PostgreSQL's autovacuum rules with its default settings: vacuum after 50 + 20 % of the table's
 * rows have died, or 1,000 + 20 % have been inserted (which also marks insert-only pages
 * all-visible); analyze after 50 + 10 % have changed.
 */
export function upkeepNeeded(t: Omit<TableActivity, 'name'>): { vacuum: boolean; analyze: boolean } {
  const rows = Math.max(t.reltuples, 0);
  const vacuum = t.n_dead_tup > 50 + 0.2 * rows || t.n_ins_since_vacuum > 1000 + 0.2 * rows;
  return { vacuum, analyze: vacuum || t.n_mod_since_analyze > 50 + 0.1 * rows };
}

/**
 * One pass of what autovacuum would do, on PGlite, which runs none (it is one process, one
 * session). Without it a table's dead rows are never reclaimed, the planner's statistics stay
 * those of the day the table was small, and the visibility map is never set, so the client
 * counters' index-only scan visits every request's row again. Tables are done one statement
 * each: PGlite runs one statement at a time, so the app waits for each, briefly, rather than for
 * the whole database.
 */
export async function vacuumWhereNeeded(client: PGlite): Promise<TableUpkeep[]> {
  const { rows } = await client.query<TableActivity>(
    `select s.relid::regclass::text as name, c.reltuples::float8 as reltuples, s.n_dead_tup::float8 as n_dead_tup,
            s.n_ins_since_vacuum::float8 as n_ins_since_vacuum, s.n_mod_since_analyze::float8 as n_mod_since_analyze
       from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      order by s.relid`,
  );
  const done: TableUpkeep[] = [];
  for (const table of rows) {
    const need = upkeepNeeded(table);
    if (need.analyze) {
      // The name comes from regclass::text, which quotes it where PostgreSQL needs quotes.
      await client.exec(`${need.vacuum ? 'vacuum (analyze)' : 'analyze'} ${table.name}`);
      done.push({ name: table.name, vacuum: need.vacuum });
    }
  }
  return done;
}

/** Check every `intervalMs` from now on; returns a stop function that waits for a running pass. */
export function startEmbeddedVacuum(client: PGlite, log: FastifyBaseLogger, intervalMs = EMBEDDED_VACUUM_CHECK_MS): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) {
      return;
    }
    const started = performance.now();
    running = vacuumWhereNeeded(client)
      .then((tables) => {
        if (tables.length > 0) {
          log.info({ tables: tables.map((t) => `${t.vacuum ? 'vacuum' : 'analyze'} ${t.name}`), ms: Math.round(performance.now() - started) }, 'embedded database upkeep');
        }
      })
      .catch((error: unknown) => log.warn({ err: error }, 'embedded database upkeep failed; trying again at the next check'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
