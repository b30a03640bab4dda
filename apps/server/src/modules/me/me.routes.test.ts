import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt, decodeProtectedHeader, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@thamani/domain/limits';
import { AUTH_MESSAGES, SESSION_MESSAGES } from '@thamani/domain/messages';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { profiles } from '#db/schema/profiles.table.ts';
import { userRoles } from '#db/schema/user-roles.table.ts';
import { createTestApp, getAccessToken, newUser, PUBLIC_URL, signIn } from '#test/test-app.ts';
import type { App } from '#app.ts';
import { useTestApp } from '#test/use-test-app.ts';

const t = useTestApp();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (a: App, url: string, headers: Record<string, string>) => a.inject({ method: 'GET', url, headers });

describe('GET /api/me', () => {
  it('401 without a session, with the spec message', async () => {
    const res = await get(t.app, '/api/me', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', key: 'session.noActiveSession', message: SESSION_MESSAGES.noActiveSession });
  });

  it('answers with the session cookie', async () => {
    const { cookie, email } = await newUser(t.app, 'agent');
    const res = await get(t.app, '/api/me', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { email, emailVerified: false }, profile: { fullName: 'Test Person', email }, role: 'agent' });
  });

  it('answers with a Bearer access token carrying sub, sid and email but no role', async () => {
    const { cookie, email } = await newUser(t.app);
    const token = await getAccessToken(t.app, cookie);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ email, iss: new URL(PUBLIC_URL).origin });
    expect(typeof claims.sub).toBe('string');
    expect(typeof claims.sid).toBe('string');
    expect(claims).not.toHaveProperty('role');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(ACCESS_TOKEN_TTL_SECONDS);
    const res = await get(t.app, '/api/me', bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: { email: string } }>().user.email).toBe(email);
  });

  it('401 for a forged token (right kid, wrong key) and for garbage', async () => {
    const { cookie } = await newUser(t.app);
    const real = await getAccessToken(t.app, cookie);
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const forged = await new SignJWT({ ...decodeJwt(real) })
      .setProtectedHeader({ alg: 'EdDSA', kid: decodeProtectedHeader(real).kid })
      .sign(privateKey);
    expect((await get(t.app, '/api/me', bearer(forged))).statusCode).toBe(401);
    expect((await get(t.app, '/api/me', bearer('not.a.jwt'))).statusCode).toBe(401);
  });

  it('401 for an expired token', async () => {
    const { cookie } = await newUser(t.app);
    const token = await getAccessToken(t.app, cookie);
    const later = await createTestApp(t.database, {}, () => new Date(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000));
    try {
      expect((await get(later, '/api/me', bearer(token))).statusCode).toBe(401);
      expect((await get(later, '/api/me', { cookie })).statusCode).toBe(200);
    } finally {
      await later.close();
    }
  });
});

describe('sign-out and revocation take effect at once', () => {
  it('sign-out: the cookie and an access token of that session stop working immediately', async () => {
    const { cookie } = await newUser(t.app);
    const token = await getAccessToken(t.app, cookie);
    expect((await get(t.app, '/api/me', bearer(token))).statusCode).toBe(200); // now cached
    expect((await get(t.app, '/api/me', { cookie })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, origin: PUBLIC_URL } });
    expect(out.statusCode).toBe(200);
    expect((await get(t.app, '/api/me', bearer(token))).statusCode).toBe(401);
    expect((await get(t.app, '/api/me', { cookie })).statusCode).toBe(401);
  });

  it('revoke-sessions ends every session of the user (global sign-out)', async () => {
    const { cookie, email, password } = await newUser(t.app);
    const otherDevice = await signIn(t.app, email, password);
    const otherToken = await getAccessToken(t.app, otherDevice);
    expect((await get(t.app, '/api/me', bearer(otherToken))).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/revoke-sessions', headers: { cookie, origin: PUBLIC_URL }, payload: {} });
    expect(res.statusCode).toBe(200);
    expect((await get(t.app, '/api/me', bearer(otherToken))).statusCode).toBe(401);
    expect((await get(t.app, '/api/me', { cookie: otherDevice })).statusCode).toBe(401);
    expect((await get(t.app, '/api/me', { cookie })).statusCode).toBe(401);
  });
});

describe('PUT /api/me/role', () => {
  it('changes the role at once (validate reads user_roles), audited, without signing out', async () => {
    const { cookie } = await newUser(t.app);
    const token = await getAccessToken(t.app, cookie);
    expect((await get(t.app, '/api/auth/validate', bearer(token))).json()).toEqual({ role: 'user' });
    const res = await t.app.inject({ method: 'PUT', url: '/api/me/role', headers: { cookie }, payload: { role: 'admin' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ role: 'admin' });
    expect((await get(t.app, '/api/auth/validate', bearer(token))).json()).toEqual({ role: 'admin' });
    expect((await get(t.app, '/api/auth/validate', { cookie })).json()).toEqual({ role: 'admin' });
    const me = await get(t.app, '/api/me', { cookie });
    const userId = me.json<{ user: { id: string } }>().user.id;
    const audit = await t.app.ctx.db.select().from(auditLogs).where(eq(auditLogs.entityId, userId));
    expect(audit.find((a) => a.actionType === 'role_changed')?.details).toEqual({ from: 'user', to: 'admin' });
    const roles = await t.app.ctx.db.select().from(userRoles).where(eq(userRoles.userId, userId));
    expect(roles).toHaveLength(1);
  });

  it('400 for an unknown role', async () => {
    const { cookie } = await newUser(t.app);
    const res = await t.app.inject({ method: 'PUT', url: '/api/me/role', headers: { cookie }, payload: { role: 'root' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { role: expect.any(String) } });
  });

  it('403 when role self-service is off', async () => {
    const locked = await createTestApp(t.database, { roleSelfService: false });
    try {
      const { cookie } = await newUser(locked);
      const res = await locked.inject({ method: 'PUT', url: '/api/me/role', headers: { cookie }, payload: { role: 'admin' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', key: 'auth.roleSelfServiceOff', message: AUTH_MESSAGES.roleSelfServiceOff });
      expect((await get(locked, '/api/auth/validate', { cookie })).json()).toEqual({ role: 'user' });
    } finally {
      await locked.close();
    }
  });
});

describe('POST /api/me/ensure', () => {
  it('recreates missing profile and role rows and is idempotent', async () => {
    const { cookie } = await newUser(t.app, 'agent');
    const me = (await get(t.app, '/api/me', { cookie })).json<{ user: { id: string } }>();
    await t.app.ctx.db.delete(userRoles).where(eq(userRoles.userId, me.user.id));
    await t.app.ctx.db.delete(profiles).where(eq(profiles.userId, me.user.id));
    const first = await t.app.inject({ method: 'POST', url: '/api/me/ensure', headers: { cookie } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ role: 'user', profile: { fullName: 'Test Person' } });
    const second = await t.app.inject({ method: 'POST', url: '/api/me/ensure', headers: { cookie } });
    expect(second.json()).toEqual(first.json());
  });
});
