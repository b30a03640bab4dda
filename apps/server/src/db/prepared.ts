import type { Db } from './client.ts';

/**
 * A statement prepared once per database handle (pool, PGlite client or transaction) and reused:
 * drizzle then skips rebuilding the SQL, and PostgreSQL parses and plans it once per connection
 * (a named statement) — the hot reads' share of both showed in the bench profile.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (statement === undefined) {
      statement = build(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}
