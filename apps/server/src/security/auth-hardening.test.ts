import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { SignJWT, base64url, decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { RATE_LIMITED_MESSAGE } from '../platform/auth/auth-proxy.ts';
import {
  createTestApp,
  createTestDatabase,
  getAccessToken,
  newActor,
  PUBLIC_URL,
  requestBody,
  signIn,
  signInRaw,
  signUp,
  uniqueEmail,
  type TestDatabase,
} from '../test/test-app.ts';
import { expectNoLeak } from '../test/security/world.ts';

/**
 * Auth hardening beyond platform/auth/auth-flows.test.ts and modules/me/me.routes.test.ts (which
 * already cover: a token signed by another key with the real kid, garbage, expiry; sign-out and
 * revoke-sessions by cookie and by JWT; the per-account and per-IP sign-in limits; the per-IP
 * sign-up limit; HSTS on /api/health in production).
 */

let database: TestDatabase;
let app: App;
let webDir: string;
const ORIGIN = new URL(PUBLIC_URL).origin;

beforeAll(async () => {
  database = await createTestDatabase();
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-sec-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Thamani</title><div id="root"></div>');
  app = await createTestApp(database, { webDistDir: webDir });
}, 180_000);
afterAll(async () => {
  await app.close();
  await database.drop();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (target: App, headers: Record<string, string>) => target.inject({ method: 'GET', url: '/api/me', headers });

async function signedInWithToken(target: App = app) {
  const actor = await newActor(target);
  const token = await getAccessToken(target, actor.cookie);
  expect((await me(target, bearer(token))).statusCode).toBe(200);
  return { ...actor, token };
}

/** A token signed with the app's own key (better-auth's server-only signJWT) and the claims given. */
async function signWithAppKey(payload: Record<string, unknown>): Promise<string> {
  const api = app.ctx.auth.api as unknown as {
    signJWT: (input: { body: { payload: Record<string, unknown> } }) => Promise<{ token: string }>;
  };
  return (await api.signJWT({ body: { payload } })).token;
}

describe('access tokens the guard must refuse (401)', () => {
  it('alg "none", HS256 keyed with the public key, a tampered payload and a token with its signature cut off', async () => {
    const { token } = await signedInWithToken();
    const claims = decodeJwt(token);
    const header = decodeProtectedHeader(token);
    const [h, p, s] = token.split('.') as [string, string, string];
    const encode = (value: unknown) => base64url.encode(JSON.stringify(value));

    const none = `${encode({ alg: 'none', typ: 'JWT' })}.${p}.`;
    const jwks = (await app.inject('/api/auth/jwks')).json<{ keys: Array<{ x: string }> }>();
    const hs256 = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', kid: header.kid })
      .sign(new TextEncoder().encode(jwks.keys[0]?.x ?? 'x'));
    const other = await newActor(app);
    const otherId = other.userId;
    const tampered = `${h}.${encode({ ...claims, sub: otherId })}.${s}`;
    const longer = `${h}.${encode({ ...claims, exp: (claims.exp ?? 0) + 86_400 })}.${s}`;
    for (const forged of [none, hs256, tampered, longer, `${h}.${p}.`, `${h}.${p}`, `${h}..${s}`]) {
      const res = await me(app, bearer(forged));
      expect(res.statusCode, forged).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    // The genuine token still works: the refusals above were about the forgeries.
    expect((await me(app, bearer(token))).statusCode).toBe(200);
  });

  it('a validly signed token with a wrong issuer or audience, or a sub that is not its session’s user', async () => {
    const a = await signedInWithToken();
    const b = await newActor(app);
    const claims = decodeJwt(a.token) as { sub: string; sid: string };
    const base = { sub: claims.sub, sid: claims.sid, email: a.email };
    const wrongIssuer = await signWithAppKey({ ...base, iss: 'https://evil.example' });
    const wrongAudience = await signWithAppKey({ ...base, aud: 'https://evil.example' });
    const wrongUser = await signWithAppKey({ ...base, sub: b.userId });
    const noSid = await signWithAppKey({ sub: claims.sub, email: a.email });
    const notYet = await signWithAppKey({ ...base, nbf: Math.floor(Date.now() / 1000) + 3600 });
    const control = await signWithAppKey(base);
    expect((await me(app, bearer(control))).statusCode, 'control: the app key signs acceptable tokens').toBe(200);
    for (const [name, token] of Object.entries({ wrongIssuer, wrongAudience, wrongUser, noSid, notYet })) {
      expect((await me(app, bearer(token))).statusCode, name).toBe(401);
    }
  });

  it('a bad Bearer token is refused even next to a valid cookie (no silent fallback)', async () => {
    const a = await signedInWithToken();
    const res = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: a.cookie, authorization: 'Bearer not.a.token' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('arbitrary Authorization headers never cause a 5xx or leak (fuzz)', async () => {
    const { token } = await signedInWithToken();
    const [h, p] = token.split('.') as [string, string];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: 'grapheme-ascii', maxLength: 300 }),
          fc.string({ unit: 'grapheme-ascii', maxLength: 200 }).map((s) => `${h}.${p}.${s}`),
          fc.string({ unit: 'grapheme-ascii', maxLength: 200 }).map((s) => `${h}.${base64url.encode(s)}.`),
          fc.json().map((j) => `${base64url.encode(j)}.${base64url.encode(j)}.${base64url.encode(j)}`),
        ),
        fc.constantFrom('Bearer ', 'bearer ', 'BEARER  ', 'Basic ', ''),
        async (value, scheme) => {
          const res = await app.inject({
            method: 'GET',
            url: '/api/auth/validate',
            headers: { authorization: `${scheme}${value}` },
          });
          expect(res.statusCode).toBe(401);
          expectNoLeak(res.body);
        },
      ),
      { numRuns: 60, seed: 8_030_2030 },
    );
  });
});

describe('revocation takes effect at once for a still-unexpired JWT', () => {
  it('revoke-session (one device) ends that session’s token and cookie, not the others', async () => {
    const a = await signedInWithToken();
    const second = await signIn(app, a.email, 'secret123');
    const secondToken = await getAccessToken(app, second);
    expect((await me(app, bearer(secondToken))).statusCode).toBe(200); // cached now
    const sessions = (
      await app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers: { cookie: a.cookie } })
    ).json<Array<{ token: string; id: string }>>();
    const sid = decodeJwt(secondToken).sid;
    const target = sessions.find((s) => s.id === sid);
    expect(target).toBeDefined();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/revoke-session',
      headers: { cookie: a.cookie, origin: ORIGIN },
      payload: { token: target?.token },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(app, bearer(secondToken))).statusCode).toBe(401);
    expect((await me(app, { cookie: second })).statusCode).toBe(401);
    expect((await me(app, bearer(a.token))).statusCode).toBe(200);
  });

  it('revoke-other-sessions and change-password (revokeOtherSessions) end the other devices’ tokens', async () => {
    const a = await signedInWithToken();
    const other = await signIn(app, a.email, 'secret123');
    const otherToken = await getAccessToken(app, other);
    expect((await me(app, bearer(otherToken))).statusCode).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/revoke-other-sessions',
      headers: { cookie: a.cookie, origin: ORIGIN },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect((await me(app, bearer(otherToken))).statusCode).toBe(401);
    expect((await me(app, bearer(a.token))).statusCode).toBe(200);

    const third = await signIn(app, a.email, 'secret123');
    const thirdToken = await getAccessToken(app, third);
    expect((await me(app, bearer(thirdToken))).statusCode).toBe(200);
    const change = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: a.cookie, origin: ORIGIN },
      payload: { currentPassword: 'secret123', newPassword: 'another-secret', revokeOtherSessions: true },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await me(app, bearer(thirdToken))).statusCode).toBe(401);
    expect((await me(app, { cookie: third })).statusCode).toBe(401);
  });

  it('password reset ends the JWTs of every session too', async () => {
    const a = await signedInWithToken();
    await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ORIGIN },
      payload: { email: a.email, redirectTo: '/reset-password' },
    });
    const { mailsTo } = await import('../test/test-app.ts');
    const mail = (await mailsTo(app, a.email)).find((m) => m.subject.includes('Reset'));
    const token = new URL(
      /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x/',
    ).searchParams.get('token');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: ORIGIN },
      payload: { token, newPassword: 'brand-new-pass' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(app, bearer(a.token))).statusCode).toBe(401);
  });
});

