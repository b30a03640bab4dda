import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccountResponse, Device } from '@thamani/domain/account';
import { FIELD_MESSAGES, VALIDATION_MESSAGES } from '@thamani/domain/messages';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { getAccessToken, newActor, PUBLIC_URL, signIn } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';

const t = useTestApp({ timeoutMs: 120_000, actors: { client: { role: 'user', name: 'Wanjiru Kamau' } } });
const { client } = t.actors;

function send(method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, cookie: string | null, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function actionsOf(userId: string): Promise<string[]> {
  const rows = await t.database.db.select({ action: auditLogs.actionType }).from(auditLogs).where(eq(auditLogs.entityId, userId));
  return rows.map((r) => r.action);
}

describe('name and phone', () => {
  it('changes both, the phone written as +254, and the name shows everywhere', async () => {
    const res = await send('PATCH', '/api/me/account', client.cookie, { fullName: '  Wanjiru W. Kamau ', phone: '0712 345 678' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AccountResponse>()).toEqual({ fullName: 'Wanjiru W. Kamau', email: client.email, phone: '+254712345678' });
    const me = await send('GET', '/api/me', client.cookie);
    expect(me.json<{ profile: { fullName: string } }>().profile.fullName).toBe('Wanjiru W. Kamau');
    const session = await send('GET', '/api/auth/get-session', client.cookie);
    expect(session.json<{ user: { name: string } }>().user.name).toBe('Wanjiru W. Kamau');
    expect(await actionsOf(client.userId)).toContain('account_updated');
    const cleared = await send('PATCH', '/api/me/account', client.cookie, { fullName: 'Wanjiru Kamau', phone: '' });
    expect(cleared.json<AccountResponse>().phone).toBeNull();
  });

  it('refuses a short name or a number that is not a Kenyan mobile, with the field messages', async () => {
    const name = await send('PATCH', '/api/me/account', client.cookie, { fullName: 'W', phone: '' });
    expect(name.statusCode).toBe(400);
    expect(name.json()).toMatchObject({ fields: { fullName: VALIDATION_MESSAGES.fullName } });
    const phone = await send('PATCH', '/api/me/account', client.cookie, { fullName: 'Wanjiru', phone: '12345' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toMatchObject({ fields: { phone: FIELD_MESSAGES.phone } });
  });

  it('is for signed-in people only', async () => {
    expect((await send('GET', '/api/me/account', null)).statusCode).toBe(401);
    expect((await send('PATCH', '/api/me/account', null, { fullName: 'Someone', phone: '' })).statusCode).toBe(401);
    expect((await send('GET', '/api/me/sessions', null)).statusCode).toBe(401);
  });
});

describe('password', () => {
  it('changes with the current password, audited, and can sign the other devices out', async () => {
    const actor = await newActor(t.app, 'user');
    const other = await signIn(t.app, actor.email, 'secret123');
    const wrong = await send('POST', '/api/auth/change-password', actor.cookie, { currentPassword: 'not-it', newPassword: 'new-secret1' });
    expect(wrong.statusCode).toBe(400);
    const short = await send('POST', '/api/auth/change-password', actor.cookie, { currentPassword: 'secret123', newPassword: '123' });
    expect(short.json()).toMatchObject({ fields: { newPassword: VALIDATION_MESSAGES.password } });
    const ok = await send('POST', '/api/auth/change-password', actor.cookie, { currentPassword: 'secret123', newPassword: 'new-secret1', revokeOtherSessions: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await send('GET', '/api/me', other)).statusCode).toBe(401);
    expect(await actionsOf(actor.userId)).toContain('password_changed');
    expect((await signIn(t.app, actor.email, 'new-secret1')).length).toBeGreaterThan(0);
  });
});

describe('signed-in devices', () => {
  it('lists them with this device marked, and signs one out at once (cookie and access token)', async () => {
    const actor = await newActor(t.app, 'user');
    const laptop = await signIn(t.app, actor.email, 'secret123');
    const token = await getAccessToken(t.app, laptop);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);

    const list = await send('GET', '/api/me/sessions', actor.cookie);
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json<{ items: Device[] }>().items;
    expect(items).toHaveLength(2);
    expect(items.filter((d) => d.isCurrent)).toHaveLength(1);
    const laptopDevice = items.find((d) => !d.isCurrent);
    expect(laptopDevice?.label).toBeTruthy();

    // Someone else cannot sign my laptop out.
    const stranger = await newActor(t.app, 'user');
    expect((await send('DELETE', `/api/me/sessions/${laptopDevice?.id}`, stranger.cookie)).statusCode).toBe(204);
    expect((await send('GET', '/api/me', laptop)).statusCode).toBe(200);

    expect((await send('DELETE', `/api/me/sessions/${laptopDevice?.id}`, actor.cookie)).statusCode).toBe(204);
    expect((await send('GET', '/api/me', laptop)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    expect((await send('GET', '/api/me', actor.cookie)).statusCode).toBe(200);
    expect(await actionsOf(actor.userId)).toContain('sessions_revoked');
  });

  it('signs out every other device and keeps this one', async () => {
    const actor = await newActor(t.app, 'user');
    const phone = await signIn(t.app, actor.email, 'secret123');
    const tablet = await signIn(t.app, actor.email, 'secret123');
    const res = await send('POST', '/api/me/sessions/revoke-others', actor.cookie, {});
    expect(res.json()).toEqual({ revoked: 2 });
    expect((await send('GET', '/api/me', phone)).statusCode).toBe(401);
    expect((await send('GET', '/api/me', tablet)).statusCode).toBe(401);
    expect((await send('GET', '/api/me', actor.cookie)).statusCode).toBe(200);
    const left = (await send('GET', '/api/me/sessions', actor.cookie)).json<{ items: Device[] }>().items;
    expect(left.map((d) => d.isCurrent)).toEqual([true]);
  });
});
