import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { session } from '../db/schema/auth.table.ts';
import { RATE_LIMITED_MESSAGE } from '../platform/auth/auth-proxy.ts';
import { createTestApp, createTestDatabase, PUBLIC_URL, signInRaw, signUp, testSettings, uniqueEmail, type TestDatabase } from '../test/test-app.ts';

/**
 * Ways around the sign-in limits and the account lockout that the auth proxy must close: other
 * spellings of an endpoint path, bodies better-auth reads differently from the proxy, bursts of
 * concurrent guesses, and a client-chosen X-Forwarded-For.
 */

const ACCOUNT_LIMIT = 3;
const PASSWORD = 'secret123';
const ORIGIN = new URL(PUBLIC_URL).origin;

let database: TestDatabase;
let app: App;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, {
    // Real HTTP calls below all come from 127.0.0.1: keep the per-IP limit out of the way.
    rateLimit: { ...testSettings().rateLimit, signInPerIp: 10_000, signInFailedPerAccount: ACCOUNT_LIMIT },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
}, 180_000);
afterAll(async () => {
  await app.close();
  await database.drop();
});

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A real HTTP call with the request target sent byte for byte (inject would normalise it). */
function rawCall(method: 'GET' | 'POST', target: string, body?: string | Buffer, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: target, headers: { origin: ORIGIN, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function rawSignIn(target: string, email: string, password: string): Promise<RawResponse> {
  return rawCall('POST', target, JSON.stringify({ email, password }), { 'content-type': 'application/json' });
}

const hasSessionCookie = (headers: http.IncomingHttpHeaders | Record<string, unknown>) =>
  [headers['set-cookie'] ?? []].flat().some((c) => String(c).includes('session_token'));

async function newAccount(prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  expect((await signUp(app, { name: 'Bypass Target', email, password: PASSWORD })).statusCode).toBe(200);
  return email;
}

/** Uses up the account's attempts with wrong passwords; the right one is then refused. */
async function lockOut(email: string, ipPrefix: string): Promise<void> {
  for (let i = 0; i < ACCOUNT_LIMIT; i++) {
    expect((await signInRaw(app, email, `wrong-${i}`, `${ipPrefix}.${i}`)).statusCode).toBe(401);
  }
  const locked = await signInRaw(app, email, PASSWORD, `${ipPrefix}.99`);
  expect(locked.statusCode).toBe(429);
  expect(locked.json()).toEqual({ code: 'RATE_LIMITED', key: 'http.rateLimited', message: RATE_LIMITED_MESSAGE });
}

describe('another spelling of an auth path is refused before better-auth sees it', () => {
  const SIGN_IN_SPELLINGS = [
    '/api/auth/./sign-in/email',
    '/api/auth/%2e/sign-in/email',
    '/api/auth/%2E/sign-in/email',
    '/api/auth/x/../sign-in/email',
    '/api/auth/x/%2e%2e/sign-in/email',
    '/api/auth/sign-in/./email',
    '/api/auth/sign-up/../sign-in/email',
    '/api/auth//sign-in/email',
    '/api/auth/sign-in//email',
    '/api/auth/sign-in/email/',
    '/api/auth/sign-in/email/.',
    '/api/auth/sign-in%2femail',
    '/api/auth/sign-in%2Femail',
    '/api/auth/sign-in\\email',
    '/api/auth/sign-in/%65mail',
    '/api/auth/sign-in/email;x',
    '/api/auth/sign-in/email%00',
  ];

  it('a locked account gets no session through a dot segment, %2e, x/.., //, a trailing slash, %2f, a backslash or another case', async () => {
    const email = await newAccount('dot');
    await lockOut(email, '10.50.0');
    for (const target of SIGN_IN_SPELLINGS) {
      const res = await rawSignIn(target, email, PASSWORD);
      expect(res.status, `${target}: ${res.body}`).toBe(404);
      // Our own 404 (better-auth answers its 404s with an empty body): the library never ran.
      expect(JSON.parse(res.body || '{}'), target).toMatchObject({ code: 'NOT_FOUND' });
      expect(hasSessionCookie(res.headers), target).toBe(false);
    }
    // better-auth's router is case-sensitive: another case names no endpoint at all.
    for (const target of ['/api/auth/Sign-In/email', '/api/auth/SIGN-IN/EMAIL']) {
      const res = await rawSignIn(target, email, PASSWORD);
      expect(res.status, `${target}: ${res.body}`).toBe(404);
      expect(hasSessionCookie(res.headers), target).toBe(false);
    }
    // The canonical path, and the same path with a query string, are still the locked one.
    expect((await rawSignIn('/api/auth/sign-in/email', email, PASSWORD)).status).toBe(429);
    expect((await rawSignIn('/api/auth/sign-in/email?x=/../sign-up', email, PASSWORD)).status).toBe(429);
  });

  it('a dot segment cannot skip the sign-up checks, and GET endpoints are held to the same rule', async () => {
    const email = uniqueEmail('dot-signup');
    const body = JSON.stringify({ name: 'ab', email, password: PASSWORD });
    const sneaked = await rawCall('POST', '/api/auth/./sign-up/email', body, { 'content-type': 'application/json' });
    expect(sneaked.status, sneaked.body).toBe(404);
    const direct = await rawCall('POST', '/api/auth/sign-up/email', body, { 'content-type': 'application/json' });
    expect(direct.status).toBe(400);
    expect(JSON.parse(direct.body)).toMatchObject({ code: 'VALIDATION', fields: { name: expect.any(String) } });

    expect((await rawCall('GET', '/api/auth/get-session')).status).toBe(200);
    for (const target of ['/api/auth/./get-session', '/api/auth/%2e/jwks', '/api/auth/x/../ok']) {
      const res = await rawCall('GET', target);
      expect(res.status, target).toBe(404);
      expect(JSON.parse(res.body || '{}'), target).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('only JSON bodies, read the way better-auth reads them', () => {
  it('a form-encoded or text sign-in is refused with 415 — even with the right password on a locked account', async () => {
    const email = await newAccount('form');
    await lockOut(email, '10.51.0');
    const form = new URLSearchParams({ email, password: PASSWORD }).toString();
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', form],
      ['text/plain', JSON.stringify({ email, password: PASSWORD })],
      ['application/vnd.api+json', JSON.stringify({ email, password: PASSWORD })],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: ORIGIN, 'content-type': type },
        payload,
        remoteAddress: '10.51.1.1',
      });
      expect(res.statusCode, `${type}: ${res.body}`).toBe(415);
      expect(res.json(), type).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', key: 'http.jsonOnly', message: expect.stringContaining('JSON') });
      expect(hasSessionCookie(res.headers), type).toBe(false);
    }
  });

  it('a form-encoded sign-up cannot skip the name check; JSON with a charset parameter is fine', async () => {
    const email = uniqueEmail('form-signup');
    const form = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'ab', email, password: PASSWORD }).toString(),
      remoteAddress: '10.51.2.1',
    });
    expect(form.statusCode, form.body).toBe(415);
    const json = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN, 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ name: 'Charset Person', email, password: PASSWORD }),
      remoteAddress: '10.51.2.2',
    });
    expect(json.statusCode, json.body).toBe(200);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: `{"email": "${email}", "password": `,
      remoteAddress: '10.51.2.3',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 'BAD_REQUEST', key: 'http.bodyNotJson', message: 'The request body must be JSON.' });
  });

  it('guesses in a JSON body with a UTF-8 BOM count against the account like any other', async () => {
    const email = await newAccount('bom');
    for (let i = 0; i < ACCOUNT_LIMIT; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify({ email, password: `wrong-${i}` }))]),
        remoteAddress: `10.52.0.${i}`,
      });
      // better-auth reads the body (BOM dropped) and checks the password…
      expect(res.statusCode, res.body).toBe(401);
    }
    // …so the account is locked now.
    expect((await signInRaw(app, email, PASSWORD, '10.52.1.1')).statusCode).toBe(429);
  });

  it('the lockout key is the address as better-auth looks it up (case-insensitive)', async () => {
    const email = await newAccount('case');
    const variants = [email.toUpperCase(), `${email.charAt(0).toUpperCase()}${email.slice(1)}`, email];
    for (const [i, variant] of variants.entries()) {
      expect((await signInRaw(app, variant, `wrong-${i}`, `10.53.0.${i}`)).statusCode).toBe(401);
    }
    expect((await signInRaw(app, email, PASSWORD, '10.53.1.1')).statusCode).toBe(429);
  });
});

