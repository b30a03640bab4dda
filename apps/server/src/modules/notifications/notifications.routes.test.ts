import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '#db/schema/notifications.table.ts';
import { inTransaction } from '#platform/transaction.ts';
import { newUser } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { notify, type NotifyInput } from './notify.ts';

const t = useTestApp();

async function me(cookie: string) {
  return (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json<{ user: { id: string } }>();
}

describe('GET /api/notifications', () => {
  it('lists the caller’s notifications, newest first', async () => {
    const erin = await newUser(t.app);
    const other = await newUser(t.app);
    const erinId = (await me(erin.cookie)).user.id;
    const otherId = (await me(other.cookie)).user.id;
    await t.app.ctx.db.insert(notifications).values([
      { userId: erinId, kind: 'request_status', title: 'Older', createdAt: new Date('2026-03-01T08:00:00Z') },
      { userId: erinId, kind: 'request_status', title: 'Newer', link: '/my-requests', createdAt: new Date('2026-03-02T08:00:00Z') },
      { userId: otherId, kind: 'request_status', title: 'Not yours' },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications?limit=1', headers: { cookie: erin.cookie } });
    const body = res.json<{ items: Array<{ title: string; link: string | null }>; nextCursor: string }>();
    expect(body.items).toEqual([expect.objectContaining({ title: 'Newer', link: '/my-requests', readAt: null })]);
    const page2 = await t.app.inject({ method: 'GET', url: `/api/notifications?cursor=${body.nextCursor}`, headers: { cookie: erin.cookie } });
    expect(page2.json()).toEqual({ items: [expect.objectContaining({ title: 'Older' })], nextCursor: null });
  });
});

describe('GET /api/notifications/:id', () => {
  it('returns one of the caller’s notifications (what a `notification` event announces); anyone else’s is 404', async () => {
    const erin = await newUser(t.app);
    const other = await newUser(t.app);
    const erinId = (await me(erin.cookie)).user.id;
    const [row] = await t.app.ctx.db
      .insert(notifications)
      .values({ userId: erinId, kind: 'visit_scheduled', title: 'Site visit scheduled', body: 'Monday at 9:00 AM.', link: '/my-requests/x' })
      .returning();
    const url = `/api/notifications/${row?.id}`;
    const own = await t.app.inject({ method: 'GET', url, headers: { cookie: erin.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      id: row?.id,
      kind: 'visit_scheduled',
      title: 'Site visit scheduled',
      body: 'Monday at 9:00 AM.',
      link: '/my-requests/x',
      readAt: null,
      createdAt: expect.any(String),
    });
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/not-a-uuid', headers: { cookie: erin.cookie } })).statusCode).toBe(400);
  });
});

describe('stored as kind and parameters, rendered when read (ADR 018)', () => {
  it('notify stores the parameters and no text; the API renders them', async () => {
    const erin = await newUser(t.app);
    const erinId = (await me(erin.cookie)).user.id;
    const text = await inTransaction(t.app.ctx, (tx) =>
      notify(tx, {
        userId: erinId,
        kind: 'visit_cancelled',
        params: { request: { title: 'Kilimani house', reference: 'TH-2026-0142' }, reason: 'The owner is away' },
        link: '/my-requests/x',
      }),
    );
    const expected = {
      title: 'Site visit cancelled',
      body: 'The site visit to "Kilimani house" (TH-2026-0142) was cancelled: The owner is away',
    };
    expect(text).toEqual(expected);
    const [row] = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, erinId));
    expect(row).toMatchObject({
      kind: 'visit_cancelled',
      params: { request: { title: 'Kilimani house', reference: 'TH-2026-0142' }, reason: 'The owner is away' },
      title: null,
      body: null,
    });
    const own = await t.app.inject({ method: 'GET', url: `/api/notifications/${row?.id}`, headers: { cookie: erin.cookie } });
    expect(own.json()).toMatchObject({ kind: 'visit_cancelled', ...expected, link: '/my-requests/x' });
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: erin.cookie } });
    expect(list.json<{ items: unknown[] }>().items).toEqual([expect.objectContaining(expected)]);
  });

  it('refuses parameters that do not fit the kind, and a row with neither parameters nor text', async () => {
    const erin = await newUser(t.app);
    const erinId = (await me(erin.cookie)).user.id;
    const wrong = { userId: erinId, kind: 'visit_scheduled', params: { request: { title: 'X', reference: null } }, link: null };
    await expect(inTransaction(t.app.ctx, (tx) => notify(tx, wrong as unknown as NotifyInput))).rejects.toThrow();
    await expect(t.app.ctx.db.insert(notifications).values({ userId: erinId, kind: 'request_status' })).rejects.toThrow();
    expect(await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, erinId))).toEqual([]);
  });
});
