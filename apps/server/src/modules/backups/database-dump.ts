import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { DUMPED_SCHEMAS, type DatabaseManifest } from './archive-manifest.ts';

type Row = Record<string, unknown>;

/** drizzle's `execute` answers with `{ rows }` on both PGlite and node-postgres. */
export async function rowsOf<T extends Row>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const tableRef = (schema: string, name: string) => `${quoteIdent(schema)}.${quoteIdent(name)}`;
export const partOf = (schema: string, name: string) => `db/${schema}.${name}.ndjson`;

const FETCH_SIZE = 1000;
const SCHEMA_LIST = sql.raw(DUMPED_SCHEMAS.map((s) => `'${s}'`).join(', '));

/**
 * Every row of the app's schemas, in one snapshot (a REPEATABLE READ, read-only transaction on
 * PostgreSQL; PGlite is one connection, so nothing else runs meanwhile), written to `dir` as one
 * NDJSON file per table: each line is `row_to_json` of a row, never parsed in JS (numbers,
 * timestamps and bytes keep their exact text). pg-boss's version row is recreated by pg-boss.
 */
export async function dumpDatabase(db: Db, kind: DatabaseManifest['kind'], dir: string): Promise<DatabaseManifest> {
  fs.mkdirSync(path.join(dir, 'db'), { recursive: true });
  return db.transaction(
    async (tx) => {
      const [version] = await rowsOf<{ v: string }>(tx, sql`SELECT current_setting('server_version') AS v`);
      const tables = await rowsOf<{ schema: string; name: string }>(
        tx,
        sql`SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND n.nspname IN (${SCHEMA_LIST})
              AND NOT (n.nspname = 'pgboss' AND c.relname = 'version')
            ORDER BY 1, 2`,
      );
      const names = new Set(tables.map((t) => `${t.schema}.${t.name}`));
      const migrations = names.has('drizzle.__drizzle_migrations')
        ? await rowsOf<{ hash: string; created_at: string | number }>(tx, sql`SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at, id`)
        : [];
      const pgboss = names.has('pgboss.job') ? await rowsOf<{ version: number }>(tx, sql`SELECT version FROM pgboss.version`) : [];
      const sequences = await rowsOf<{ schema: string; name: string; last_value: string | null; start_value: string }>(
        tx,
        sql`SELECT schemaname AS schema, sequencename AS name, last_value::text, start_value::text FROM pg_sequences
            WHERE schemaname IN (${SCHEMA_LIST}) ORDER BY 1, 2`,
      );
      const dumped: DatabaseManifest['tables'] = [];
      for (const table of tables) {
        const part = partOf(table.schema, table.name);
        const rows = await dumpTable(tx, tableRef(table.schema, table.name), path.join(dir, part));
        dumped.push({ ...table, part, rows });
      }
      return {
        kind,
        serverVersion: version?.v ?? 'unknown',
        migrations: migrations.map((m) => ({ hash: m.hash, createdAt: Number(m.created_at) })),
        pgbossVersion: pgboss[0] ? Number(pgboss[0].version) : null,
        tables: dumped,
        sequences: sequences.map((s) => ({ schema: s.schema, name: s.name, value: s.last_value ?? s.start_value, isCalled: s.last_value !== null })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** One table through a cursor, FETCH_SIZE rows at a time, so no table is held in memory whole. */
async function dumpTable(tx: Db, ref: string, file: string): Promise<number> {
  const out = fs.createWriteStream(file, { flags: 'wx' });
  // A write error (a full disk) is kept and thrown below, never left as an unhandled 'error' event.
  let failed: Error | null = null;
  out.on('error', (error) => {
    failed = error;
  });
  let count = 0;
  try {
    await tx.execute(sql.raw(`DECLARE thamani_dump NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS r FROM ${ref} t`));
    for (;;) {
      const rows = await rowsOf<{ r: string }>(tx, sql.raw(`FETCH FORWARD ${FETCH_SIZE} FROM thamani_dump`));
      for (const row of rows) {
        if (failed) {
          throw failed;
        }
        if (!out.write(`${row.r}\n`)) {
          await Promise.race([once(out, 'drain'), once(out, 'close')]);
        }
      }
      count += rows.length;
      if (rows.length < FETCH_SIZE) {
        break;
      }
    }
    await tx.execute(sql.raw('CLOSE thamani_dump'));
  } finally {
    if (!out.closed) {
      out.end();
      await once(out, 'close');
    }
  }
  if (failed) {
    throw failed;
  }
  return count;
}
