import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { MIGRATIONS_DIR } from '../paths.ts';
import { openPglite, PGLITE_START_PARAMS, type Database } from './client.ts';
import { TEMPLATE_DIR_NAME, TEMPLATE_KEY_FILE, templateFor, templateKey, writeTemplate } from './pglite-template.ts';

// PGlite only: the template is how a new embedded data folder starts (PostgreSQL has none).
const onPglite = process.env.TEST_DB === 'pglite';
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-template-test-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const folder = (name: string) => path.join(scratch, name);

/** A copy of the migrations to change without touching the real ones. */
function migrationsCopy(name: string): string {
  const dir = folder(name);
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  return dir;
}

/** A template folder whose cluster is made by `fill` (given the cluster's folder), under the key of the real migrations. */
async function templateDir(name: string, fill: (cluster: string) => Promise<void> | void, key = templateKey(MIGRATIONS_DIR, PGLITE_START_PARAMS)): Promise<string> {
  const dir = folder(name);
  const cluster = path.join(dir, TEMPLATE_DIR_NAME);
  fs.mkdirSync(cluster, { recursive: true });
  await fill(cluster);
  fs.writeFileSync(path.join(dir, TEMPLATE_KEY_FILE), `${key}\n`);
  return dir;
}

const fakeCluster = (cluster: string) => fs.writeFileSync(path.join(cluster, 'PG_VERSION'), '17\n');

/** The migrated cluster the test run's globalSetup dumped (what the build's template holds too), as a closed data folder. */
async function migratedCluster(cluster: string): Promise<void> {
  const database = await openPglite(cluster, new Blob([fs.readFileSync(inject('pgliteTemplateDump'))]));
  await database.close();
}

async function rows<T>(database: Database, query: string): Promise<T[]> {
  if (database.kind !== 'pglite') {
    throw new Error('a PGlite database was expected');
  }
  return (await database.client.query<T>(query)).rows;
}


describe.runIf(onPglite)('the key of a PGlite template', () => {
  it('stays the same for the same migrations and changes when a migration, a new one or a start parameter changes', () => {
    const dir = migrationsCopy('key-migrations');
    const key = templateKey(dir, PGLITE_START_PARAMS);
    expect(templateKey(dir, PGLITE_START_PARAMS)).toBe(key);
    expect(templateKey(dir, [...PGLITE_START_PARAMS, '-c', 'work_mem=8MB'])).not.toBe(key);
    const first = fs.readdirSync(dir).find((f) => f.endsWith('.sql')) ?? '';
    fs.appendFileSync(path.join(dir, first), '\n-- edited\n');
    const edited = templateKey(dir, PGLITE_START_PARAMS);
    expect(edited).not.toBe(key);
    fs.writeFileSync(path.join(dir, '9999_later.sql'), 'select 1;');
    expect(templateKey(dir, PGLITE_START_PARAMS)).not.toBe(edited);
  });
});

describe.runIf(onPglite)('which data folder starts from the template', () => {
  it('a folder that is missing or empty, when the key matches; never one with anything in it, nor memory://', async () => {
    const dir = await templateDir('which', fakeCluster);
    expect(templateFor(folder('which-missing'), dir, MIGRATIONS_DIR, PGLITE_START_PARAMS)?.dir).toBe(path.join(dir, TEMPLATE_DIR_NAME));
    fs.mkdirSync(folder('which-empty'));
    expect(templateFor(folder('which-empty'), dir, MIGRATIONS_DIR, PGLITE_START_PARAMS)).not.toBeNull();
    fs.mkdirSync(folder('which-used'));
    fs.writeFileSync(path.join(folder('which-used'), 'PG_VERSION'), '17\n');
    expect(templateFor(folder('which-used'), dir, MIGRATIONS_DIR, PGLITE_START_PARAMS)).toBeNull();
    expect(templateFor('memory://', dir, MIGRATIONS_DIR, PGLITE_START_PARAMS)).toBeNull();
  });

  it('no template when its key is another build’s, or the folder has none (running from source)', async () => {
    const stale = await templateDir('stale', fakeCluster, 'another-key');
    expect(templateFor(folder('stale-data'), stale, MIGRATIONS_DIR, PGLITE_START_PARAMS)).toBeNull();
    fs.mkdirSync(folder('no-template'));
    expect(templateFor(folder('none-data'), folder('no-template'), MIGRATIONS_DIR, PGLITE_START_PARAMS)).toBeNull();
  });
});