describe('brute force is throttled', () => {
  // One app with small limits for the three tests (each uses its own addresses and accounts).
  let limited: App;
  beforeAll(async () => {
    limited = await createTestApp(database, {
      rateLimit: { ...app.ctx.settings.rateLimit, signInPerIp: 5, signInFailedPerAccount: 3, signUpPerAccount: 2 },
    });
  }, 60_000);
  afterAll(async () => {
    await limited.close();
  });

  it('a burst of guesses from one address: 401 up to the per-IP limit, then 429 with Retry-After — even with the right password', async () => {
    const email = uniqueEmail('brute');
    expect((await signUp(limited, { name: 'Brute Target', email, password: 'secret123' })).statusCode).toBe(200);
    const statuses: number[] = [];
    // Spraying many accounts (one guess each) from one address: the per-IP window stops it.
    for (let i = 0; i < 7; i++) {
      statuses.push((await signInRaw(limited, uniqueEmail(`spray-${i}`), `guess-${i}`, '10.20.0.1')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const blocked = await signInRaw(limited, email, 'secret123', '10.20.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'RATE_LIMITED', key: 'http.rateLimited', message: RATE_LIMITED_MESSAGE });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signInRaw(limited, email, 'secret123', '10.20.0.2')).statusCode).toBe(200);
  });

  it('the per-account counter ignores the case of the e-mail, and a success resets it', async () => {
    const email = uniqueEmail('casing');
    expect((await signUp(limited, { name: 'Casing Target', email, password: 'secret123' })).statusCode).toBe(200);
    expect((await signInRaw(limited, email, 'wrong-1', '10.21.0.1')).statusCode).toBe(401);
    expect((await signInRaw(limited, email, 'secret123', '10.21.0.2')).statusCode).toBe(200); // resets
    const capitalised = `${email.charAt(0).toUpperCase()}${email.slice(1)}`;
    for (const [i, variant] of [email.toUpperCase(), capitalised, email].entries()) {
      expect((await signInRaw(limited, variant, `wrong-${i}`, `10.21.1.${i}`)).statusCode).toBe(401);
    }
    expect((await signInRaw(limited, email, 'secret123', '10.21.2.1')).statusCode).toBe(429);
  });

  it('password-reset and verification mails are limited per e-mail address (no inbox flooding)', async () => {
    const email = uniqueEmail('flood');
    const ask = (ip: string) =>
      limited.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: ORIGIN },
        payload: { email, redirectTo: '/reset-password' },
        remoteAddress: ip,
      });
    expect((await ask('10.22.0.1')).statusCode).toBe(200);
    expect((await ask('10.22.0.2')).statusCode).toBe(200);
    const third = await ask('10.22.0.3');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const verify = await limited.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: { origin: ORIGIN },
      payload: { email: email.toUpperCase() },
      remoteAddress: '10.22.0.4',
    });
    expect(verify.statusCode).toBe(429);
  });
});

