import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#app.ts';
import type { Database } from '#db/client.ts';
import { createS3Storage } from '#platform/storage/s3-storage.ts';
import { parseS3Url, type S3Settings } from '#platform/storage/s3-url.ts';
import { freshTarget, type FreshTarget } from '#test/restore-target.ts';
import { createTestApp, createTestDatabase, signIn, type TestDatabase } from '#test/test-app.ts';
import { createWorld, type World } from '#test/security/world.ts';
import { rowsOf } from './database-dump.ts';
import { runBackup } from './backups.service.ts';
import { restoreBackup } from './restore.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** Files on S3 (a local s3rver on 127.0.0.1): backed up from one prefix, restored into another. */
describe('a backup with files on S3 restores into empty S3 storage', () => {
  let s3rver: S3rver;
  let s3Dir: string;
  let s3: (prefix: string) => S3Settings;
  let source: TestDatabase;
  let app: App;
  let world: World;
  let dir: string;
  let archive: string;
  let target: FreshTarget;
  const opened: Array<{ app: App; database: Database }> = [];

  beforeAll(async () => {
    s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-s3rver-backup-'));
    const port = await freePort();
    s3rver = new S3rver({ address: '127.0.0.1', port, silent: true, directory: s3Dir, configureBuckets: [{ name: 'thamani-backup', configs: [] }] });
    await s3rver.run();
    s3 = (prefix) => parseS3Url(`s3+http://S3RVER:S3RVER@127.0.0.1:${port}/thamani-backup/${prefix}?region=us-east-1&forcePathStyle=true`);
    source = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-backup-s3-'));
    app = await createTestApp(source, {
      dataDir: dir,
      s3: s3('source'),
      backup: { dir: path.join(dir, 'backups'), nightlyAt: null, retention: { kind: 'count', count: 5 } },
    });
    world = await createWorld(app);
    await world.make('document');
    await world.make('inspection');
    const row = await runBackup(app.ctx, source.kind, 'command', null);
    archive = path.join(dir, 'backups', row.filename ?? '');
    target = await freshTarget(createS3Storage(s3('restored')));
  }, 120_000);

  afterAll(async () => {
    for (const o of opened) {
      await o.app.close();
      await o.database.close();
    }
    await target?.drop();
    await app?.close();
    await source?.drop();
    await s3rver?.close();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  it('every document downloads from the new prefix; a prefix that holds files is refused', async () => {
    const summary = await restoreBackup(archive, target.target);
    expect(summary.files).toBeGreaterThanOrEqual(2);

    const database = await target.open();
    await database.migrate();
    const restored = await createTestApp(database, { dataDir: target.dataDir, s3: s3('restored') });
    opened.push({ app: restored, database });
    const admin = await signIn(restored, world.actors.admin.email, 'secret123');
    const documents = await rowsOf<{ id: string; storage_key: string }>(database.db, sql`SELECT id, storage_key FROM documents`);
    expect(documents.length).toBe(summary.files);
    for (const doc of documents) {
      const served = await restored.inject({ method: 'GET', url: `/api/documents/${doc.id}/content`, headers: { cookie: admin } });
      expect(served.statusCode, served.body).toBe(200);
      expect(sha256(served.rawPayload)).toBe(doc.storage_key);
    }

    // The same prefix again (its database folder moved aside): the files there are refused.
    const again = await freshTarget(createS3Storage(s3('restored')));
    try {
      await expect(restoreBackup(archive, again.target)).rejects.toThrow(/file storage already holds files/);
    } finally {
      await again.drop();
    }
  }, 120_000);
});
