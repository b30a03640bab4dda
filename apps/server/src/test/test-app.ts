import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type AppDeps } from '../app.ts';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { devMailbox } from '../db/schema/dev-mailbox.table.ts';
import { loadSettings, loadTestSettings, type Settings } from '../env.ts';
import { MAIL_JOB } from '../platform/mail.ts';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';
export const PUBLIC_URL = 'http://localhost:3000';

export type TestDatabase = Database & { drop: () => Promise<void> };

/**
 * A fresh, migrated database: PGlite in memory (TEST_DB=pglite) or a new database
 * thamani_test_<random> on TEST_DATABASE_URL (TEST_DB=postgres), dropped afterwards.
 *
 * Under vitest the server projects' globalSetup (src/test/global-setup.ts) has migrated one
 * template per run: each database here starts as a copy of it (PGlite from its dump, PostgreSQL
 * with CREATE DATABASE … TEMPLATE), already at the newest migration with the seeds in; calling
 * `migrate()` again is a no-op, as on any migrated database. Without a template (run outside
 * vitest's projects) it migrates from scratch as before.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { testDb, testDatabaseUrl } = loadTestSettings();
  if (testDb === 'pglite') {
    const dump = pgliteTemplate();
    const database = await openPglite('memory://', dump);
    if (!dump) {
      await database.migrate();
    }
    return Object.assign(database, { drop: () => database.close() });
  }
  if (!testDatabaseUrl) {
    throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  }
  const template = provided('postgresTemplate');
  const name = `thamani_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 5);
  if (!template) {
    await database.migrate();
  }
  return Object.assign(database, {
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: testDatabaseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  });
}

/** A value the globalSetup provided, or undefined outside vitest's server projects. */
function provided<K extends 'pgliteTemplateDump' | 'postgresTemplate'>(key: K): string | undefined {
  try {
    return inject(key) || undefined;
  } catch {
    return undefined;
  }
}

/** The migrated PGlite's dump, read once per test file (a Blob: PGlite copies it on load). */
let pgliteDump: Blob | null | undefined;
function pgliteTemplate(): Blob | undefined {
  if (pgliteDump === undefined) {
    const file = provided('pgliteTemplateDump');
    pgliteDump = file ? new Blob([fs.readFileSync(file)]) : null;
  }
  return pgliteDump ?? undefined;
}

/** One temp DATA_DIR per test process: uploaded files never land in the repository's ./data. */
const TEST_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-test-data-'));

export function testSettings(overrides: Partial<Settings> = {}): Settings {
  // No nightly backup: a run spanning 02:00 Nairobi time must not back up every open test app.
  // Rendering threads at the main thread's priority: on a machine busy with other work, threads
  // 10 nice levels down get almost no CPU and a test waiting for a PDF would time out
  // (worker-pool.test.ts tests the increment itself). Passwords hashed at the test suites' cost:
  // every file signs people up and in, at ~0.1 s of CPU a hash at the standard cost.
  const base = loadSettings({ NODE_ENV: 'test', AUTH_SECRET: TEST_SECRET, LOG_LEVEL: 'silent', PUBLIC_URL, WEB_DIST_DIR: '/nonexistent-web-dist', DATA_DIR: TEST_DATA_DIR, BACKUP_NIGHTLY_AT: 'off', WORKER_NICE: '0', PASSWORD_HASHING: 'fast' });
  return { ...base, ...overrides, rateLimit: { ...base.rateLimit, ...overrides.rateLimit } };
}

export async function createTestApp(
  database: Database,
  overrides: Partial<Settings> = {},
  now?: () => Date,
  extra: Pick<AppDeps, 'realtimeHeartbeatMs' | 'realtimeRecheckMs' | 'jobs'> = {},
): Promise<App> {
  return buildApp({ database, settings: testSettings(overrides), secret: TEST_SECRET, now, logger: false, ...extra });
}

