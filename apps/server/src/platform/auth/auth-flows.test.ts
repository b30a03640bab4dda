import { describe, expect, it } from 'vitest';
import { createTestApp, getAccessToken, mailsTo, PUBLIC_URL, signIn, signInRaw, signUp, uniqueEmail } from '#test/test-app.ts';
import type { App } from '#app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { RATE_LIMITED_MESSAGE } from './auth-proxy.ts';

const t = useTestApp();

async function register(target: App, email = uniqueEmail()): Promise<string> {
  const res = await signUp(target, { name: 'Flow Tester', email, password: 'secret123' });
  expect(res.statusCode).toBe(200);
  return email;
}

describe('sign-in', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    const email = await register(t.app);
    const ok = await signInRaw(t.app, email, 'secret123');
    expect(ok.statusCode).toBe(200);
    expect(ok.cookies.some((c) => c.name.includes('session_token'))).toBe(true);
    const bad = await signInRaw(t.app, email, 'wrong-password');
    expect(bad.statusCode).toBe(401);
  });

  it('a burst of first Bearer calls reads the key set once, and every call is served', async () => {
    const email = await register(t.app);
    const cookie = await signIn(t.app, email, 'secret123');
    const token = await getAccessToken(t.app, cookie);
    // A fresh t.app on the same t.database: its guard has no key set yet, as after a restart.
    const fresh = await createTestApp(t.database);
    try {
      const original = fresh.ctx.auth.api.getJwks;
      let reads = 0;
      fresh.ctx.auth.api.getJwks = ((...args: Parameters<typeof original>) => {
        reads += 1;
        return original(...args);
      }) as typeof original;
      const responses = await Promise.all(
        Array.from({ length: 8 }, () => fresh.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
      expect(reads).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('publishes the JWKS', async () => {
    const email = await register(t.app);
    const cookie = await signIn(t.app, email, 'secret123');
    await t.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/jwks' });
    expect(res.statusCode).toBe(200);
    const keys = res.json<{ keys: Array<Record<string, unknown>> }>().keys;
    expect(keys.length).toBeGreaterThan(0);
    expect(keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519' });
    expect(keys[0]).not.toHaveProperty('d');
  });
});

describe('REQUIRE_EMAIL_CONFIRMATION', () => {
  it('refuses an unconfirmed sign-in, and accepts it after the mailed link', async () => {
    const strict = await createTestApp(t.database, { requireEmailConfirmation: true });
    try {
      const email = await register(strict);
      const refused = await signInRaw(strict, email, 'secret123');
      expect(refused.statusCode).toBe(403);
      const [mail] = await mailsTo(strict, email);
      const link = /https?:\/\/\S+verify-email\S+/.exec(mail?.text ?? '')?.[0];
      expect(link).toBeDefined();
      const url = new URL(link ?? '');
      const verify = await strict.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect([200, 302]).toContain(verify.statusCode);
      if (verify.statusCode === 302) {
        expect(verify.headers.location).toBe(`${PUBLIC_URL}/auth`);
      }
      expect((await signInRaw(strict, email, 'secret123')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('lets an unconfirmed account sign in by default (demo)', async () => {
    const email = await register(t.app);
    expect((await signInRaw(t.app, email, 'secret123')).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('mails a link to /reset-password and the token sets a new password', async () => {
    const email = await register(t.app);
    const old = await signIn(t.app, email, 'secret123');
    const req = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: PUBLIC_URL },
      payload: { email, redirectTo: `${PUBLIC_URL}/reset-password` },
    });
    expect(req.statusCode).toBe(200);
    const mail = (await mailsTo(t.app, email)).find((m) => m.subject.includes('Reset'));
    const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    const token = new URL(link ?? '').searchParams.get('token');
    const short = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: { origin: PUBLIC_URL }, payload: { token, newPassword: '123' } });
    expect(short.statusCode).toBe(400);
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: { origin: PUBLIC_URL }, payload: { token, newPassword: 'brand-new-pass' } });
    expect(reset.statusCode).toBe(200);
    expect((await signInRaw(t.app, email, 'secret123')).statusCode).toBe(401);
    expect((await signInRaw(t.app, email, 'brand-new-pass')).statusCode).toBe(200);
    // Old sessions are revoked on reset.
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: old } })).statusCode).toBe(401);
  });

  it('answers the same for an unknown e-mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: PUBLIC_URL },
      payload: { email: uniqueEmail('nobody'), redirectTo: `${PUBLIC_URL}/reset-password` },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('429 RATE_LIMITED after too many failed sign-ins for one account, even with the right password', async () => {
    const limited = await createTestApp(t.database, { rateLimit: { ...t.app.ctx.settings.rateLimit, signInFailedPerAccount: 3 } });
    try {
      const email = await register(limited);
      for (let i = 0; i < 3; i++) {
        expect((await signInRaw(limited, email, `wrong-${i}`, `10.1.0.${i}`)).statusCode).toBe(401);
      }
      const blocked = await signInRaw(limited, email, 'secret123', '10.1.0.99');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ code: 'RATE_LIMITED', key: 'http.rateLimited', message: RATE_LIMITED_MESSAGE });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('429 after too many sign-in attempts from one IP', async () => {
    const limited = await createTestApp(t.database, { rateLimit: { ...t.app.ctx.settings.rateLimit, signInPerIp: 2 } });
    try {
      const ip = '10.2.0.1';
      expect((await signInRaw(limited, uniqueEmail(), 'whatever1', ip)).statusCode).toBe(401);
      expect((await signInRaw(limited, uniqueEmail(), 'whatever1', ip)).statusCode).toBe(401);
      expect((await signInRaw(limited, uniqueEmail(), 'whatever1', ip)).statusCode).toBe(429);
      expect((await signInRaw(limited, uniqueEmail(), 'whatever1', '10.2.0.2')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('429 after too many sign-ups from one IP', async () => {
    const limited = await createTestApp(t.database, { rateLimit: { ...t.app.ctx.settings.rateLimit, signUpPerIp: 1 } });
    try {
      const body = () => ({ name: 'Many Signups', email: uniqueEmail(), password: 'secret123' });
      expect((await signUp(limited, body(), '10.3.0.1')).statusCode).toBe(200);
      expect((await signUp(limited, body(), '10.3.0.1')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
