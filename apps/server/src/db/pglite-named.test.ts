import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/test-app.ts';
import { literalLimit, mapFlatRows, preparedPerDbAndLimit } from './prepared.ts';
import { namedOnPglite } from './pglite-named.ts';
import { profiles } from './schema/profiles.table.ts';
import { user } from './schema/auth.table.ts';

let t: TestDatabase;
const marker = `named-${randomUUID()}`;

beforeAll(async () => {
  t = await createTestDatabase();
  const ids = [0, 1, 2].map((i) => `${marker}-${i}`);
  await t.db.insert(user).values(ids.map((id, i) => ({ id, name: `Named ${i}`, email: `${id}@example.test` })));
  await t.db.insert(profiles).values(ids.map((id, i) => ({ userId: id, fullName: `Named ${i}`, email: `${id}@example.test`, lastSignInAt: new Date(Date.UTC(2030, 0, 1 + i)) })));
});
afterAll(async () => {
  await t.drop();
});

/** The profiles whose e-mail starts with a prefix, oldest sign-in first. */
const byPrefix = preparedPerDbAndLimit((db, limit) =>
  db
    .select({ userId: profiles.userId, fullName: profiles.fullName, lastSignInAt: profiles.lastSignInAt })
    .from(profiles)
    .where(sql`${profiles.email} like ${sql.placeholder('prefix')}`)
    .orderBy(profiles.lastSignInAt)
    .limit(literalLimit(limit))
    .prepare(`named_test_by_prefix_${limit}`),
);

async function namedStatements(): Promise<string[]> {
  const result = (await t.db.execute(sql`select name from pg_prepared_statements where name like 'thamani_%'`)) as unknown as { rows: Array<{ name: string }> };
  return result.rows.map((r) => r.name);
}

describe('hot reads on PGlite run as named statements', () => {
  it('answers as drizzle does, and parses the statement once per session', async () => {
    const plain = t.db
      .select({ userId: profiles.userId, fullName: profiles.fullName, lastSignInAt: profiles.lastSignInAt })
      .from(profiles)
      .where(sql`${profiles.email} like ${`${marker}%`}`)
      .orderBy(profiles.lastSignInAt)
      .limit(2);
    const before = t.kind === 'pglite' ? await namedStatements() : [];
    const first = await byPrefix(t.db, 2).execute({ prefix: `${marker}%` });
    expect(first).toEqual(await plain);
    expect(first.map((r) => r.lastSignInAt)).toEqual([new Date(Date.UTC(2030, 0, 1)), new Date(Date.UTC(2030, 0, 2))]);
    for (let i = 0; i < 3; i++) {
      expect(await byPrefix(t.db, 2).execute({ prefix: `${marker}%` })).toEqual(first);
    }
    if (t.kind === 'pglite') {
      expect((await namedStatements()).length - before.length).toBe(1);
    }
  });

  it('waits for an open transaction instead of reading inside it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const id = `${marker}-in-transaction`;
    const transaction = t.db.transaction(async (tx) => {
      await tx.insert(user).values({ id, name: 'In transaction', email: `${id}@example.test` });
      await tx.insert(profiles).values({ userId: id, fullName: 'In transaction', email: `${id}@example.test`, lastSignInAt: new Date(Date.UTC(2029, 0, 1)) });
      inserted();
      await gate;
    });
    await insertedYet;
    let answered = false;
    const read = byPrefix(t.db, 5)
      .execute({ prefix: `${marker}%` })
      .then((rows) => {
        answered = true;
        return rows;
      });
    if (t.kind === 'pglite') {
      // PGlite has one session: the read must not run between the transaction's statements.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered).toBe(false);
    }
    release();
    await transaction;
    const rows = await read;
    if (t.kind === 'pglite') {
      expect(rows[0]?.userId).toBe(id);
    }
    await t.db.delete(profiles).where(eq(profiles.userId, id));
    await t.db.delete(user).where(eq(user.id, id));
  });

  it('after a failed call the session is usable and the statement answers again', async () => {
    const byUserId = preparedPerDbAndLimit((db, limit) =>
      db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, sql.placeholder('id'))).limit(literalLimit(limit)).prepare('named_test_by_id'),
    );
    await expect(byUserId(t.db, 1).execute({ id: 'not a uuid' })).rejects.toThrow(/uuid/);
    const [profile] = await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, `${marker}-0`));
    expect(await byUserId(t.db, 1).execute({ id: profile?.id })).toEqual([{ fullName: 'Named 0' }]);
    expect(await t.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
  });

  it('leaves PostgreSQL, transactions and nested selections as drizzle runs them', async () => {
    const nested = t.db.select({ profile: { id: profiles.id } }).from(profiles).limit(1).prepare('named_test_nested');
    expect(namedOnPglite(mapFlatRows(nested), t.db).execute).toBe(nested.execute);
    await t.db.transaction(async (tx) => {
      const flat = mapFlatRows(tx.select({ id: profiles.id }).from(profiles).limit(1).prepare('named_test_in_tx'));
      const execute = flat.execute;
      expect(namedOnPglite(flat, tx as unknown as typeof t.db).execute).toBe(execute);
    });
    const flat = mapFlatRows(t.db.select({ id: profiles.id }).from(profiles).limit(1).prepare('named_test_flat'));
    const execute = flat.execute;
    const wrapped = namedOnPglite(flat, t.db);
    expect(wrapped.execute === execute).toBe(t.kind === 'postgres');
  });
});
