import { describe, expect, it } from 'vitest';
import type { RequestStatus } from '@thamani/domain/requests';
import { properties } from '#db/schema/properties.table.ts';
import { valuationRequests } from '#db/schema/valuation-requests.table.ts';
import { newUser } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';

const t = useTestApp();

async function me(cookie: string) {
  return (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json<{ user: { id: string }; profile: { id: string } }>();
}

async function insertRequests(profileId: string, statuses: RequestStatus[]) {
  const [property] = await t.app.ctx.db
    .insert(properties)
    .values({ title: 'Kilimani apartment', propertyType: 'residential', price: 12_500_000, address: 'Argwings Kodhek Rd, Nairobi' })
    .returning();
  const base = Date.parse('2026-03-01T08:00:00Z');
  return t.app.ctx.db
    .insert(valuationRequests)
    .values(
      statuses.map((status, i) => ({
        requesterId: profileId,
        propertyId: property?.id,
        status,
        requestedAt: new Date(base + i * 60_000),
      })),
    )
    .returning();
}

describe('GET /api/requests and /stats', () => {
  it('401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/requests' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/requests/stats' })).statusCode).toBe(401);
  });

  it('lists only the caller’s requests, newest first, with keyset pages and the joined property', async () => {
    const alice = await newUser(t.app);
    const bob = await newUser(t.app);
    const aliceProfile = (await me(alice.cookie)).profile.id;
    const bobProfile = (await me(bob.cookie)).profile.id;
    const inserted = await insertRequests(aliceProfile, ['pending', 'assigned', 'visit_scheduled', 'in-progress', 'under_review']);
    await insertRequests(bobProfile, ['completed']);

    const page1 = await t.app.inject({ method: 'GET', url: '/api/requests?limit=2', headers: { cookie: alice.cookie } });
    expect(page1.statusCode).toBe(200);
    const body1 = page1.json<{ items: Array<{ id: string; status: string; property: unknown }>; nextCursor: string | null }>();
    expect(body1.items.map((i) => i.status)).toEqual(['under_review', 'in-progress']);
    expect(body1.items[0]?.property).toMatchObject({ title: 'Kilimani apartment', propertyType: 'residential', price: 12_500_000 });
    expect(body1.nextCursor).toEqual(expect.any(String));

    const seen = [...body1.items];
    let cursor = body1.nextCursor;
    while (cursor) {
      const next = await t.app.inject({ method: 'GET', url: `/api/requests?limit=2&cursor=${cursor}`, headers: { cookie: alice.cookie } });
      const body = next.json<{ items: typeof body1.items; nextCursor: string | null }>();
      seen.push(...body.items);
      cursor = body.nextCursor;
    }
    expect(seen.map((i) => i.id).sort()).toEqual(inserted.map((r) => r.id).sort());

    const bobList = (await t.app.inject({ method: 'GET', url: '/api/requests', headers: { cookie: bob.cookie } })).json<{ items: Array<{ status: string }> }>();
    expect(bobList.items.map((i) => i.status)).toEqual(['completed']);
  });

  it('counts each active stage as In Progress in one aggregate', async () => {
    const carol = await newUser(t.app);
    const profileId = (await me(carol.cookie)).profile.id;
    await insertRequests(profileId, ['pending', 'pending', 'assigned', 'visit_scheduled', 'in-progress', 'under_review', 'completed', 'cancelled']);
    const res = await t.app.inject({ method: 'GET', url: '/api/requests/stats', headers: { cookie: carol.cookie } });
    expect(res.json()).toEqual({ total: 8, completed: 1, inProgress: 4, pending: 2 });
    const empty = await newUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/requests/stats', headers: { cookie: empty.cookie } })).json()).toEqual({
      total: 0,
      completed: 0,
      inProgress: 0,
      pending: 0,
    });
  });

  it('400 for a bad cursor or limit', async () => {
    const dan = await newUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/requests?cursor=nonsense', headers: { cookie: dan.cookie } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/requests?limit=1000', headers: { cookie: dan.cookie } })).statusCode).toBe(400);
  });
});
