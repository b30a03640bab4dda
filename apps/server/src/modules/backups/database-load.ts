import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from '#db/client.ts';
import { MIGRATIONS_DIR } from '#paths.ts';
import type { DatabaseManifest } from './archive-manifest.ts';
import { BackupError } from './backup.ts';
import { quoteIdent, rowsOf, tableRef } from './database-dump.ts';

type Table = DatabaseManifest['tables'][number];

const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * The code's migrations that the archive's database had applied, in order. The archive's list
 * must be the start of the code's: an archive from an older version restores, and the server's
 * next start applies the newer migrations on top; one from a newer version is refused.
 */
export function migrationsToReplay(manifest: DatabaseManifest, migrationsDir = MIGRATIONS_DIR) {
  const code = readMigrationFiles({ migrationsFolder: migrationsDir });
  const archived = manifest.migrations;
  if (archived.length === 0) {
    throw new BackupError('The archive holds no database schema (no migrations were applied where it was made).');
  }
  archived.forEach((m, i) => {
    const mine = code[i];
    if (!mine || mine.hash !== m.hash) {
      throw new BackupError(
        'This archive was made by a different version of Thamani (its database migrations do not match this version). Restore it with the version that made it, then upgrade.',
      );
    }
  });
  return code.slice(0, archived.length);
}

/** A database with none of the app's tables (public, drizzle, pgboss) is empty. */
export async function countAppTables(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p') AND n.nspname IN ('public', 'drizzle', 'pgboss')`,
  );
  return Number(row?.n ?? 0);
}

/** Read an NDJSON part in batches of raw JSON lines. */
async function* batchesOf(file: string): AsyncGenerator<string[]> {
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  let batch: string[] = [];
  let bytes = 0;
  for await (const line of lines) {
    if (line === '') {
      continue;
    }
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
      yield batch;
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length > 0) {
    yield batch;
  }
}

/** Insert a table's rows as they were (ids, identity values), skipping generated columns. */
export async function insertRows(tx: Db, table: Table, dir: string): Promise<void> {
  const ref = tableRef(table.schema, table.name);
  const columns = await rowsOf<{ name: string }>(
    tx,
    sql`SELECT attname AS name FROM pg_attribute WHERE attrelid = ${ref}::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
  );
  const list = columns.map((c) => quoteIdent(c.name)).join(', ');
  let inserted = 0;
  for await (const batch of batchesOf(path.join(dir, table.part))) {
    await tx.execute(
      sql`INSERT INTO ${sql.raw(ref)} (${sql.raw(list)}) OVERRIDING SYSTEM VALUE
          SELECT ${sql.raw(list)} FROM json_populate_recordset(NULL::${sql.raw(ref)}, ${`[${batch.join(',')}]`}::json)`,
    );
    inserted += batch.length;
  }
  if (inserted !== table.rows) {
    throw new BackupError(`The archive's rows of ${table.schema}.${table.name} are incomplete (${inserted} of ${table.rows}).`);
  }
}

/**
 * Recreate the app's database from the archive in ONE transaction on an empty database: replay
 * the migrations the archive was made at, load every row of public and drizzle with the user
 * triggers off (the dashboard counters arrive as they were, not counted twice) and the foreign
 * keys dropped (rows load in any order), add the foreign keys back (which checks every row),
 * and set each sequence where it was. A failure leaves the database as empty as it was.
 */
