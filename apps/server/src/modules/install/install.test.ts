import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { user, verification } from '#db/schema/auth.table.ts';
import { DEMO_PASSWORD, seedDemoAccounts } from '#platform/seed.ts';
import { PUBLIC_URL, signInRaw, uniqueEmail } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { ADMIN_PASSWORD_MIN_LENGTH, createAdmin, InstallError, type AdminDeps } from './create-admin.ts';
import { listOpenDemoAccounts } from './install-state.ts';
import { demoAccountRefusal, noAdminNotice } from './production-start.ts';
import { closeDemoAccounts, DEMO_CLOSED_REASON } from './remove-demo.ts';

const t = useTestApp({ timeoutMs: 120_000 });
const CLI = 'node /opt/thamani/apps/server/dist/cli.js';
const PASSWORD = 'a-long-admin-password';

function deps(now?: () => Date): AdminDeps {
  const { db, bus, cache, auth } = t.app.ctx;
  return { db, bus, cache, auth, publicUrl: PUBLIC_URL, now };
}

async function actionsOn(userId: string): Promise<string[]> {
  const rows = await t.database.db.select({ action: auditLogs.actionType }).from(auditLogs).where(eq(auditLogs.entityId, userId));
  return rows.map((r) => r.action).sort();
}

function resetPassword(token: string, newPassword: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: { origin: PUBLIC_URL }, payload: { token, newPassword } });
}

describe('the first admin, made on the server', () => {
  it('says the exact command while no admin can sign in, and nothing once one can', async () => {
    const notice = await noAdminNotice(t.database.db, CLI, true);
    expect(notice).toContain(`${CLI} admin create --email you@yourfirm.co.ke --name "Your Name"`);
    expect(notice).toContain('sudo systemctl stop thamani');

    const email = uniqueEmail('first-admin');
    const created = await createAdmin(deps(), { email, name: 'Amina Odhiambo', password: PASSWORD });
    expect((await signInRaw(t.app, email, PASSWORD)).statusCode).toBe(200);
    expect(await actionsOn(created.userId)).toEqual(['admin_created', 'role_changed', 'user_signed_up']);
    expect(await noAdminNotice(t.database.db, CLI, true)).toBeNull();
  });

  it('refuses a short password, the demo password, a demo address and an address already taken', async () => {
    const email = uniqueEmail('admin');
    await expect(createAdmin(deps(), { email, name: 'A', password: 'x'.repeat(ADMIN_PASSWORD_MIN_LENGTH - 1) })).rejects.toThrow(
      `at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`,
    );
    await expect(createAdmin(deps(), { email, name: 'A', password: DEMO_PASSWORD })).rejects.toThrow("demo's published password");
    await expect(createAdmin(deps(), { email: 'admin@thamani.test', name: 'A', password: PASSWORD })).rejects.toThrow("demo account's address");
    await expect(createAdmin(deps(), { email: 'not-an-address', name: 'A', password: PASSWORD })).rejects.toThrow(InstallError);
    await createAdmin(deps(), { email, name: 'A', password: PASSWORD });
    await expect(createAdmin(deps(), { email: email.toUpperCase(), name: 'B', password: PASSWORD })).rejects.toThrow('already has an account');
  });

  it('prints a link that sets the password once, and stops working after a day', async () => {
    const email = uniqueEmail('linked-admin');
    const created = await createAdmin(deps(), { email, name: 'Linked Admin' });
    const link = new URL(created.link?.url ?? '');
    expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/reset-password`);
    // No password until the link is used.
    expect((await signInRaw(t.app, email, PASSWORD)).statusCode).toBe(401);
    const token = link.searchParams.get('token') ?? '';
    expect((await resetPassword(token, PASSWORD)).statusCode).toBe(200);
    expect((await signInRaw(t.app, email, PASSWORD)).statusCode).toBe(200);
    expect((await resetPassword(token, 'another-long-password')).statusCode).toBe(400);

    const yesterday = () => new Date(Date.now() - 24 * 3600_000 - 60_000);
    const stale = await createAdmin(deps(yesterday), { email: uniqueEmail('late-admin'), name: 'Late Admin' });
    const staleToken = new URL(stale.link?.url ?? '').searchParams.get('token') ?? '';
    expect((await resetPassword(staleToken, PASSWORD)).statusCode).toBe(400);
    const rows = await t.database.db.select().from(verification).where(eq(verification.value, stale.userId));
    expect(rows).toHaveLength(1);
  });
});

describe('demo accounts and production', () => {
  it('refuses production while a demo account is open, and remove-demo closes them all, audited', async () => {
    await seedDemoAccounts(t.app.ctx);
    expect((await signInRaw(t.app, 'admin@thamani.test', DEMO_PASSWORD)).statusCode).toBe(200);
    const refusal = await demoAccountRefusal(t.database.db, CLI, false);
    expect(refusal).toContain('admin@thamani.test');
    expect(refusal).toContain(`${CLI} admin remove-demo`);

    const closed = await closeDemoAccounts(t.app.ctx);
    expect(closed).toEqual(['admin@thamani.test', 'agent@thamani.test', 'client@thamani.test']);
    for (const email of closed) {
      const res = await signInRaw(t.app, email, DEMO_PASSWORD);
      expect(res.statusCode, email).not.toBe(200);
    }
    expect(await listOpenDemoAccounts(t.database.db)).toEqual([]);
    expect(await demoAccountRefusal(t.database.db, CLI, false)).toBeNull();
    const [admin] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, 'admin@thamani.test'));
    const audit = await t.database.db.select().from(auditLogs).where(eq(auditLogs.entityId, admin?.id ?? ''));
    expect(audit.find((r) => r.actionType === 'user_deactivated')?.details).toMatchObject({ reason: DEMO_CLOSED_REASON, via: 'command line' });
    expect(await closeDemoAccounts(t.app.ctx)).toEqual([]);
  });
});
