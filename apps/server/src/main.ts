import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp, type App } from './app.ts';
import { openPglite, openPostgres, type Database } from './db/client.ts';
import { EnvError, loadSettings, type Settings } from './env.ts';
import { acquireDataDirLock, LockError, type DataDirLock } from './platform/data-dir-lock.ts';
import { openControlSocket, type ControlChannel } from './platform/control-socket.ts';
import { backupOverControl } from './modules/backups/index.ts';
import { formatReadyAddresses, listTrustedOrigins } from './platform/origins.ts';
import { startEmbeddedVacuum } from './platform/embedded-vacuum.ts';
import { seedDemoHistory } from './seed/demo/demo-history.ts';
import { formatDemoAccounts, seedDemoAccounts } from './platform/seed.ts';
import { cliInvocation, demoAccountRefusal, noAdminNotice } from './modules/install/index.ts';

/** One clear line on stderr and exit — for the failures an operator can fix. */
function fail(message: string): never {
  process.stderr.write(`thamani: ${message}\n`);
  process.exit(1);
}

/** Demo mode without AUTH_SECRET: a random secret kept in DATA_DIR/secret across restarts. */
function resolveSecret(settings: Settings): string {
  if (settings.authSecret) {
    return settings.authSecret;
  }
  const file = path.join(settings.dataDir, 'secret');
  try {
    fs.mkdirSync(settings.dataDir, { recursive: true });
    if (fs.existsSync(file)) {
      return fs.readFileSync(file, 'utf8').trim();
    }
    const secret = crypto.randomBytes(32).toString('base64url');
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    fail(`DATA_DIR ${settings.dataDir} is not writable (${code}). Set DATA_DIR to a folder this user can write.`);
  }
}

async function openDatabase(settings: Settings): Promise<Database> {
  if (settings.databaseUrl) {
    try {
      return await openPostgres(settings.databaseUrl);
    } catch (error) {
      fail(`cannot connect to DATABASE_URL (${(error as Error).message}).`);
    }
  }
  return openPglite(path.join(settings.dataDir, 'db'));
}

async function main(): Promise<void> {
  let settings: Settings;
  try {
    settings = loadSettings();
  } catch (error) {
    fail(error instanceof EnvError ? error.message : String(error));
  }

  let lock: DataDirLock | null = null;
  if (!settings.databaseUrl) {
    try {
      lock = acquireDataDirLock(settings.dataDir);
    } catch (error) {
      fail(error instanceof LockError ? error.message : String(error));
    }
  }
  process.on('exit', () => lock?.release());

  const secret = resolveSecret(settings);
  const phases: Record<string, number> = {};
  let mark = performance.now();
  const phase = (name: string) => {
    phases[name] = Math.round(performance.now() - mark);
    mark = performance.now();
  };
  const database = await openDatabase(settings);
  phase('openMs');
  await database.migrate();
  phase('migrateMs');
  // Production never lets the demo's published password in: it does not start while a demo account is open.
  const cli = cliInvocation(import.meta.url);
  const embedded = database.kind === 'pglite';
  const demoRefusal = settings.isProduction ? await demoAccountRefusal(database.db, cli, embedded) : null;
  if (demoRefusal) {
    await database.close();
    fail(demoRefusal);
  }

  const app: App = await buildApp({ database, settings, secret });
  phase('buildAppMs');
  if (settings.seedDemo) {
    const created = await seedDemoAccounts(app.ctx);
    if (created.length > 0) {
      process.stdout.write(formatDemoAccounts(created, settings.publicUrl));
    }
    // The history also gives the demo valuer a VRB number and signature (its reports need them).
    await seedDemoHistory(app.ctx);
    phase('demoSeedMs');
  }

  // PGlite runs no autovacuum: the app does its work (platform/embedded-vacuum.ts).
  const stopUpkeep = database.kind === 'pglite' ? startEmbeddedVacuum(database.client, app.log) : async () => undefined;

  // The embedded database is this process's alone: local commands ask it through DATA_DIR/control.sock.
  let control: ControlChannel | null = null;
  if (database.kind === 'pglite') {
    try {
      control = await openControlSocket(settings.dataDir, { backup: backupOverControl(app.ctx, database.kind) }, app.log);
    } catch (error) {
      app.log.error({ err: error }, 'the control socket could not be opened: npm run backup cannot reach this server (use "Back up now" on the System page)');
    }
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      return;
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    void (async () => {
      await control?.close();
      await app.close();
      await stopUpkeep();
      await database.close();
      lock?.release();
      process.exit(0);
    })();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  try {
    await app.listen({ port: settings.port, host: settings.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    await control?.close();
    await stopUpkeep();
    await database.close().catch(() => undefined);
    if (code === 'EADDRINUSE') {
      fail(`port ${settings.port} is already in use on ${settings.host}. Stop the other process or set PORT.`);
    }
    if (code === 'EACCES') {
      fail(`no permission to listen on port ${settings.port}. Use a port above 1023 or set PORT.`);
    }
    throw error;
  }
  phase('listenMs');
  // Start-up by phase (openMs: a new PGlite folder is copied from the build's template, or made by initdb without one).
  app.log.info({ ...phases, uptimeMs: Math.round(process.uptime() * 1000) }, 'start-up');
  app.log.info(`Thamani is ready at ${settings.publicUrl} (${database.kind === 'pglite' ? `PGlite in ${settings.dataDir}` : 'PostgreSQL'})`);
  if (!settings.isProduction) {
    process.stdout.write(formatReadyAddresses(listTrustedOrigins(settings)));
  }
  // Each route's response writer is compiled now, while the server is idle, not on its first answer.
  void app.warmSerializers({ stopped: () => closing }).then((built) => app.log.debug({ built }, 'response serializers compiled'));
  const adminNotice = settings.isProduction ? await noAdminNotice(database.db, cli, embedded) : null;
  if (adminNotice) {
    process.stdout.write(adminNotice);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`thamani: failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
