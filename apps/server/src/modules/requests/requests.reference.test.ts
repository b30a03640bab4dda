import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REQUEST_REFERENCE_PATTERN } from '@thamani/domain/request-reference';
import { valuationRequests } from '#db/schema/valuation-requests.table.ts';
import { newUser, requestBody } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';

const t = useTestApp();

async function profileOf(cookie: string): Promise<string> {
  return (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json<{
    profile: { id: string };
  }>().profile.id;
}

const serial = (reference: string) => Number(reference.split('-')[2]);

describe('request references', () => {
  it('numbers requests in the order they are received, per Nairobi calendar year', async () => {
    const client = await newUser(t.app);
    const requesterId = await profileOf(client.cookie);
    const insert = (requestedAt: string) =>
      t.app.ctx.db
        .insert(valuationRequests)
        .values({ requesterId, requestedAt: new Date(requestedAt) })
        .returning()
        .then(([row]) => row!.reference);

    const first = await insert('2031-03-01T08:00:00Z');
    const second = await insert('2031-03-02T08:00:00Z');
    // 22:30 UTC on 31 December is already 1 January in Nairobi.
    const newYear = await insert('2031-12-31T22:30:00Z');
    const lastDay = await insert('2031-12-31T20:00:00Z');

    expect(first).toMatch(REQUEST_REFERENCE_PATTERN);
    expect(first).toBe('TH-2031-0001');
    expect(second).toBe('TH-2031-0002');
    expect(newYear).toBe('TH-2032-0001');
    expect(lastDay).toBe('TH-2031-0003');
  });

  it('never gives one number twice, even to requests made at the same moment', async () => {
    const client = await newUser(t.app);
    const requesterId = await profileOf(client.cookie);
    const rows = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.ctx.db
          .insert(valuationRequests)
          .values({ requesterId, requestedAt: new Date('2033-05-05T05:00:00Z') })
          .returning(),
      ),
    );
    const references = rows.map(([row]) => row!.reference);
    expect(new Set(references).size).toBe(12);
    expect(references.map(serial).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('gives the number of a request that was not saved to the next one', async () => {
    const client = await newUser(t.app);
    const requesterId = await profileOf(client.cookie);
    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        await tx.insert(valuationRequests).values({ requesterId, requestedAt: new Date('2034-02-02T08:00:00Z') });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const [row] = await t.app.ctx.db
      .insert(valuationRequests)
      .values({ requesterId, requestedAt: new Date('2034-02-03T08:00:00Z') })
      .returning();
    expect(row!.reference).toBe('TH-2034-0001');
  });

  it('a new request answers with its reference in the list and the detail', async () => {
    const client = await newUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: { cookie: client.cookie },
      payload: requestBody(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    const [stored] = await t.app.ctx.db
      .select({ reference: valuationRequests.reference })
      .from(valuationRequests)
      .where(eq(valuationRequests.id, id));
    expect(stored!.reference).toMatch(REQUEST_REFERENCE_PATTERN);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/requests/${id}`,
      headers: { cookie: client.cookie },
    });
    expect(detail.json<{ reference: string }>().reference).toBe(stored!.reference);
    const list = await t.app.inject({ method: 'GET', url: '/api/requests', headers: { cookie: client.cookie } });
    expect(
      list.json<{ items: Array<{ id: string; reference: string }> }>().items.find((i) => i.id === id)?.reference,
    ).toBe(stored!.reference);
    const counter = await t.app.ctx.db.execute(sql`select count(*)::int as n from request_reference_counters`);
    expect((counter as { rows: unknown[] }).rows.length).toBe(1);
  });
});
