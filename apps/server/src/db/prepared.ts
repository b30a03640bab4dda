import { Column, is, sql, SQL, type Placeholder } from 'drizzle-orm';
import type { Db } from './client.ts';
import { namedOnPglite } from './pglite-named.ts';

/**
 * A statement prepared once per database handle (pool, PGlite client or transaction) and reused:
 * drizzle then skips rebuilding the SQL, and PostgreSQL parses and plans it once per connection
 * (a named statement) — the hot reads' share of both showed in the bench profile. A flat
 * selection's rows are also mapped by `mapFlatRows`, and on PGlite it runs as a named statement
 * too (`namedOnPglite`).
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (statement === undefined) {
      statement = namedOnPglite(mapFlatRows(build(db)), db);
      byDb.set(db, statement);
    }
    return statement;
  };
}

/**
 * A page size written into the SQL as a literal (`limit 21`). drizzle sends a number given to
 * `.limit()` as a parameter; its dialect embeds an SQL chunk as it is, which `.limit()`'s type
 * does not spell out.
 */
export function literalLimit(limit: number): Placeholder {
  if (!Number.isSafeInteger(limit) || limit < 0) {
    throw new RangeError(`a page size must be a whole number ≥ 0, not ${limit}`);
  }
  return sql.raw(String(limit)) as unknown as Placeholder;
}

/**
 * `preparedPerDb` with one statement per page size, which `build` writes into the SQL as a
 * literal (`literalLimit`) and into the statement's name. With `LIMIT $n` PostgreSQL cannot cost a generic plan
 * for a small page, so it plans every execution anew: ~0.5 ms of planning per call for the
 * visits page of an agent with 4,000 visits at 1M requests (execution ~0.3 ms), against ~0.01 ms
 * with the literal. Page sizes are bounded by the API's
 * schema, so a connection holds a handful of these.
 */
export function preparedPerDbAndLimit<T>(build: (db: Db, limit: number) => T): (db: Db, limit: number) => T {
  const byLimit = new Map<number, (db: Db) => T>();
  return (db, limit) => {
    let statementFor = byLimit.get(limit);
    if (statementFor === undefined) {
      statementFor = preparedPerDb((each) => build(each, limit));
      byLimit.set(limit, statementFor);
    }
    return statementFor(db);
  };
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** What drizzle's prepared queries (node-postgres and PGlite alike) hold about their selection. */
interface PreparedInternals {
  fields?: Array<{ path: string[]; field: unknown }>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** The decoder drizzle's own row mapper would use for a selected field, or null if unknown. */
function decoderOf(field: unknown): Decoder | null {
  if (is(field, Column)) {
    return field;
  }
  // `decoder` is internal to drizzle's SQL (set by mapWith); its own row mapper reads it the same way.
  if (is(field, SQL)) {
    return (field as unknown as { decoder: Decoder }).decoder;
  }
  if (is(field, SQL.Aliased)) {
    return (field.sql as unknown as { decoder: Decoder }).decoder;
  }
  return null;
}

/**
 * drizzle's row mapper works out each field's kind (walking its class chain) and path on every
 * row of every result — about a tenth of a hot list read's CPU in the bench profile. For a flat
 * selection (no nested objects, so no left-join nulling) the keys and decoders are the same for
 * every row: they are looked up once here and each row becomes one plain loop. Anything else
 * (nested selections, relational queries, a drizzle whose prepared queries look different) is
 * left to drizzle. `prepared.test.ts` checks the rows are the same as drizzle's own.
 */
export function mapFlatRows<T>(statement: T): T {
  const internals = statement as PreparedInternals;
  const fields = internals.fields;
  if (!Array.isArray(fields) || fields.length === 0 || internals.customResultMapper || !('customResultMapper' in internals)) {
    return statement;
  }
  const keys: string[] = [];
  const decoders: Decoder[] = [];
  for (const { path, field } of fields) {
    const decoder = decoderOf(field);
    if (path.length !== 1 || path[0] === undefined || !decoder) {
      return statement;
    }
    keys.push(path[0]);
    decoders.push(decoder);
  }
  internals.customResultMapper = (rows) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const value = row[i];
        out[keys[i] as string] = value === null ? null : (decoders[i] as Decoder).mapFromDriverValue(value);
      }
      return out;
    });
  return statement;
}
