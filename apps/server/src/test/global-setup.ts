import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';

/**
 * Vitest globalSetup for the server projects: migrate ONE database per run, and let every test
 * database start as a copy of it (src/test/test-app.ts createTestDatabase) instead of migrating
 * its own. Measured on the 2-core CI machine: a fresh in-memory PGlite costs ~3.7 s (initdb in
 * WebAssembly) + ~0.7 s of migrations, one loaded from a dump ~0.6–1 s; on PostgreSQL
 * CREATE DATABASE + migrations ~0.5–0.7 s, CREATE DATABASE … TEMPLATE ~0.2 s.
 *
 * - server-pglite: a migrated PGlite's data folder, dumped to a tarball in a temp folder
 *   (provided as `pgliteTemplateDump`).
 * - server-postgres: a migrated database `thamani_template_<random>` on TEST_DATABASE_URL
 *   (provided as `postgresTemplate`), dropped in teardown. No session may stay connected to it,
 *   or CREATE DATABASE … TEMPLATE fails: the pool is closed before the tests start.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDump: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const testDb = project.config.env?.TEST_DB;
  if (testDb === 'pglite') {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-pglite-template-'));
    const database = await openPglite('memory://');
    await database.migrate();
    if (database.kind !== 'pglite') {
      throw new Error('openPglite opened no PGlite');
    }
    // Uncompressed: loading skips the gunzip (~40 MB, read from the page cache by each worker).
    const dump = await database.client.dumpDataDir('none');
    await database.close();
    const file = path.join(folder, 'template.tar');
    fs.writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    project.provide('pgliteTemplateDump', file);
    return async () => fs.rmSync(folder, { recursive: true, force: true });
  }
  if (testDb === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) {
      throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    }
    const name = `thamani_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openPostgres(target.toString(), 2);
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    project.provide('postgresTemplate', name);
    return () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  return async () => undefined;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