describe('concurrent guesses', () => {
  it('40 parallel wrong passwords on one account: at most the limit reach the password check', async () => {
    const email = await newAccount('burst');
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signInRaw(app, email, `wrong-${i}`, `10.54.${Math.floor(i / 200)}.${i % 200}`)),
    );
    const statuses = results.map((r) => r.statusCode);
    const checked = statuses.filter((s) => s === 401).length; // better-auth compared the password
    const refused = statuses.filter((s) => s === 429).length; // refused before the library
    expect(checked + refused, statuses.join(',')).toBe(40);
    expect(checked, statuses.join(',')).toBeLessThanOrEqual(ACCOUNT_LIMIT);
    expect(checked).toBeGreaterThan(0);
    // And the right password is refused too until the window passes.
    expect((await signInRaw(app, email, PASSWORD, '10.54.9.9')).statusCode).toBe(429);
  });

  it('a correct password before the limit still signs in and clears the count', async () => {
    const email = await newAccount('reset');
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i++) {
      expect((await signInRaw(app, email, `wrong-${i}`, `10.55.0.${i}`)).statusCode).toBe(401);
    }
    expect((await signInRaw(app, email, PASSWORD, '10.55.1.1')).statusCode).toBe(200);
    for (let i = 0; i < ACCOUNT_LIMIT; i++) {
      expect((await signInRaw(app, email, `wrong-again-${i}`, `10.55.2.${i}`)).statusCode).toBe(401);
    }
    expect((await signInRaw(app, email, PASSWORD, '10.55.3.1')).statusCode).toBe(429);
  });
});

describe('the client address better-auth stores', () => {
  async function storedIpOf(target: App, email: string, remoteAddress: string, forwarded: string): Promise<string | null> {
    const res = await target.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN, 'x-forwarded-for': forwarded, 'x-real-ip': forwarded },
      payload: { email, password: PASSWORD },
      remoteAddress,
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json<{ token: string }>().token;
    const rows = await target.ctx.db.select({ ipAddress: session.ipAddress }).from(session).where(eq(session.token, token));
    return rows[0]?.ipAddress ?? null;
  }

  it('is the connection’s address, not a forged X-Forwarded-For, when TRUST_PROXY is off', async () => {
    expect(app.ctx.settings.trustProxy).toBe(false);
    const email = await newAccount('xff');
    expect(await storedIpOf(app, email, '10.56.0.7', '203.0.113.66')).toBe('10.56.0.7');
  });

  it('is the address the trusted proxy reports when TRUST_PROXY is on', async () => {
    const proxied = await createTestApp(database, { trustProxy: true });
    try {
      const email = uniqueEmail('xff-proxy');
      expect((await signUp(proxied, { name: 'Proxy Person', email, password: PASSWORD })).statusCode).toBe(200);
      expect(await storedIpOf(proxied, email, '10.56.1.1', '198.51.100.23')).toBe('198.51.100.23');
    } finally {
      await proxied.close();
    }
  });
});
