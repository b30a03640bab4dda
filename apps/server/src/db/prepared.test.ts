import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/test-app.ts';
import { literalLimit, mapFlatRows, preparedPerDbAndLimit } from './prepared.ts';
import { user } from './schema/auth.table.ts';
import { profiles } from './schema/profiles.table.ts';
import { valuationRequests } from './schema/valuation-requests.table.ts';

let t: TestDatabase;
const userIds = [`prepared-${randomUUID()}`, `prepared-${randomUUID()}`];

beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.insert(user).values(userIds.map((id, i) => ({ id, name: `Person ${i}`, email: `${id}@example.test`, twoFactorEnabled: i === 0 })));
  await t.db.insert(profiles).values(userIds.map((id, i) => ({ userId: id, fullName: i === 0 ? 'Wanjiru' : null, email: `${id}@example.test`, lastSignInAt: new Date('2030-01-02T03:04:05.678Z') })));
});
afterAll(async () => {
  await t.drop();
});

/** The same flat selection as a statement with the fast mapper and one with drizzle's own. */
function flatSelection(name: string) {
  return t.db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      lastSignInAt: profiles.lastSignInAt,
      createdAt: profiles.createdAt,
      twoFactor: user.twoFactorEnabled,
      requestId: valuationRequests.id,
      requestedAt: valuationRequests.requestedAt,
      requests: sql<number>`(select count(*) from valuation_requests r where r.requester_id = ${profiles.id})::int`,
      label: sql<string>`upper(${profiles.email})`.as('label'),
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .leftJoin(valuationRequests, eq(valuationRequests.requesterId, profiles.id))
    .where(sql`${profiles.userId} in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})`)
    .orderBy(profiles.userId)
    .prepare(name);
}

describe('mapFlatRows', () => {
  it('maps a flat selection to the same rows as drizzle: dates, booleans, nulls of a left join, SQL and aliased fields', async () => {
    const fast = mapFlatRows(flatSelection('prepared_test_fast'));
    const plain = flatSelection('prepared_test_plain');
    expect((fast as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf('function');
    const [mine, drizzles] = await Promise.all([fast.execute(), plain.execute()]);
    expect(mine).toHaveLength(2);
    expect(mine).toEqual(drizzles);
    expect(mine.map((r) => r.lastSignInAt)).toEqual([new Date('2030-01-02T03:04:05.678Z'), new Date('2030-01-02T03:04:05.678Z')]);
    expect(mine.map((r) => r.requestId)).toEqual([null, null]);
    expect(mine.map((r) => r.fullName).sort()).toEqual(['Wanjiru', null]);
  });

  it('leaves a nested selection to drizzle (a left join nulls its whole object there)', async () => {
    const nested = t.db
      .select({ profile: { id: profiles.id }, request: { id: valuationRequests.id } })
      .from(profiles)
      .leftJoin(valuationRequests, eq(valuationRequests.requesterId, profiles.id))
      .where(eq(profiles.userId, userIds[0] ?? ''))
      .prepare('prepared_test_nested');
    expect((mapFlatRows(nested) as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
    expect(await nested.execute()).toEqual([{ profile: { id: expect.any(String) }, request: null }]);
  });
});

describe('page sizes as literals', () => {
  it('writes the page size into the SQL, not as a parameter, so PostgreSQL can reuse one plan', () => {
    const query = t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, sql.placeholder('userId'))).limit(literalLimit(21)).toSQL();
    expect(query.sql).toMatch(/ limit 21$/);
    // Only the user id is a parameter.
    expect(query.params).toHaveLength(1);
    expect(query.params).not.toContain(21);
    const withNumber = t.db.select({ id: profiles.id }).from(profiles).limit(21).toSQL();
    expect(withNumber.sql).toMatch(/ limit \$1$/);
  });

  it('refuses a page size that is not a whole number ≥ 0 (it is written into SQL)', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => literalLimit(bad)).toThrow(RangeError);
    }
    expect(() => literalLimit(0)).not.toThrow();
  });

  it('keeps one statement per page size and database, each answering with its own page size', async () => {
    const names: string[] = [];
    const page = preparedPerDbAndLimit((db, limit) => {
      names.push(`prepared_test_page_${limit}`);
      return db
        .select({ id: profiles.id })
        .from(profiles)
        .where(sql`${profiles.userId} in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})`)
        .orderBy(profiles.userId)
        .limit(literalLimit(limit))
        .prepare(`prepared_test_page_${limit}`);
    });
    expect(page(t.db, 1)).toBe(page(t.db, 1));
    expect(page(t.db, 2)).not.toBe(page(t.db, 1));
    expect(names).toEqual(['prepared_test_page_1', 'prepared_test_page_2']);
    expect(await page(t.db, 1).execute()).toHaveLength(1);
    expect(await page(t.db, 2).execute()).toHaveLength(2);
  });
});
