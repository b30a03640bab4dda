import { createHash } from 'node:crypto';
import { parse, PGlite, protocol, type QueryOptions } from '@electric-sql/pglite';
import { fillPlaceholders, is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** What drizzle's PGlite prepared query holds (drizzle-orm/pglite/session). */
interface PglitePreparedQuery {
  queryString: string;
  params: unknown[];
  queryConfig: QueryOptions;
  customResultMapper?: (rows: unknown[][]) => unknown;
  execute: (values?: Record<string, unknown>) => Promise<unknown>;
}

/** The statements parsed in each PGlite session (one per instance), with their parameter types. */
const parsedBySession = new WeakMap<PGlite, Map<string, number[]>>();

/**
 * drizzle's `.prepare(name)` on PGlite still sends every call as an unnamed statement (parse,
 * describe, bind, describe, execute, sync), so PostgreSQL parses and plans it anew each time:
 * on the embedded database, where the app and the database share one thread, that is most of
 * a list read's cost. Here a hot read's statement is parsed once per PGlite session under a
 * name taken from its SQL, and each call only binds and executes it, so PostgreSQL keeps its
 * plan as it does on a pooled connection. Only flat selections of the top-level database
 * (whose rows `mapFlatRows` maps) take this path; in a transaction, or on PostgreSQL, the
 * statement runs as drizzle sends it.
 */
export function namedOnPglite<T>(statement: T, db: Db): T {
  const client = (db as unknown as { $client?: unknown }).$client;
  const query = statement as unknown as PglitePreparedQuery;
  if (!(client instanceof PGlite) || is(db, PgTransaction) || typeof query.queryString !== 'string' || !query.customResultMapper) {
    return statement;
  }
  const name = `thamani_${createHash('sha1').update(query.queryString).digest('hex').slice(0, 16)}`;
  const mapRows = query.customResultMapper;
  query.execute = async (values = {}) => {
    const params = fillPlaceholders(query.params, values);
    const rows = await runNamed(client, name, query.queryString, params, query.queryConfig);
    return mapRows(rows);
  };
  return statement;
}

/** Bind and execute `name` (parsing it first in this session), as PGlite's own query() does for an unnamed one. */
export async function runNamed(client: PGlite, name: string, text: string, params: unknown[], options: QueryOptions): Promise<unknown[][]> {
  // As query(): no other query, and no open transaction's statements, in between.
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });
      let parsed = parsedBySession.get(client);
      if (!parsed) {
        parsed = new Map();
        parsedBySession.set(client, parsed);
      }
      const messages: BackendMessage[] = [];
      try {
        let types = parsed.get(name);
        if (!types) {
          await send(protocol.serialize.parse({ name, text }));
          types = parse.parseDescribeStatementResults(await send(protocol.serialize.describe({ type: 'S', name })));
          parsed.set(name, types);
        }
        const paramTypes = types;
        const bound = params.map((value, i) => {
          if (value === null || value === undefined) {
            return null;
          }
          const serializer = options.serializers?.[paramTypes[i] ?? 0] ?? client.serializers[paramTypes[i] ?? 0];
          return serializer ? serializer(value) : String(value);
        });
        messages.push(
          ...(await send(protocol.serialize.bind({ statement: name, values: bound }))),
          ...(await send(protocol.serialize.describe({ type: 'P' }))),
          ...(await send(protocol.serialize.execute({}))),
        );
      } catch (error) {
        // Leave the failed exchange, then drop the statement (it may be stale: a migration changed
        // a table it reads) so that the next call parses it again.
        parsed.delete(name);
        for (const message of [protocol.serialize.sync(), protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()]) {
          await send(message).catch(() => undefined);
        }
        throw error;
      }
      messages.push(...(await send(protocol.serialize.sync())));
      if (!client.isInTransaction()) {
        await client.syncToFs();
      }
      const [result] = parse.parseResults(messages, client.parsers, options);
      return (result?.rows ?? []) as unknown[][];
    }),
  );
}
