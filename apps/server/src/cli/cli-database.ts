import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { openPglite, openPostgres, type Database } from '#db/client.ts';
import type { Settings } from '#env.ts';
import { createAuth } from '#platform/auth/auth.ts';
import { AuthCache, publishInvalidation } from '#platform/auth/auth-cache.ts';
import { createBus } from '#platform/bus.ts';
import { acquireDataDirLock, LockError } from '#platform/data-dir-lock.ts';
import { listTrustedOrigins } from '#platform/origins.ts';
import { type AdminDeps, PGLITE_ONE_PROCESS } from '../modules/install/index.ts';
import { CliError } from './cli-output.ts';

export interface CliDatabase {
  database: Database;
  deps: AdminDeps;
  close: () => Promise<void>;
}

/** better-auth's log lines a command shows: warnings and errors, on stderr. */
function stderrLogger(write: (text: string) => unknown): FastifyBaseLogger {
  const say = (...args: unknown[]) => {
    const message = args.find((a) => typeof a === 'string');
    write(`thamani: ${typeof message === 'string' ? message : JSON.stringify(args[0])}\n`);
  };
  const quiet = () => undefined;
  const log = { level: 'warn', fatal: say, error: say, warn: say, info: quiet, debug: quiet, trace: quiet, silent: quiet, child: () => log };
  return log as unknown as FastifyBaseLogger;
}

/** The secret the server signs with: AUTH_SECRET, else the one a demo start kept in DATA_DIR/secret. */
function readSecret(settings: Settings): string {
  if (settings.authSecret) {
    return settings.authSecret;
  }
  try {
    return fs.readFileSync(path.join(settings.dataDir, 'secret'), 'utf8').trim();
  } catch {
    throw new CliError('AUTH_SECRET is not set. Run the command with the same settings as the server (its environment file).');
  }
}

/**
 * The configured database, migrated as a start would (a new install may run this before the
 * server's first start), with what account changes need: better-auth, the bus and the identity
 * cache (a change evicts cached sessions in running servers on PostgreSQL). On PGlite the data
 * folder is locked like the server locks it; a running server holds it, and the error says what to do.
 */
export async function openCliDatabase(settings: Settings, writeError: (text: string) => unknown): Promise<CliDatabase> {
  const secret = readSecret(settings);
  let release = () => undefined as void;
  if (!settings.databaseUrl) {
    try {
      release = acquireDataDirLock(settings.dataDir).release;
    } catch (error) {
      throw new CliError(error instanceof LockError ? `${error.message}\n${PGLITE_ONE_PROCESS}` : String(error));
    }
  }
  let database: Database;
  try {
    database = settings.databaseUrl ? await openPostgres(settings.databaseUrl, 2) : await openPglite(path.join(settings.dataDir, 'db'));
    await database.migrate();
  } catch (error) {
    release();
    const where = settings.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${settings.dataDir}`;
    throw new CliError(`Cannot open ${where}: ${(error as Error).message}`);
  }
  const bus = createBus(database);
  const cache = new AuthCache();
  const auth = createAuth({
    db: database.db,
    settings,
    secret,
    trustedOrigins: listTrustedOrigins(settings),
    sendMail: () => Promise.reject(new Error('the command line sends no mail')),
    log: stderrLogger(writeError),
    onSessionDeleted: (sessionId) => publishInvalidation(cache, bus, { sessionId }),
  });
  return {
    database,
    deps: { db: database.db, bus, cache, auth, publicUrl: settings.publicUrl },
    close: async () => {
      await bus.close();
      await database.close();
      release();
    },
  };
}
