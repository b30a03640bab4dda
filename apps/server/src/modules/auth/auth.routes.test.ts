import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@thamani/domain/messages';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { user } from '#db/schema/auth.table.ts';
import { profiles } from '#db/schema/profiles.table.ts';
import { userRoles } from '#db/schema/user-roles.table.ts';
import { createTestApp, mailsTo, signIn, signUp, uniqueEmail } from '#test/test-app.ts';
import type { App } from '#app.ts';
import { useTestApp } from '#test/use-test-app.ts';

const t = useTestApp();

async function rowsFor(email: string) {
  const db = t.app.ctx.db;
  const [u] = await db.select().from(user).where(eq(user.email, email));
  if (!u) {
    return { user: undefined, profile: undefined, role: undefined, audit: [] };
  }
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, u.id));
  const [role] = await db.select().from(userRoles).where(eq(userRoles.userId, u.id));
  const audit = await db.select().from(auditLogs).where(eq(auditLogs.entityId, u.id));
  return { user: u, profile, role, audit };
}

describe('sign-up', () => {
  it('creates the user with profile, role and audit rows, sends a confirmation mail, and does not sign in', async () => {
    const email = uniqueEmail();
    const res = await signUp(t.app, { name: 'Wanjiru Njeri', email, password: 'secret123', role: 'agent' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: null, user: { email } });
    expect(res.headers['set-cookie']).toBeUndefined();
    const rows = await rowsFor(email);
    expect(rows.profile).toMatchObject({ fullName: 'Wanjiru Njeri', email });
    expect(rows.role?.role).toBe('agent');
    expect(rows.audit.map((a) => a.actionType)).toContain('user_signed_up');
    const mails = await mailsTo(t.app, email);
    expect(mails[0]?.subject).toMatch(/Confirm/);
    expect(mails[0]?.text).toContain('/api/auth/verify-email?token=');
  });

  it('defaults the role to user', async () => {
    const email = uniqueEmail();
    await signUp(t.app, { name: 'No Role', email, password: 'secret123' });
    expect((await rowsFor(email)).role?.role).toBe('user');
  });

  it('answers a taken e-mail exactly like a fresh sign-up and mails the owner', async () => {
    const email = uniqueEmail();
    const first = await signUp(t.app, { name: 'First Owner', email, password: 'secret123' });
    const second = await signUp(t.app, { name: 'Someone Else', email, password: 'other-pass' });
    expect(second.statusCode).toBe(first.statusCode);
    const a = first.json<{ token: null; user: Record<string, unknown> }>();
    const b = second.json<{ token: null; user: Record<string, unknown> }>();
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(Object.keys(b.user).sort()).toEqual(Object.keys(a.user).sort());
    expect(b.user.id).not.toBe(a.user.id);
    const mails = await mailsTo(t.app, email);
    expect(mails.map((m) => m.subject)).toContain('Someone tried to sign up with your address');
    // The original account is untouched.
    await signIn(t.app, email, 'secret123');
  });

  it('refuses a short password with the spec message', async () => {
    const res = await signUp(t.app, { name: 'Short Pass', email: uniqueEmail(), password: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION',
      key: 'validation.password',
      message: VALIDATION_MESSAGES.password,
      fields: { password: VALIDATION_MESSAGES.password },
      fieldKeys: { password: { key: 'validation.password' } },
    });
  });
});

describe('role self-service off', () => {
  let locked: App;
  beforeAll(async () => {
    locked = await createTestApp(t.database, { roleSelfService: false });
  });
  afterAll(async () => {
    await locked.close();
  });

  it('ignores the sign-up role', async () => {
    const email = uniqueEmail();
    const res = await signUp(locked, { name: 'Would Be Admin', email, password: 'secret123', role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect((await rowsFor(email)).role?.role).toBe('user');
  });
});
