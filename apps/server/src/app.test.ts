import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import { toSerializationSchema } from './platform/serializer.ts';
import { eq } from 'drizzle-orm';
import { profiles } from './db/schema/profiles.table.ts';
import { createTestApp, createTestDatabase, newUser, type TestDatabase } from './test/test-app.ts';

/** The name's slot in a greeted page, as the build writes it into shells.json. */
const GREETING_NAME_SLOT = '__THAMANI_GREETING_NAME__';
const FRAME_MARKUP = '<div id="root"><div data-shell="frame" inert aria-hidden="true"><nav>App frame</nav></div></div>';

let database: TestDatabase;
let app: App;
let webDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><title>Thamani</title></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(webDir, 'theme-init.js'), '/* theme */');
  fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log("app");');
  fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync('console.log("app");'));
  fs.mkdirSync(path.join(webDir, '.vite'));
  const routes = [
    { path: '/', files: ['assets/home-1.js'] },
    { path: '/my-requests/:requestId', files: ['assets/request-1.js', 'assets/card-1.js'] },
    { path: '/admin', files: ['assets/admin-1.js'], reads: ['/api/me', '/api/auth/validate'], pageReads: ['/api/admin/dashboard'] },
    { path: '/agent-dashboard/requests', files: ['assets/agent-requests-1.js'] },
    { path: '/agent-dashboard/*', files: ['assets/agent-area-1.js'] },
    { path: '/client-dashboard', files: ['assets/client-dashboard-1.js'], reads: ['/api/me'] },
    { path: '*', files: ['assets/not-found-1.js'] },
  ];
  fs.writeFileSync(path.join(webDir, '.vite', 'route-preloads.json'), JSON.stringify({ routes }));
  const shell = (markup: string) =>
    `<!doctype html><html><head><title>Thamani</title><meta name="app-scripts" content="/assets/index-abc123.js /assets/react-1.js" /></head><body><div id="root"><div data-shell>${markup}</div></div></body></html>`;
  const shells = [
    { path: '/', html: shell('<h1>Home screen</h1>') },
    { path: '/auth', html: shell('<h1>Welcome to Thamani</h1>') },
  ];
  const frame =
    '<!doctype html><html><head><title>Thamani</title></head><body><div id="root"><div data-shell="frame" inert aria-hidden="true"><nav>App frame</nav></div></div></body></html>';
  const greeted = (slot: string) =>
    `<!doctype html><html><head><title>Thamani</title><meta name="app-scripts" content="/assets/index-abc123.js" /></head><body><div id="root"><div data-shell="greeting" inert aria-hidden="true"><div data-greeting="${slot}"><h1>Welcome back, ${slot}!</h1></div></div></div></body></html>`;
  const greetings = [
    { path: '/dashboard', roles: ['user'], html: greeted(GREETING_NAME_SLOT) },
    { path: '/client-dashboard', roles: ['user', 'agent', 'admin'], html: greeted(GREETING_NAME_SLOT) },
  ];
  const signedIn = [
    {
      path: '/admin',
      roles: ['admin'],
      html: '<!doctype html><html><head><title>Thamani</title><meta name="app-scripts" content="/assets/index-abc123.js" /></head><body><div id="root"><div data-shell="signed-in" inert aria-hidden="true"><nav>App frame</nav><main id="main"><h1>Dashboard</h1></main></div></div></body></html>',
    },
  ];
  fs.writeFileSync(
    path.join(webDir, '.vite', 'shells.json'),
    JSON.stringify({ pages: shells, frame, greetingNameSlot: GREETING_NAME_SLOT, greetings, signedIn }),
  );
  app = await createTestApp(database, { webDistDir: webDir });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('platform routes', () => {
  it('GET /api/health', async () => {
    expect((await app.inject('/api/health')).json()).toEqual({ status: 'ok' });
  });

  it('GET /api/settings mirrors the switches', async () => {
    expect((await app.inject('/api/settings')).json()).toEqual({ roleSelfService: true, requireEmailConfirmation: false, devMailbox: true, mpesaSimulator: true });
  });

  it('JSON 404 for an unknown /api path (any method)', async () => {
    const res = await app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await app.inject({ method: 'POST', url: '/api/nope' })).statusCode).toBe(404);
  });

  it('serves the SPA: files, and index.html for client routes', async () => {
    const home = await app.inject('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root">');
    const js = await app.inject('/theme-init.js');
    expect(js.statusCode).toBe(200);
    const page = await app.inject('/agent-dashboard/requests');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it("preloads the landing route's chunks in the page it sends, the best-matching route's only", async () => {
    const preloads = async (url: string) =>
      [...(await app.inject(url)).body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(await preloads('/?from=ad')).toEqual(['/assets/home-1.js']);
    expect(await preloads('/my-requests/42?tab=chat')).toEqual(['/assets/request-1.js', '/assets/card-1.js']);
    expect(await preloads('/agent-dashboard/requests')).toEqual(['/assets/agent-requests-1.js']);
    expect(await preloads('/agent-dashboard/anything/else')).toEqual(['/assets/agent-area-1.js']);
    expect(await preloads('/my-requests/42/extra')).toEqual(['/assets/not-found-1.js']);
    expect(await preloads('/no-such-page')).toEqual(['/assets/not-found-1.js']);
    const br = await app.inject({ url: '/my-requests/42', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('href="/assets/request-1.js"');
    const gzip = await app.inject({ url: '/?from=ad', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('href="/assets/home-1.js"');
    // The file itself stays as built (the service worker stores it for every page offline).
    expect((await app.inject('/index.html')).body).not.toContain('modulepreload');
  });

  it("preloads a signed-in page's reads only for a visitor with a session cookie, in an answer kept per cookie", async () => {
    const reads = async (url: string, cookie?: string) => {
      const page = await app.inject({ url, headers: cookie ? { cookie } : {} });
      return {
        reads: [...page.body.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous">/g)].map((m) => m[1]),
        vary: String(page.headers.vary),
      };
    };
    const client = await newUser(app);
    expect(await reads('/admin', client.cookie)).toEqual({
      reads: ['/api/me', '/api/auth/validate', '/api/admin/dashboard'],
      vary: 'accept-encoding, cookie',
    });
    // With a query string (a range, a filter) the page asks for something else: its own read is left out.
    expect((await reads('/admin?range=7', client.cookie)).reads).toEqual(['/api/me', '/api/auth/validate']);
    // Signed out, those reads would only be turned away (401): none, and the same page otherwise.
    expect(await reads('/admin')).toEqual({ reads: [], vary: 'accept-encoding, cookie' });
    expect((await app.inject('/admin')).body).toContain('<link rel="modulepreload" crossorigin href="/assets/admin-1.js">');
    // A route without reads has nothing to preload, cookie or not, and does not vary on it.
    expect(await reads('/no-such-page', client.cookie)).toEqual({ reads: [], vary: 'accept-encoding' });
    // A greeted page goes only to a live session, so its reads are always there.
    const greeted = (await app.inject({ url: '/client-dashboard', headers: { cookie: client.cookie } })).body;
    expect(greeted).toContain('Welcome back, Test Person!');
    expect(greeted).toContain('<link rel="preload" href="/api/me" as="fetch" crossorigin="anonymous">');
  });

  it('sends a signed-in page painted for its role only to a live session of that role, privately, with its reads and its code', async () => {
    const [admin, client] = [await newUser(app, 'admin'), await newUser(app)];
    const page = await app.inject({ url: '/admin', headers: { cookie: admin.cookie } });
    expect(page.body).toContain('<div data-shell="signed-in" inert aria-hidden="true"><nav>App frame</nav><main id="main"><h1>Dashboard</h1></main></div>');
    expect(page.body).toContain('<link rel="preload" href="/api/auth/validate" as="fetch" crossorigin="anonymous">');
    expect(page.body).toContain('<link rel="preload" href="/api/admin/dashboard" as="fetch" crossorigin="anonymous">');
    expect(page.body).toContain('<meta name="app-scripts" content="/assets/index-abc123.js /assets/admin-1.js" />');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(String(page.headers.vary)).toMatch(/cookie/);
    const br = await app.inject({ url: '/admin', headers: { cookie: admin.cookie, 'accept-encoding': 'br' } });
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>Dashboard</h1>');
    // Another role, no session, a session that has ended, or a query string: the plain frame.
    const frameFor = async (url: string, cookie?: string) => (await app.inject({ url, headers: cookie ? { cookie } : {} })).body;
    for (const [url, cookie] of [['/admin', client.cookie], ['/admin', undefined], ['/admin', 'better-auth.session_token=forged.value'], ['/admin?range=7', admin.cookie]] as const) {
      const body = await frameFor(url, cookie);
      expect(body, `${url} ${cookie ?? ''}`).toContain('<div data-shell="frame" inert aria-hidden="true"><nav>App frame</nav></div>');
      expect(body).not.toContain('<h1>Dashboard</h1>');
    }
  });

  it("sends a page's first screen only for its exact path without a query; every other URL gets the app's frame", async () => {
    const body = async (url: string) => (await app.inject(url)).body;
    expect(await body('/')).toContain('<h1>Home screen</h1>');
    // Its route's chunks join the scripts fetched after the first paint, not preloads that would compete with it.
    expect(await body('/')).toContain('<meta name="app-scripts" content="/assets/index-abc123.js /assets/react-1.js /assets/home-1.js" />');
    expect(await body('/')).not.toContain('modulepreload');
    expect(await body('/auth')).toContain('<h1>Welcome to Thamani</h1>');
    for (const url of ['/auth?tab=signup', '/?ref=ad', '/auth/', '/my-requests/42', '/no-such-page']) {
      const page = await body(url);
      expect(page, url).toContain('<div id="root"><div data-shell="frame" inert aria-hidden="true"><nav>App frame</nav></div></div>');
      expect(page, url).not.toMatch(/Home screen|Welcome to Thamani/);
    }
    // The file itself stays as built: the service worker stores it for every page offline.
    expect(await body('/index.html')).toContain('<div id="root"></div>');
    const br = await app.inject({ url: '/auth', headers: { 'accept-encoding': 'br' } });
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('Welcome to Thamani');
  });

  it('greets a signed-in visitor by name on the dashboard before the app has run: their own name, escaped, in a private answer', async () => {
    const client = await newUser(app);
    const page = await app.inject({ url: '/client-dashboard', headers: { cookie: client.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div data-greeting="Test Person"><h1>Welcome back, Test Person!</h1></div>');
    expect(page.body).not.toContain(GREETING_NAME_SLOT);
    // The route's code joins the scripts fetched once the greeting is painted.
    expect(page.body).toContain('<meta name="app-scripts" content="/assets/index-abc123.js /assets/client-dashboard-1.js" />');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(String(page.headers.vary)).toMatch(/cookie/);
    // A query string changes nothing; compressed answers hold the same greeting.
    expect((await app.inject({ url: '/dashboard?from=mail', headers: { cookie: client.cookie } })).body).toContain('Welcome back, Test Person!');
    const br = await app.inject({ url: '/dashboard', headers: { cookie: client.cookie, 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('Welcome back, Test Person!');

    await app.ctx.db.update(profiles).set({ fullName: '<img src=x onerror="alert(1)"> & Sons\'' }).where(eq(profiles.email, client.email));
    const escaped = (await app.inject({ url: '/client-dashboard', headers: { cookie: client.cookie } })).body;
    expect(escaped).toContain('Welcome back, &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Sons&#39;!');
    expect(escaped).toContain('data-greeting="&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Sons&#39;"');
    expect(escaped).not.toContain('<img');
    // `$&`, `$'` and `$$` in a name are text, not replacement patterns.
    await app.ctx.db.update(profiles).set({ fullName: "Kamau $& $' $$ Ltd" }).where(eq(profiles.email, client.email));
    const dollars = (await app.inject({ url: '/client-dashboard', headers: { cookie: client.cookie } })).body;
    expect(dollars).toContain('<h1>Welcome back, Kamau $&amp; $&#39; $$ Ltd!</h1>');
    expect(dollars.match(/<\/html>/g)).toHaveLength(1);
  });

  it('greets nobody without a live session, nor on a page the role is sent away from: they get the plain frame', async () => {
    for (const headers of [{}, { cookie: 'better-auth.session_token=forged.value' }]) {
      const page = await app.inject({ url: '/client-dashboard', headers });
      expect(page.body).toContain(FRAME_MARKUP);
      expect(page.body).not.toMatch(/Welcome back|__THAMANI/);
      expect(page.headers['cache-control']).toBe('no-cache');
      // The answer still depends on the cookie: no shared cache may hand it to a signed-in visitor.
      expect(String(page.headers.vary)).toMatch(/cookie/);
    }
    // /dashboard sends agents to their own dashboard: no client greeting there; the client dashboard greets them.
    const agent = await newUser(app, 'agent');
    expect((await app.inject({ url: '/dashboard', headers: { cookie: agent.cookie } })).body).toContain(FRAME_MARKUP);
    expect((await app.inject({ url: '/client-dashboard', headers: { cookie: agent.cookie } })).body).toContain('Welcome back, Test Person!');
    // Pages that greet nobody do not vary on the cookie.
    expect(String((await app.inject({ url: '/my-requests/42', headers: { cookie: agent.cookie } })).headers.vary)).toBe('accept-encoding');
  });

  it('serves the service worker as a script that is always revalidated; a missing worker or asset is a 404, never index.html', async () => {
    const sw = await app.inject('/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(?:application|text)\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(String(sw.headers['content-security-policy'])).toContain("worker-src 'self'");
    for (const url of ['/assets/gone-123.js', '/assets/gone-123.css']) {
      const missing = await app.inject(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type']).not.toContain('text/html');
    }
    fs.renameSync(path.join(webDir, 'sw.js'), path.join(webDir, 'sw.js.off'));
    try {
      const none = await app.inject('/sw.js');
      expect(none.statusCode).toBe(404);
      expect(none.headers['content-type']).not.toContain('text/html');
    } finally {
      fs.renameSync(path.join(webDir, 'sw.js.off'), path.join(webDir, 'sw.js'));
    }
  });

  it('sends the precompressed asset the browser accepts, cached for a year (hashed names); pages revalidate', async () => {
    const br = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("app");');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app");');
    const home = await app.inject('/');
    expect(home.headers['cache-control']).toBe('no-cache');
  });

  it('compresses JSON answers over 1 KB for a client that accepts it, and nothing else', async () => {
    const plain = await app.inject('/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await app.inject({ url: '/docs/json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    const gzip = await app.inject({ url: '/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const identity = await app.inject({ url: '/docs/json', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
    // Small answers go as they are.
    const health = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.statusCode).toBe(200);
  });

  it('does not accept a compressed request body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ email: 'a@b.test', password: 'x' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('/docs/json documents every route', async () => {
    const res = await app.inject('/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    for (const p of ['/api/health', '/api/settings', '/api/auth/validate', '/api/me', '/api/me/ensure', '/api/me/role', '/api/requests', '/api/requests/stats', '/api/notifications', '/api/dev/mailbox', '/dev/mailbox',
      '/api/requests/queue', '/api/requests/{id}', '/api/requests/{id}/cancel', '/api/requests/{id}/accept', '/api/requests/{id}/release',
      '/api/requests/{id}/assign', '/api/agents', '/api/visits', '/api/visits/{id}', '/api/visits/{id}/complete', '/api/visits/{id}/cancel',
      '/api/visits/{id}/review', '/api/notifications/unread-count', '/api/notifications/{id}/read', '/api/notifications/read-all', '/api/events']) {
      expect(paths).toContain(p);
    }
    expect(paths.some((p) => p.startsWith('/api/auth/'))).toBe(true);
    const ui = await app.inject('/docs/');
    expect(ui.statusCode).toBe(200);
  });

  it('/docs/json describes the error body: the English message, its key and parameters, field keys', async () => {
    const document = (await app.inject('/docs/json')).json<{ components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> } }>();
    const error = document.components.schemas.ErrorResponse;
    expect(Object.keys(error?.properties ?? {})).toEqual(['code', 'message', 'key', 'params', 'fields', 'fieldKeys', 'details']);
    expect(error?.required).toEqual(['code', 'message']);
  });

  it('writes every response with a compiled JSON schema: none is left to zod', async () => {
    const leftToZod: string[] = [];
    for (const route of app.routeTable) {
      const response = (route.schema?.response ?? {}) as Record<string, Parameters<typeof toSerializationSchema>[0]>;
      for (const [status, schema] of Object.entries(response)) {
        try {
          toSerializationSchema(schema);
        } catch (error) {
          leftToZod.push(`${route.method} ${route.url} ${status}: ${(error as Error).message}`);
        }
      }
    }
    expect(leftToZod).toEqual([]);
  });

  it('the dev mailbox lists mail, escaped, with clickable links', async () => {
    await newUser(app);
    const json = await app.inject('/api/dev/mailbox');
    expect(json.json<{ items: unknown[] }>().items.length).toBeGreaterThan(0);
    await app.ctx.db.insert((await import('./db/schema/dev-mailbox.table.ts')).devMailbox).values({
      to: 'x@example.test',
      subject: '<script>alert(1)</script>',
      text: 'Open http://localhost:3000/a?b=1&c=2 now',
      html: '',
    });
    const html = await app.inject('/dev/mailbox');
    expect(html.statusCode).toBe(200);
    expect(html.body).not.toContain('<script>alert(1)</script>');
    expect(html.body).toContain('&lt;script&gt;');
    expect(html.body).toContain('<a href="http://localhost:3000/a?b=1&amp;c=2">');
  });
});

describe('production mode', () => {
  it('has no dev mailbox, sends HSTS, and still answers JSON 404s', async () => {
    const prod = await createTestApp(database, { isProduction: true, roleSelfService: false });
    try {
      expect((await prod.inject('/api/dev/mailbox')).statusCode).toBe(404);
      // At the site's own address (another host is redirected there first).
      const page = await prod.inject({ url: '/dev/mailbox', headers: { host: 'localhost:3000' } });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect((await prod.inject('/api/health')).headers['strict-transport-security']).toContain('max-age=');
      expect((await prod.inject('/api/settings')).json()).toEqual({ roleSelfService: false, requireEmailConfirmation: false, devMailbox: false, mpesaSimulator: false });
    } finally {
      await prod.close();
    }
  });
});