describe('cross-site requests and redirects', () => {
  it('better-auth refuses a foreign callbackURL / redirectTo (no open redirect) — as production runs it', async () => {
    const a = await newActor(app);
    const urls = [
      '/api/auth/verify-email?token=x&callbackURL=https://evil.example/phish',
      '/api/auth/verify-email?token=x&callbackURL=//evil.example/phish',
      '/api/auth/reset-password/x?callbackURL=https://evil.example/phish',
    ];
    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(403);
      expect(String(res.headers.location ?? '')).not.toContain('evil.example');
    }
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ORIGIN },
      payload: { email: a.email, redirectTo: 'https://evil.example/reset' },
    });
    expect(reset.statusCode).toBe(403);
    const signInEvil = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email: a.email, password: 'secret123', callbackURL: 'https://evil.example/after' },
    });
    expect(signInEvil.statusCode).toBe(403);
  });

  it('cookie-authenticated writes from another origin are refused: better-auth’s and ours', async () => {
    const client = await newActor(app);
    const evil = { cookie: client.cookie, origin: 'https://evil.example' };
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: evil, payload: {} })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/revoke-sessions', headers: evil, payload: {} })).statusCode,
    ).toBe(403);
    const order = await app.inject({ method: 'POST', url: '/api/requests', headers: evil, payload: requestBody() });
    expect(order.statusCode).toBe(403);
    expect(order.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: evil })).statusCode).toBe(
      403,
    );
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/requests',
          headers: { cookie: client.cookie, 'sec-fetch-site': 'cross-site' },
          payload: requestBody(),
        })
      ).statusCode,
    ).toBe(403);
    // The same calls from our own origin, or from a non-browser client (no Origin), go through.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/notifications/read-all',
          headers: { cookie: client.cookie, origin: ORIGIN },
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: { cookie: client.cookie } }))
        .statusCode,
    ).toBe(204);
    // Reads are not writes; and no CORS header lets another origin read a response.
    const read = await app.inject({ method: 'GET', url: '/api/me', headers: evil });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('the session cookie is HttpOnly and SameSite=Lax (a cross-site form post carries no session)', async () => {
    const email = uniqueEmail('cookie');
    await signUp(app, { name: 'Cookie Check', email, password: 'secret123' });
    const res = await signInRaw(app, email, 'secret123');
    const session = res.cookies.find((c) => c.name.includes('session_token'));
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('better-auth’s HTML error page does not reflect markup', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/error?error=%3Cscript%3Ealert(1)%3C%2Fscript%3E%3Cimg%20src%3Dx%3E',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).not.toContain('<img src=x>');
  });
});