/** A movable business clock for tests: starts Monday 4 March 2030, 09:00 Nairobi (06:00Z). */
export function createTestClock(start = '2030-03-04T06:00:00.000Z') {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (iso: string) => {
      current = new Date(iso);
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${randomBytes(3).toString('hex')}@example.test`;
}

const ORIGIN = { origin: PUBLIC_URL };

export function signUp(app: App, body: { name: string; email: string; password: string; role?: string }, ip = '10.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: ORIGIN, payload: body, remoteAddress: ip });
}

export function signInRaw(app: App, email: string, password: string, ip = '10.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: ORIGIN, payload: { email, password }, remoteAddress: ip });
}

/** Sign in and return the Cookie header value for later calls. */
export async function signIn(app: App, email: string, password: string): Promise<string> {
  const res = await signInRaw(app, email, password);
  if (res.statusCode !== 200) {
    throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  }
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** Sign up a fresh user and sign in; returns the cookie and e-mail. */
export async function newUser(app: App, role?: string, password = 'secret123'): Promise<{ email: string; cookie: string; password: string }> {
  const email = uniqueEmail(role ?? 'user');
  const res = await signUp(app, { name: 'Test Person', email, password, ...(role ? { role } : {}) });
  if (res.statusCode !== 200) {
    throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  }
  return { email, cookie: await signIn(app, email, password), password };
}

export async function getAccessToken(app: App, cookie: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
  if (res.statusCode !== 200) {
    throw new Error(`token failed: ${res.statusCode} ${res.body}`);
  }
  return res.json<{ token: string }>().token;
}

/** The dev mailbox's mails to `to`, once the mail jobs already enqueued have run (bounded wait). */
export async function mailsTo(app: App, to: string) {
  await app.ctx.jobs.whenIdle(MAIL_JOB, 10_000);
  return app.ctx.db.select().from(devMailbox).where(eq(devMailbox.to, to)).orderBy(desc(devMailbox.createdAt));
}

/** Wait (bounded) until at least `count` mails to `to` have arrived, e.g. one sent after a commit elsewhere. */
export async function waitForMail(app: App, to: string, count = 1, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(app, to);
    if (mails.length >= count || Date.now() > deadline) {
      return mails;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface Actor {
  email: string;
  cookie: string;
  userId: string;
  profileId: string;
  /** The firm they act within (the test app's firm). */
  firmId: string;
}

/** A signed-in user of a role with their ids (sign-up honours the role: self-service is on in tests). */
export async function newActor(app: App, role?: 'user' | 'agent' | 'admin', name?: string): Promise<Actor> {
  const email = uniqueEmail(role ?? 'user');
  const res = await signUp(app, { name: name ?? `Test ${role ?? 'client'}`, email, password: 'secret123', ...(role ? { role } : {}) });
  if (res.statusCode !== 200) {
    throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  }
  const cookie = await signIn(app, email, 'secret123');
  const me = (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json<{ user: { id: string }; profile: { id: string } }>();
  return { email, cookie, userId: me.user.id, profileId: me.profile.id, firmId: app.ctx.firmId };
}

/** A valid /request body (preferred date a week after the test clock's start). */
export function requestBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Kilimani 3-bedroom house',
    propertyType: 'residential',
    county: 'Nairobi',
    town: 'Kilimani',
    address: 'Argwings Kodhek Rd, Nairobi',
    lrNumber: 'LR No. 209/12345',
    sizeSqm: 450,
    bedrooms: 3,
    purpose: 'mortgage',
    preferredDate: '2030-03-11',
    contactPhone: '+254 712 345 678',
    notes: 'Gate code 1234',
    ...overrides,
  };
}

/** Send one API call as an actor (cookie). */
export function call(app: App, actor: { cookie: string } | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return app.inject({ method, url, headers: actor ? { cookie: actor.cookie } : {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

/** Count the SQL statements sent to the database while `work` runs (PGlite client or pg pool). */
export async function countQueries<T>(database: Database, work: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const target = (database.kind === 'pglite' ? database.client : database.pool) as unknown as {
    query: (...args: unknown[]) => unknown;
    execProtocolStream?: (message: Uint8Array, ...rest: unknown[]) => Promise<unknown>;
  };
  const original = target.query;
  const originalStream = target.execProtocolStream;
  const queries: string[] = [];
  let inQuery = 0;
  target.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    queries.push(typeof first === 'string' ? first : String((first as { text?: string }).text ?? ''));
    inQuery += 1;
    const settled = () => {
      inQuery -= 1;
    };
    const answer = original.apply(this, args) as unknown;
    if (answer instanceof Promise) {
      answer.then(settled, settled);
    } else {
      settled();
    }
    return answer;
  };
  if (database.kind === 'pglite' && originalStream) {
    // The hot reads' named statements (db/pglite-named.ts) skip query(): each Bind ('B') outside it is one call.
    target.execProtocolStream = function (this: unknown, message: Uint8Array, ...rest: unknown[]) {
      if (inQuery === 0 && message[0] === 0x42) {
        queries.push('(named statement)');
      }
      return originalStream.apply(this, [message, ...rest]);
    };
  }
  try {
    return { result: await work(), queries };
  } finally {
    target.query = original;
    if (originalStream) {
      target.execProtocolStream = originalStream;
    }
  }
}
