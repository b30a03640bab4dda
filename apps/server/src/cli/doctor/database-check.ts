import fs from 'node:fs';
import path from 'node:path';
import { openPglite, openPostgres, type Database } from '#db/client.ts';
import type { Settings } from '#env.ts';
import { acquireDataDirLock, LockError } from '#platform/data-dir-lock.ts';
import { PGLITE_ONE_PROCESS } from '../../modules/install/index.ts';
import { fail, ok, warn, type CheckResult } from './check-result.ts';

export interface OpenedDatabase {
  result: CheckResult;
  /** Open when the later checks can read it; the caller closes it. */
  database: Database | null;
  close: () => Promise<void>;
}

const nothing = async () => undefined;

/**
 * Reach the configured database without changing it (no migration: the server migrates at start).
 * A new PGlite folder is not made here either; a running server's folder is not opened.
 */
export async function openDatabaseForCheck(settings: Settings): Promise<OpenedDatabase> {
  if (settings.databaseUrl) {
    const host = new URL(settings.databaseUrl).host;
    try {
      const database = await openPostgres(settings.databaseUrl, 1);
      return { result: ok(`PostgreSQL at ${host} answers`), database, close: () => database.close() };
    } catch (error) {
      return {
        result: fail(`Cannot connect to PostgreSQL at ${host} (${(error as Error).message}). Check DATABASE_URL (host, port, user, password, database name) and that PostgreSQL runs.`),
        database: null,
        close: nothing,
      };
    }
  }
  const folder = path.join(settings.dataDir, 'db');
  if (!fs.existsSync(folder)) {
    return {
      result: warn(`The embedded database (${folder}) does not exist yet; \`admin create\` or the first start makes it. For a firm, PostgreSQL (DATABASE_URL) is recommended.`),
      database: null,
      close: nothing,
    };
  }
  let release: () => void;
  try {
    release = acquireDataDirLock(settings.dataDir).release;
  } catch (error) {
    const message = error instanceof LockError ? error.message : String(error);
    return { result: warn(`${message} The account checks were skipped. ${PGLITE_ONE_PROCESS}`), database: null, close: nothing };
  }
  try {
    const database = await openPglite(folder);
    return {
      result: ok(`the embedded database in ${folder} opens (PostgreSQL, DATABASE_URL, is recommended for a firm)`),
      database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    return { result: fail(`The embedded database in ${folder} does not open (${(error as Error).message}).`), database: null, close: nothing };
  }
}
