import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#app.ts';
import type { Database } from '#db/client.ts';
import { buffer } from 'node:stream/consumers';
import { freshTarget, type FreshTarget } from '#test/restore-target.ts';
import { createTestApp, createTestDatabase, signIn, type TestDatabase } from '#test/test-app.ts';
import { MAIL_JOB } from '#platform/mail.ts';
import { createWorld, type World } from '#test/security/world.ts';
import { REPORT_RENDER_JOB } from '../reports/index.ts';
import { MANIFEST_NAME } from './archive-manifest.ts';
import { rowsOf } from './database-dump.ts';
import { runBackup } from './backups.service.ts';
import { restoreBackup } from './restore.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Row counts of every table of the app's schemas (what a restore must bring back exactly). */
async function countRows(database: Database): Promise<Record<string, number>> {
  const tables = await rowsOf<{ ref: string }>(
    database.db,
    sql`SELECT format('%I.%I', n.nspname, c.relname) AS ref FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND n.nspname IN ('public', 'drizzle') ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { ref } of tables) {
    const [row] = await rowsOf<{ n: number }>(database.db, sql.raw(`SELECT count(*)::int AS n FROM ${ref}`));
    counts[ref] = Number(row?.n);
  }
  return counts;
}

describe('a backup restores into a fresh data folder / database', () => {
  let source: TestDatabase;
  let app: App;
  let world: World;
  let sourceDir: string;
  let archive: string;
  let archiveSha: string;
  const targets: FreshTarget[] = [];
  const opened: Array<{ app: App; database: Database }> = [];

  beforeAll(async () => {
    source = await createTestDatabase();
    sourceDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-backup-source-'));
    app = await createTestApp(source, {
      dataDir: sourceDir,
      backup: { dir: path.join(sourceDir, 'backups'), nightlyAt: null, retention: { kind: 'count', count: 5 } },
    });
    world = await createWorld(app);
    // An issued report (its PDF rendered and stored), a request's document, users with passwords.
    await world.make('approvedReport');
    await world.make('document');
    fs.writeFileSync(path.join(sourceDir, 'secret'), 'demo-secret\n');
    // Back up a firm at rest: a mail still queued would be delivered by both apps afterwards, at
    // different moments, and the row counts compared below would race.
    await app.ctx.jobs.whenIdle(MAIL_JOB);
    await app.ctx.jobs.whenIdle(REPORT_RENDER_JOB);
    const row = await runBackup(app.ctx, source.kind, 'command', null);
    archive = path.join(sourceDir, 'backups', row.filename ?? '');
    archiveSha = row.sha256 ?? '';
  }, 180_000);

  afterAll(async () => {
    for (const o of opened) {
      await o.app.close();
      await o.database.close();
    }
    for (const t of targets) {
      await t.drop();
    }
    await app?.close();
    await source?.drop();
    fs.rmSync(sourceDir, { recursive: true, force: true });
  });

  async function target(): Promise<FreshTarget> {
    const t = await freshTarget();
    targets.push(t);
    return t;
  }

  it('writes one archive: a manifest with the SHA-256 of each part, the rows and the stored files', async () => {
    expect(sha256(fs.readFileSync(archive))).toBe(archiveSha);
    const entries: string[] = [];
    await tar.list({ file: archive, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries[0]).toBe(MANIFEST_NAME);
    expect(entries).toContain('db/public.report_files.ndjson');
    expect(entries).toContain('db/drizzle.__drizzle_migrations.ndjson');
    expect(entries).toContain('db/pgboss.job.ndjson');
    expect(entries).toContain('secret');
    const keys = await rowsOf<{ k: string }>(app.ctx.db, sql`SELECT DISTINCT storage_key AS k FROM documents`);
    expect(keys.length).toBeGreaterThan(1);
    for (const { k } of keys) {
      expect(entries).toContain(`files/${k}`);
    }
  });

  it('restored, every issued report verifies, every document downloads, and people sign in with their passwords', async () => {
    const t = await target();
    const summary = await restoreBackup(archive, t.target);
    expect(summary.files).toBeGreaterThan(1);
    expect(summary.jobQueue).toBe('loaded');

    // Open the app on the restored folder / database, as `npm start` would.
    const database = await t.open();
    await database.migrate();
    const restored = await createTestApp(database, {
      dataDir: t.dataDir,
      backup: { dir: path.join(t.dataDir, 'backups'), nightlyAt: null, retention: { kind: 'count', count: 5 } },
    });
    opened.push({ app: restored, database });
    expect(await countRows(database)).toEqual(await countRows(source));
    expect(fs.readFileSync(path.join(t.dataDir, 'secret'), 'utf8')).toBe('demo-secret\n');

    const admin = await signIn(restored, world.actors.admin.email, 'secret123');
    for (const name of ['client', 'otherClient', 'agent', 'otherAgent'] as const) {
      await expect(signIn(restored, world.actors[name].email, 'secret123')).resolves.toContain('=');
    }
    expect((await restored.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: 'http://localhost:3000' }, payload: { email: world.actors.client.email, password: 'wrong-password' } })).statusCode).toBe(401);

    const issued = await rowsOf<{ report_id: string; verify_code: string; sha256: string }>(
      database.db,
      sql`SELECT report_id, verify_code, sha256 FROM report_files WHERE state = 'ready'`,
    );
    expect(issued.length).toBeGreaterThan(0);
    for (const file of issued) {
      const verified = await restored.inject({ method: 'GET', url: `/api/verify/${file.verify_code}` });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json<{ sha256: string | null }>().sha256).toBe(file.sha256);
      const pdf = await restored.inject({ method: 'GET', url: `/api/reports/${file.report_id}/pdf`, headers: { cookie: admin } });
      expect(pdf.statusCode).toBe(200);
      expect(sha256(pdf.rawPayload)).toBe(file.sha256);
    }

    const documents = await rowsOf<{ id: string; storage_key: string; kind: string }>(database.db, sql`SELECT id, storage_key, kind FROM documents`);
    expect(documents.map((d) => d.kind)).toEqual(expect.arrayContaining(['report_pdf', 'requestDocument', 'inspectionPhoto']));
    for (const doc of documents) {
      expect(sha256(await buffer(await restored.ctx.storage.get(doc.storage_key)))).toBe(doc.storage_key);
      // A report's PDF is served by its report (checked above), a signature inside the PDF; the rest by the documents route.
      if (['requestDocument', 'inspectionPhoto', 'extractionSource'].includes(doc.kind)) {
        const served = await restored.inject({ method: 'GET', url: `/api/documents/${doc.id}/content`, headers: { cookie: admin } });
        expect(served.statusCode, served.body).toBe(200);
        expect(sha256(served.rawPayload)).toBe(doc.storage_key);
      }
    }

    // The run that made the archive was `running` in its own snapshot: restored, it is finished, as this archive.
    const runs = await rowsOf<{ status: string; sha256: string | null }>(database.db, sql`SELECT status, sha256 FROM backups`);
    expect(runs).toEqual([{ status: 'succeeded', sha256: archiveSha }]);

    // The restored firm works on: a new backup runs.
    const again = await runBackup(restored.ctx, database.kind, 'command', null);
    expect(again.status).toBe('succeeded');
  }, 180_000);

  it('refuses a target that is not empty, and writes nothing into it', async () => {
    const t = await target();
    fs.mkdirSync(t.dataDir, { recursive: true });
    fs.writeFileSync(path.join(t.dataDir, 'notes.txt'), 'keep me');
    await expect(restoreBackup(archive, t.target)).rejects.toThrow(/is not empty \(it holds notes\.txt\)/);
    expect(fs.readdirSync(t.dataDir).sort()).toEqual(['notes.txt']);

    // A database that already holds Thamani: the source's own.
    const busy = await target();
    await expect(
      restoreBackup(archive, { ...busy.target, openDatabase: async () => ({ ...source, close: async () => undefined }) }),
    ).rejects.toThrow(/database is not empty/);
    expect((await countRows(source))['public.backups']).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(busy.dataDir, 'files'))).toBe(false);
  });

  it('refuses a damaged archive before writing anything', async () => {
    const damaged = path.join(sourceDir, 'damaged.tar.gz');
    const bytes = fs.readFileSync(archive);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
    fs.writeFileSync(damaged, bytes);
    const t = await target();
    await expect(restoreBackup(damaged, t.target)).rejects.toThrow(/damaged or is not a Thamani backup/);
    expect(fs.existsSync(path.join(t.dataDir, 'db'))).toBe(false);

    // A well-formed archive whose part no longer matches its manifest.
    const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-tamper-'));
    await tar.extract({ file: archive, cwd: unpacked });
    fs.appendFileSync(path.join(unpacked, 'db/public.profiles.ndjson'), '{"id":"00000000-0000-4000-8000-000000000000"}\n');
    const tampered = path.join(sourceDir, 'tampered.tar.gz');
    await tar.create({ file: tampered, cwd: unpacked, gzip: true }, fs.readdirSync(unpacked));
    fs.rmSync(unpacked, { recursive: true, force: true });
    await expect(restoreBackup(tampered, t.target)).rejects.toThrow(/db\/public\.profiles\.ndjson does not match its checksum/);
    expect(fs.existsSync(path.join(t.dataDir, 'db'))).toBe(false);
    expect(fs.existsSync(path.join(t.dataDir, 'files'))).toBe(false);
  });
});
