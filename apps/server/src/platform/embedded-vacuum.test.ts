import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTestSettings } from '#env.ts';
import { upkeepNeeded, vacuumWhereNeeded } from './embedded-vacuum.ts';

describe('upkeepNeeded (autovacuum defaults)', () => {
  const quiet = { reltuples: 10_000, n_dead_tup: 0, n_ins_since_vacuum: 0, n_mod_since_analyze: 0 };
  it('vacuums after 50 + 20 % dead rows, or 1,000 + 20 % inserted', () => {
    expect(upkeepNeeded({ ...quiet, n_dead_tup: 2050 })).toEqual({ vacuum: false, analyze: false });
    expect(upkeepNeeded({ ...quiet, n_dead_tup: 2051, n_mod_since_analyze: 2051 })).toEqual({ vacuum: true, analyze: true });
    expect(upkeepNeeded({ ...quiet, n_ins_since_vacuum: 3001 }).vacuum).toBe(true);
    expect(upkeepNeeded({ ...quiet, n_ins_since_vacuum: 3000 }).vacuum).toBe(false);
  });
  it('analyzes after 50 + 10 % changed rows; a never-analyzed table counts as empty', () => {
    expect(upkeepNeeded({ ...quiet, n_mod_since_analyze: 1051 })).toEqual({ vacuum: false, analyze: true });
    expect(upkeepNeeded({ ...quiet, n_mod_since_analyze: 1050 }).analyze).toBe(false);
    expect(upkeepNeeded({ ...quiet, reltuples: -1, n_mod_since_analyze: 51 }).analyze).toBe(true);
  });
});

// Its own PGlite: run once, in the PGlite project.
describe.runIf(loadTestSettings().testDb === 'pglite')('vacuumWhereNeeded on PGlite', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = new PGlite();
    await client.exec(`create table "Busy table" (id int primary key, note text);
      insert into "Busy table" select g, 'n' || g from generate_series(1, 5000) g;
      delete from "Busy table" where id <= 2000;
      create table quiet (id int primary key);`);
    // PostgreSQL publishes a session's table counts at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await client.query('select 1');
  });
  afterAll(async () => {
    await client.close();
  });

  it('vacuums and analyzes the table that needs it, which marks its pages all-visible, and leaves the quiet one', async () => {
    const before = await client.query<{ relallvisible: number; reltuples: number }>(`select relallvisible, reltuples from pg_class where relname = 'Busy table'`);
    expect(before.rows[0]).toEqual({ relallvisible: 0, reltuples: -1 });

    expect(await vacuumWhereNeeded(client)).toEqual([{ name: '"Busy table"', vacuum: true }]);

    const after = await client.query<{ relallvisible: number; reltuples: number }>(`select relallvisible, reltuples from pg_class where relname = 'Busy table'`);
    expect(after.rows[0]?.relallvisible).toBeGreaterThan(0);
    expect(after.rows[0]?.reltuples).toBe(3000);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await client.query('select 1');
    expect(await vacuumWhereNeeded(client)).toEqual([]);
  });
});