describe('names better-auth stores are checked like our own fields', () => {
  it('sign-up and update-user refuse a name the database cannot hold with a field message (not better-auth’s 422)', async () => {
    const signUpRes = await signUp(app, { name: 'Nul\u0000Name', email: uniqueEmail('nul'), password: 'secret123' });
    expect(signUpRes.statusCode, signUpRes.body).toBe(400);
    expect(signUpRes.json()).toMatchObject({ code: 'VALIDATION', fields: { name: expect.any(String) } });
    const a = await newActor(app);
    for (const name of ['Broken \uD800 half', 'ab']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { cookie: a.cookie, origin: ORIGIN },
        payload: { name },
      });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { name: expect.any(String) } });
    }
  });
});

describe('security headers', () => {
  function expectHeaders(headers: Record<string, unknown>, where: string) {
    const csp = String(headers['content-security-policy'] ?? '');
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(csp, `${where}: CSP`).not.toBe('');
    expect(scriptSrc, `${where}: script-src`).not.toBe('');
    expect(scriptSrc, `${where}: script-src`).not.toContain("'unsafe-inline'");
    expect(scriptSrc, `${where}: script-src`).not.toContain("'unsafe-eval'");
    expect(csp, `${where}: frame-ancestors`).toMatch(/frame-ancestors 'none'/);
    // One framing rule: no X-Frame-Options: SAMEORIGIN contradicting frame-ancestors 'none'.
    expect(headers['x-frame-options'], `${where}: x-frame-options`).toBeUndefined();
    // Nothing loaded from "any https site" or an outside host: only this server's own sources.
    expect(csp, `${where}: scheme wildcard`).not.toMatch(/(^|\s)(https?:|\*)(\s|;|$)/);
    expect(csp, `${where}: outside host`).not.toMatch(/\.(io|com|org|net)\b/);
    expect(csp, `${where}: object-src`).toMatch(/object-src 'none'/);
    expect(headers['x-content-type-options'], where).toBe('nosniff');
    expect(String(headers['referrer-policy'] ?? ''), where).toMatch(/no-referrer|strict-origin|same-origin/);
    expect(headers['x-powered-by'], where).toBeUndefined();
  }

  const PLACES = [
    '/',
    '/agent-dashboard/requests',
    '/api/health',
    '/api/me',
    '/api/nope',
    '/docs/',
    '/docs/json',
    '/api/auth/get-session',
    '/api/auth/error',
  ];

  it('on the SPA, the API (answers and errors), better-auth and /docs — and no HSTS outside production', async () => {
    for (const url of PLACES) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      expectHeaders(res.headers, url);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(String(res.headers['content-security-policy']), url).not.toContain('upgrade-insecure-requests');
    }
  });

  it('in production: HSTS for a year with subdomains everywhere, upgrade-insecure-requests, the same CSP', async () => {
    const prod = await createTestApp(database, {
      isProduction: true,
      roleSelfService: false,
      webDistDir: webDir,
      publicUrl: 'https://thamani.example',
      // /docs is checked here too; production serves it only with DOCS_PUBLIC=true.
      docsPublic: true,
    });
    try {
      for (const url of PLACES) {
        const res = await prod.inject({ method: 'GET', url, headers: { host: 'thamani.example' } });
        expect(res.statusCode, url).toBeLessThan(500);
        expectHeaders(res.headers, url);
        const hsts = String(res.headers['strict-transport-security'] ?? '');
        expect(hsts, url).toMatch(/max-age=(\d+)/);
        expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), url).toBeGreaterThanOrEqual(31_536_000);
        expect(hsts, url).toContain('includeSubDomains');
        expect(String(res.headers['content-security-policy']), url).toContain('upgrade-insecure-requests');
      }
      // Production disables the development mailbox and role self-service.
      expect((await prod.inject('/api/dev/mailbox')).statusCode).toBe(404);
      expect((await prod.inject('/api/settings')).json()).toMatchObject({ roleSelfService: false, devMailbox: false });
    } finally {
      await prod.close();
    }
  });
});
