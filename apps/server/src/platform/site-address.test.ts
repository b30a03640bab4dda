import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteIsElsewhereMessage } from '@thamani/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp, createTestDatabase, newActor, PUBLIC_URL, uniqueEmail, type TestDatabase } from '../test/test-app.ts';
import { listLocalOrigins } from './origins.ts';

/**
 * Which addresses the site answers on. The demo (PUBLIC_URL http://localhost:3000, PORT 3000)
 * works at any local address of this machine; production has one address and sends people there.
 */

let database: TestDatabase;
let demo: App;
let webDir: string;
const PASSWORD = 'secret123';

beforeAll(async () => {
  database = await createTestDatabase();
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-site-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Thamani</title><div id="root"></div>');
  demo = await createTestApp(database, { webDistDir: webDir });
}, 180_000);
afterAll(async () => {
  await demo.close();
  await database.drop();
  fs.rmSync(webDir, { recursive: true, force: true });
});

function signUpFrom(app: App, origin: string, email: string) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: { origin }, payload: { name: 'Wanjiru Kamau', email, password: PASSWORD } });
}

function signInFrom(app: App, origin: string, email: string) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin }, payload: { email, password: PASSWORD } });
}

/** This machine's first network address (the one a phone on the same Wi-Fi would open), if it has one. */
const lanOrigin = listLocalOrigins(3000, '0.0.0.0').find((origin) => !origin.includes('localhost') && !origin.includes('127.0.0.1'));

describe('the demo answers at any local address', () => {
  it.each(['http://127.0.0.1:3000', 'http://localhost:3000'])('sign-up and sign-in from a page at %s', async (origin) => {
    const email = uniqueEmail('local');
    const signUp = await signUpFrom(demo, origin, email);
    expect(signUp.statusCode, signUp.body).toBe(200);
    const signIn = await signInFrom(demo, origin, email);
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    // Our own writes trust the same addresses.
    const write = await demo.inject({ method: 'POST', url: '/api/notifications/read-all', headers: { cookie, origin } });
    expect(write.statusCode, write.body).toBe(204);
  });

  it.skipIf(lanOrigin === undefined)('sign-up and sign-in from this machine’s network address (a phone on the same Wi-Fi)', async () => {
    const origin = lanOrigin ?? '';
    const email = uniqueEmail('lan');
    expect((await signUpFrom(demo, origin, email)).statusCode).toBe(200);
    expect((await signInFrom(demo, origin, email)).statusCode).toBe(200);
  });

  it('a page at another site, or another port, gets a 403 that says where the site is — never a bare "Invalid origin"', async () => {
    const actor = await newActor(demo);
    const expected = { code: 'FORBIDDEN', key: 'http.siteIsElsewhere', params: { publicUrl: PUBLIC_URL }, message: siteIsElsewhereMessage(PUBLIC_URL) };
    for (const origin of ['https://evil.example', 'http://127.0.0.1:4000']) {
      const signUp = await signUpFrom(demo, origin, uniqueEmail('foreign'));
      expect(signUp.statusCode, origin).toBe(403);
      expect(signUp.json(), origin).toEqual(expected);
      const signIn = await signInFrom(demo, origin, actor.email);
      expect(signIn.statusCode, origin).toBe(403);
      expect(signIn.json(), origin).toEqual(expected);
      expect(signIn.body).not.toContain('Invalid origin');
      const write = await demo.inject({ method: 'POST', url: '/api/notifications/read-all', headers: { cookie: actor.cookie, origin } });
      expect(write.statusCode, origin).toBe(403);
      expect(write.json(), origin).toEqual(expected);
    }
  });
});

describe('production has one address', () => {
  const SITE = 'https://thamani.example';
  let prod: App;
  beforeAll(async () => {
    prod = await createTestApp(database, { isProduction: true, roleSelfService: false, seedDemo: false, docsPublic: false, publicUrl: SITE, webDistDir: webDir });
  });
  afterAll(async () => {
    await prod.close();
  });

  it('a page asked for at another host is redirected (308) to the same path at PUBLIC_URL', async () => {
    for (const [host, url] of [
      ['10.0.0.5:3000', '/'],
      ['old-name.example', '/agent-dashboard/requests?page=2'],
      ['thamani.example:8443', '/auth'],
    ] as const) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await prod.inject({ method, url, headers: { host } });
        expect(res.statusCode, `${method} ${host}${url}`).toBe(308);
        expect(res.headers.location, `${method} ${host}${url}`).toBe(`${SITE}${url}`);
      }
    }
    // At its own address (with or without the default port) the page is served.
    for (const host of ['thamani.example', 'THAMANI.example:443']) {
      const page = await prod.inject({ method: 'GET', url: '/auth', headers: { host } });
      expect(page.statusCode, host).toBe(200);
      expect(page.body).toContain('<div id="root">');
    }
  });

  it('the API is never redirected: health answers a load balancer at any host', async () => {
    for (const host of ['10.0.0.5:3000', 'localhost', 'thamani.example']) {
      const res = await prod.inject({ method: 'GET', url: '/api/health', headers: { host } });
      expect(res.statusCode, host).toBe(200);
    }
  });

  it('sign-in from a page at a local address is refused with where the site is (production trusts PUBLIC_URL only)', async () => {
    const res = await prod.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { host: 'thamani.example', origin: 'http://127.0.0.1:3000' },
      payload: { email: 'nobody@example.test', password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'FORBIDDEN',
      key: 'http.siteIsElsewhere',
      params: { publicUrl: SITE },
      message: `This site is at ${SITE} — open it there and try again.`,
    });
  });

  it('/docs is the same 404 as any unknown route unless DOCS_PUBLIC=true', async () => {
    const host = 'thamani.example';
    for (const url of ['/docs', '/docs/', '/docs/json', '/docs/static/index.html']) {
      const res = await prod.inject({ method: 'GET', url, headers: { host } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ code: 'NOT_FOUND', key: 'http.routeNotFound', params: { method: 'GET', path: url }, message: `Route GET ${url} not found` });
    }
    const open = await createTestApp(database, { isProduction: true, roleSelfService: false, seedDemo: false, docsPublic: true, publicUrl: SITE, webDistDir: webDir });
    try {
      const json = await open.inject({ method: 'GET', url: '/docs/json', headers: { host } });
      expect(json.statusCode).toBe(200);
      expect(json.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
    } finally {
      await open.close();
    }
  });
});