export async function loadDatabase(db: Db, manifest: DatabaseManifest, dir: string, afterRows: (tx: Db) => Promise<void> = async () => undefined): Promise<void> {
  const replay = migrationsToReplay(manifest);
  await db.transaction(async (tx) => {
    await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
    await tx.execute(sql`CREATE TABLE drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
    for (const migration of replay) {
      for (const statement of migration.sql) {
        if (statement.trim() !== '') {
          await tx.execute(sql.raw(statement));
        }
      }
    }
    const tables = manifest.tables.filter((t) => t.schema !== 'pgboss');
    for (const table of tables) {
      const [exists] = await rowsOf<{ r: string | null }>(tx, sql`SELECT to_regclass(${tableRef(table.schema, table.name)})::text AS r`);
      if (!exists?.r) {
        throw new BackupError(`The archive has a table ${table.schema}.${table.name} that this version of Thamani does not know.`);
      }
    }
    const foreignKeys = await rowsOf<{ tbl: string; name: string; def: string }>(
      tx,
      sql`SELECT conrelid::regclass::text AS tbl, conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
          WHERE contype = 'f' AND connamespace IN ('public'::regnamespace, 'drizzle'::regnamespace)`,
    );
    for (const fk of foreignKeys) {
      await tx.execute(sql.raw(`ALTER TABLE ${fk.tbl} DROP CONSTRAINT ${quoteIdent(fk.name)}`));
    }
    const refs = tables.map((t) => tableRef(t.schema, t.name));
    for (const ref of refs) {
      await tx.execute(sql.raw(`ALTER TABLE ${ref} DISABLE TRIGGER USER`));
    }
    // What the migrations themselves inserted is in the archive too, as it was then.
    if (refs.length > 0) {
      await tx.execute(sql.raw(`TRUNCATE ${refs.join(', ')}`));
    }
    for (const table of tables) {
      await insertRows(tx, table, dir);
    }
    for (const fk of foreignKeys) {
      await tx.execute(sql.raw(`ALTER TABLE ${fk.tbl} ADD CONSTRAINT ${quoteIdent(fk.name)} ${fk.def}`));
    }
    for (const ref of refs) {
      await tx.execute(sql.raw(`ALTER TABLE ${ref} ENABLE TRIGGER USER`));
    }
    for (const seq of manifest.sequences.filter((s) => s.schema !== 'pgboss')) {
      await tx.execute(sql`SELECT setval(${tableRef(seq.schema, seq.name)}::regclass, ${seq.value}::bigint, ${seq.isCalled})`);
    }
    await afterRows(tx);
  });
}

/**
 * pg-boss's rows (queued and archived jobs), after pg-boss has made its schema on the restored
 * database: each queue through pg-boss's own create_queue (which makes its partition), then the
 * rest as they were. Skipped when the archive's pg-boss schema version differs from this one's.
 */
export async function loadJobQueue(db: Db, manifest: DatabaseManifest, dir: string): Promise<'loaded' | 'skipped'> {
  const [installed] = await rowsOf<{ version: number }>(db, sql`SELECT version FROM pgboss.version`);
  if (manifest.pgbossVersion === null || Number(installed?.version) !== manifest.pgbossVersion) {
    return 'skipped';
  }
  const tables = new Map(manifest.tables.filter((t) => t.schema === 'pgboss').map((t) => [t.name, t]));
  await db.transaction(async (tx) => {
    const queue = tables.get('queue');
    const queues: Array<Record<string, unknown>> = [];
    if (queue) {
      for await (const batch of batchesOf(path.join(dir, queue.part))) {
        queues.push(...batch.map((line) => JSON.parse(line) as Record<string, unknown>));
      }
    }
    for (const q of queues) {
      const options = {
        policy: q.policy,
        retryLimit: q.retry_limit,
        retryDelay: q.retry_delay,
        retryBackoff: q.retry_backoff,
        expireInSeconds: q.expire_seconds,
        retentionMinutes: q.retention_minutes,
      };
      await tx.execute(sql`SELECT pgboss.create_queue(${String(q.name)}, ${JSON.stringify(options)}::json)`);
    }
    for (const q of queues.filter((x) => x.dead_letter)) {
      await tx.execute(sql`UPDATE pgboss.queue SET dead_letter = ${String(q.dead_letter)} WHERE name = ${String(q.name)}`);
    }
    for (const name of ['schedule', 'subscription', 'job', 'archive']) {
      const table = tables.get(name);
      if (table) {
        await tx.execute(sql.raw(`DELETE FROM pgboss.${quoteIdent(name)}`));
        await insertRows(tx, table, dir);
      }
    }
  });
  return 'loaded';
}
