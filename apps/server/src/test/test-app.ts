import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type App } from '../app.ts';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { devMailbox } from '../db/schema/dev-mailbox.table.ts';
import { loadSettings, loadTestSettings, type Settings } from '../env.ts';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';
export const PUBLIC_URL = 'http://localhost:3000';

export type TestDatabase = Database & { drop: () => Promise<void> };

/**
 * A fresh, migrated database: PGlite in memory (TEST_DB=pglite) or a new database
 * thamani_test_<random> on TEST_DATABASE_URL (TEST_DB=postgres), dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { testDb, testDatabaseUrl } = loadTestSettings();
  if (testDb === 'pglite') {
    const database = await openPglite('memory://');
    await database.migrate();
    return Object.assign(database, { drop: () => database.close() });
  }
  if (!testDatabaseUrl) {
    throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  }
  const name = `thamani_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 5);
  await database.migrate();
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

export function testSettings(overrides: Partial<Settings> = {}): Settings {
  const base = loadSettings({ NODE_ENV: 'test', AUTH_SECRET: TEST_SECRET, LOG_LEVEL: 'silent', PUBLIC_URL, WEB_DIST_DIR: '/nonexistent-web-dist' });
  return { ...base, ...overrides, rateLimit: { ...base.rateLimit, ...overrides.rateLimit } };
}

export async function createTestApp(database: Database, overrides: Partial<Settings> = {}, now?: () => Date): Promise<App> {
  return buildApp({ database, settings: testSettings(overrides), secret: TEST_SECRET, now, logger: false });
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

export async function mailsTo(app: App, to: string) {
  return app.ctx.db.select().from(devMailbox).where(eq(devMailbox.to, to)).orderBy(desc(devMailbox.createdAt));
}
