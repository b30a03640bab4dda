import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTestSettings } from '#env.ts';
import { createTestDatabase, type TestDatabase } from '#test/test-app.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

describe('database client', () => {
  it('returns text, uuid and integer arrays from raw SQL as arrays, timestamps as PostgreSQL text', async () => {
    const id = '00000001-0000-4000-8000-000000000001';
    const result = (await t.db.execute(
      sql`select array['a', 'b,c']::text[] as tags, array[${id}::uuid] as ids, array[1, 2]::int4[] as small,
                 timestamptz '2026-01-02 03:04:05+00' as at`,
    )) as unknown as { rows: Array<Record<string, unknown>> };
    expect(result.rows[0]).toEqual({ tags: ['a', 'b,c'], ids: [id], small: [1, 2], at: '2026-01-02 03:04:05+00' });
  });

  it.runIf(loadTestSettings().testDb === 'pglite')('PGlite: keeps the other array parsers inherited, not own, yet reachable', () => {
    if (t.kind !== 'pglite') {
      throw new Error('expected PGlite');
    }
    expect(Object.keys(t.client.parsers).length).toBeLessThanOrEqual(4);
    expect(typeof t.client.parsers[1015 /* varchar[] */]).toBe('function');
  });
});