describe.runIf(onPglite)('writing the template at build time', () => {
  it('copies the cached cluster for an unchanged key instead of making it again', async () => {
    const cache = folder('cache');
    const key = templateKey(MIGRATIONS_DIR, PGLITE_START_PARAMS);
    fs.mkdirSync(path.join(cache, `${TEMPLATE_DIR_NAME}-${key}`), { recursive: true });
    fs.writeFileSync(path.join(cache, `${TEMPLATE_DIR_NAME}-${key}`, 'PG_VERSION'), 'cached cluster');
    const out = folder('out');
    await expect(writeTemplate(out, cache, MIGRATIONS_DIR, PGLITE_START_PARAMS)).resolves.toEqual({ key, cached: true });
    expect(fs.readFileSync(path.join(out, TEMPLATE_DIR_NAME, 'PG_VERSION'), 'utf8')).toBe('cached cluster');
    expect(fs.readFileSync(path.join(out, TEMPLATE_KEY_FILE), 'utf8').trim()).toBe(key);
  });

  it('makes it in a cache folder that does not exist yet (a fresh clone), and caches it there', async () => {
    const cache = path.join(folder('fresh-clone'), 'node_modules', '.cache', 'thamani');
    const out = folder('fresh-out');
    const key = templateKey(MIGRATIONS_DIR, PGLITE_START_PARAMS);
    await expect(writeTemplate(out, cache, MIGRATIONS_DIR, PGLITE_START_PARAMS)).resolves.toEqual({ key, cached: false });
    expect(fs.existsSync(path.join(out, TEMPLATE_DIR_NAME, 'PG_VERSION'))).toBe(true);
    expect(fs.readdirSync(cache)).toEqual([`${TEMPLATE_DIR_NAME}-${key}`]);
  }, 60_000);
});

describe.runIf(onPglite)('opening a new data folder', () => {
  it('starts from the template: every migration is already applied, and migrating again changes nothing', async () => {
    const dir = await templateDir('good', migratedCluster);
    const data = folder('good-data');
    const database = await openPglite(data, undefined, dir);
    try {
      const count = async () => (await rows<{ n: number }>(database, 'select count(*)::int as n from drizzle.__drizzle_migrations'))[0]?.n;
      const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(await count()).toBe(journal.entries.length);
      await database.migrate();
      expect(await count()).toBe(journal.entries.length);
      await rows(database, `insert into "user" (id, name, email) values ('kept', 'Kept', 'kept@example.test')`);
    } finally {
      await database.close();
    }
    expect(fs.existsSync(path.join(data, 'PG_VERSION'))).toBe(true);
    // Opened again, the folder is resumed as it is: the template is not loaded over it.
    const again = await openPglite(data, undefined, dir);
    try {
      expect(await rows(again, `select email from "user" where id = 'kept'`)).toEqual([{ email: 'kept@example.test' }]);
    } finally {
      await again.close();
    }
  });

  it('falls back to initdb, with a warning, when the template cannot be loaded', async () => {
    // Half copied: the cluster's control file is missing, so PostgreSQL cannot start from it.
    const dir = await templateDir('damaged', async (cluster) => {
      await migratedCluster(cluster);
      fs.rmSync(path.join(cluster, 'global', 'pg_control'));
    });
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const database = await openPglite(folder('damaged-data'), undefined, dir);
    try {
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be used'));
      await database.migrate();
      const tables = await rows<{ n: number }>(database, `select count(*)::int as n from information_schema.tables where table_name = 'valuation_requests'`);
      expect(tables[0]?.n).toBe(1);
    } finally {
      warn.mockRestore();
      await database.close();
    }
  });
});
