import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/**
 * A new PGlite data folder starts as a copy of a migrated, empty cluster made at build time,
 * instead of running initdb in WebAssembly (~3–5 s) and every migration on first start. The
 * copy is a plain data folder, copied with the file system and then resumed by PGlite like any
 * existing one (loading a dumpDataDir tarball instead writes every file through PGlite's
 * emulated file system: ~1.4 s more). It is used only when it was made from this very PGlite
 * version, start parameters and migrations (its key); anything else, or no copy at all
 * (running from source), falls back to initdb.
 */
export interface PgliteTemplate {
  dir: string;
  key: string;
}

export const TEMPLATE_DIR_NAME = 'pglite-template';
export const TEMPLATE_KEY_FILE = 'pglite-template.key';

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  // dist/index.cjs → the package folder (its package.json is not in the exports map).
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** What the copy depends on: PGlite's version, its start parameters and every migration file. */
export function templateKey(migrationsDir: string, startParams: readonly string[]): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${pgliteVersion()}\0${startParams.join(' ')}\0`);
  const files = fs.readdirSync(migrationsDir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
  for (const relative of files.map((f) => path.relative(migrationsDir, path.join(f.parentPath, f.name))).sort()) {
    hash.update(`${relative}\0`);
    hash.update(fs.readFileSync(path.join(migrationsDir, relative)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 32);
}

/** A migrated, empty cluster in `dir` (closed cleanly, so it resumes like any stopped data folder). */
export async function makeTemplate(dir: string, migrationsDir: string, startParams: readonly string[]): Promise<void> {
  const client = await PGlite.create(dir, { startParams: [...startParams] });
  try {
    await migrate(drizzle(client), { migrationsFolder: migrationsDir });
  } finally {
    await client.close();
  }
}

/**
 * Writes the template into `outDir` (with its key beside it). `cacheDir` keeps one copy per key
 * across builds, so a rebuild with unchanged migrations costs a folder copy.
 */
export async function writeTemplate(outDir: string, cacheDir: string, migrationsDir: string, startParams: readonly string[]): Promise<{ key: string; cached: boolean }> {
  const key = templateKey(migrationsDir, startParams);
  const cached = path.join(cacheDir, `${TEMPLATE_DIR_NAME}-${key}`);
  const hit = fs.existsSync(path.join(cached, 'PG_VERSION'));
  if (!hit) {
    // Made under a temporary name first: two builds at once never copy half a cluster.
    const partial = `${cached}.${process.pid}.partial`;
    fs.rmSync(partial, { recursive: true, force: true });
    // A fresh clone's node_modules has no .cache yet, and PGlite makes only the last folder of a path.
    fs.mkdirSync(cacheDir, { recursive: true });
    await makeTemplate(partial, migrationsDir, startParams);
    if (fs.existsSync(path.join(cached, 'PG_VERSION'))) {
      // Another build made the same one meanwhile: keep it (it may be being copied right now).
      fs.rmSync(partial, { recursive: true, force: true });
    } else {
      fs.rmSync(cached, { recursive: true, force: true });
      fs.renameSync(partial, cached);
    }
  }
  const target = path.join(outDir, TEMPLATE_DIR_NAME);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(cached, target, { recursive: true });
  fs.writeFileSync(path.join(outDir, TEMPLATE_KEY_FILE), `${key}\n`);
  return { key, cached: hit };
}

/**
 * The template to start `dataDir` from: only for a folder that does not exist yet or is empty,
 * and only when `templateDir` holds a copy whose key matches this PGlite and these migrations.
 */
export function templateFor(dataDir: string, templateDir: string, migrationsDir: string, startParams: readonly string[]): PgliteTemplate | null {
  if (dataDir.includes('://') || (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0)) {
    return null;
  }
  const dir = path.join(templateDir, TEMPLATE_DIR_NAME);
  let key: string;
  try {
    key = fs.readFileSync(path.join(templateDir, TEMPLATE_KEY_FILE), 'utf8').trim();
  } catch {
    return null;
  }
  if (!fs.existsSync(path.join(dir, 'PG_VERSION')) || key !== templateKey(migrationsDir, startParams)) {
    return null;
  }
  return { dir, key };
}
