import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@thamani/domain/account';
import type { MeResponse } from '@thamani/domain/me';
import { PEOPLE_MESSAGES } from '@thamani/domain/people';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { profiles } from '#db/schema/profiles.table.ts';
import type { App } from '../../app.ts';
import { call, createTestApp, newActor, PUBLIC_URL, signInRaw, type Actor } from '#test/test-app.ts';
import { totpFor, wrongTotpFor } from '#test/totp.ts';
import { useTestApp } from '#test/use-test-app.ts';

const t = useTestApp({ timeoutMs: 120_000 });
const PASSWORD = 'secret123';

function post(app: App, cookie: string | null, path: string, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    headers: { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });
}

/** The Cookie header a browser would send after this response (its cookies, expired ones dropped). */
function cookiesOf(res: Awaited<ReturnType<typeof post>>): string {
  return res.cookies
    .filter((c) => c.value !== '' && (c.maxAge === undefined || c.maxAge > 0))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

async function me(app: App, cookie: string): Promise<MeResponse> {
  const res = await call(app, { cookie }, 'GET', '/api/me');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MeResponse>();
}

/** Turns two-factor sign-in on for the actor; returns the TOTP URI, the backup codes and the new cookie. */
async function enrol(app: App, actor: Actor): Promise<{ totpURI: string; backupCodes: string[]; cookie: string }> {
  const enabled = await post(app, actor.cookie, '/two-factor/enable', { password: PASSWORD });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
  const verified = await post(app, actor.cookie, '/two-factor/verify-totp', { code: totpFor(totpURI) });
  expect(verified.statusCode, verified.body).toBe(200);
  // Turning it on replaces the session: the browser gets the new cookie.
  return { totpURI, backupCodes, cookie: cookiesOf(verified) };
}

/** Password step of sign-in for an enrolled person: the challenge cookie. */
async function startSignIn(app: App, email: string, ip = '10.0.0.1'): Promise<string> {
  const res = await signInRaw(app, email, PASSWORD, ip);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
  const cookie = cookiesOf(res);
  expect(cookie).toContain('two_factor=');
  expect(cookie).not.toContain('session_token=');
  return cookie;
}

async function actionsOf(userId: string): Promise<string[]> {
  const rows = await t.database.db.select({ action: auditLogs.actionType }).from(auditLogs).where(eq(auditLogs.entityId, userId));
  return rows.map((r) => r.action);
}

describe('two-factor sign-in with an authenticator app', () => {
  it('enrols with the password and a code from the app, then asks for a code at every sign-in', async () => {
    const actor = await newActor(t.app, 'user');
    const wrongPassword = await post(t.app, actor.cookie, '/two-factor/enable', { password: 'not-my-password' });
    expect(wrongPassword.statusCode).toBe(400);

    const started = await post(t.app, actor.cookie, '/two-factor/enable', { password: PASSWORD });
    const { totpURI, backupCodes } = started.json<{ totpURI: string; backupCodes: string[] }>();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Thamani:/);
    expect(backupCodes).toHaveLength(10);
    // Not on until a code from the app confirms it.
    expect((await me(t.app, actor.cookie)).twoFactor).toEqual({ enabled: false, required: false });
    const wrong = await post(t.app, actor.cookie, '/two-factor/verify-totp', { code: wrongTotpFor(totpURI) });
    expect(wrong.statusCode).toBe(401);
    const ok = await post(t.app, actor.cookie, '/two-factor/verify-totp', { code: totpFor(totpURI) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await me(t.app, cookiesOf(ok))).twoFactor).toEqual({ enabled: true, required: false });
    expect(await actionsOf(actor.userId)).toContain('two_factor_enabled');

    const challenge = await startSignIn(t.app, actor.email);
    // The challenge cookie is no session.
    expect((await call(t.app, { cookie: challenge }, 'GET', '/api/me')).statusCode).toBe(401);
    const refused = await post(t.app, challenge, '/two-factor/verify-totp', { code: wrongTotpFor(totpURI) });
    expect(refused.statusCode).toBe(401);
    const signedIn = await post(t.app, challenge, '/two-factor/verify-totp', { code: totpFor(totpURI), trustDevice: false });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await me(t.app, cookiesOf(signedIn))).user.id).toBe(actor.userId);
  });

  it('checks the code format before better-auth sees it', async () => {
    const actor = await newActor(t.app, 'user');
    const res = await post(t.app, actor.cookie, '/two-factor/verify-totp', { code: '12ab56' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { code: ACCOUNT_MESSAGES.code } });
    const backup = await post(t.app, actor.cookie, '/two-factor/verify-backup-code', { code: 'not a code' });
    expect(backup.json()).toMatchObject({ fields: { code: ACCOUNT_MESSAGES.backupCode } });
    const noPassword = await post(t.app, actor.cookie, '/two-factor/enable', {});
    expect(noPassword.json()).toMatchObject({ fields: { password: ACCOUNT_MESSAGES.currentPasswordRequired } });
  });

  it('takes each backup code once', async () => {
    const actor = await newActor(t.app, 'user');
    const { backupCodes } = await enrol(t.app, actor);
    const code = backupCodes[0] ?? '';
    const first = await post(t.app, await startSignIn(t.app, actor.email), '/two-factor/verify-backup-code', { code });
    expect(first.statusCode, first.body).toBe(200);
    expect((await me(t.app, cookiesOf(first))).user.id).toBe(actor.userId);
    const again = await post(t.app, await startSignIn(t.app, actor.email), '/two-factor/verify-backup-code', { code });
    expect(again.statusCode).toBe(401);
  });

  it('makes new backup codes and turns off with the password, audited', async () => {
    const actor = await newActor(t.app, 'user');
    const { cookie, backupCodes } = await enrol(t.app, actor);
    const renewed = await post(t.app, cookie, '/two-factor/generate-backup-codes', { password: PASSWORD });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json<{ backupCodes: string[] }>().backupCodes;
    expect(fresh).toHaveLength(10);
    const old = await post(t.app, await startSignIn(t.app, actor.email), '/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(old.statusCode).toBe(401);

    const off = await post(t.app, cookie, '/two-factor/disable', { password: PASSWORD });
    expect(off.statusCode, off.body).toBe(200);
    const plain = await signInRaw(t.app, actor.email, PASSWORD);
    expect(plain.json()).not.toHaveProperty('twoFactorRedirect');
    expect(await actionsOf(actor.userId)).toEqual(expect.arrayContaining(['two_factor_enabled', 'backup_codes_regenerated', 'two_factor_disabled']));
  });

  it('refuses a deactivated account at the code step too', async () => {
    const actor = await newActor(t.app, 'user');
    const { totpURI } = await enrol(t.app, actor);
    const challenge = await startSignIn(t.app, actor.email);
    await t.database.db.update(profiles).set({ deactivatedAt: new Date() }).where(eq(profiles.userId, actor.userId));
    const res = await post(t.app, challenge, '/two-factor/verify-totp', { code: totpFor(totpURI) });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toBe(PEOPLE_MESSAGES.deactivatedSignIn);
    expect(res.cookies.some((c) => c.name.endsWith('session_token') && c.value !== '')).toBe(false);
  });

  it('limits code guesses per account however many challenges they spread over', async () => {
    const limited = await createTestApp(t.database, { rateLimit: { ...t.app.ctx.settings.rateLimit, twoFactorPerAccount: 3 } });
    try {
      const actor = await newActor(limited, 'user');
      const { totpURI } = await enrol(limited, actor);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        // A new challenge (and IP) every time: better-auth's per-challenge count never trips.
        const challenge = await startSignIn(limited, actor.email, `10.0.9.${i}`);
        statuses.push((await post(limited, challenge, '/two-factor/verify-totp', { code: wrongTotpFor(totpURI) })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      // Even the right code waits now.
      const challenge = await startSignIn(limited, actor.email, '10.0.9.9');
      const right = await post(limited, challenge, '/two-factor/verify-totp', { code: totpFor(totpURI) });
      expect(right.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('limits code guesses per IP', async () => {
    const limited = await createTestApp(t.database, { rateLimit: { ...t.app.ctx.settings.rateLimit, twoFactorPerIp: 2 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.inject({
          method: 'POST',
          url: '/api/auth/two-factor/verify-totp',
          headers: { origin: PUBLIC_URL },
          payload: { code: '000000' },
          remoteAddress: '10.0.8.1',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('two-factor sign-in required for a role (TWO_FACTOR_REQUIRED_FOR)', () => {
  it('refuses an admin without it on every admin route, with the reason, until they enrol', async () => {
    const strict = await createTestApp(t.database, { twoFactorRequiredFor: ['admin'] });
    try {
      const admin = await newActor(strict, 'admin');
      expect((await me(strict, admin.cookie)).twoFactor).toEqual({ enabled: false, required: true });
      const refused = await call(strict, admin, 'GET', '/api/admin/audit');
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe(ACCOUNT_MESSAGES.mustEnrol);
      // Their own account still works, so they can enrol.
      expect((await call(strict, admin, 'GET', '/api/me/account')).statusCode).toBe(200);
      // Agents are not listed: they go on as before.
      const agent = await newActor(strict, 'agent');
      expect((await call(strict, agent, 'GET', '/api/visits')).statusCode).toBe(200);

      const { cookie } = await enrol(strict, admin);
      expect((await me(strict, cookie)).twoFactor).toEqual({ enabled: true, required: true });
      expect((await call(strict, { cookie }, 'GET', '/api/admin/audit')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('is off in tests and development unless set', async () => {
    const admin = await newActor(t.app, 'admin');
    expect((await me(t.app, admin.cookie)).twoFactor?.required).toBe(false);
    expect((await call(t.app, admin, 'GET', '/api/admin/audit')).statusCode).toBe(200);
  });
});
