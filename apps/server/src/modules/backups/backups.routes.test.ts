import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backup, BackupList } from '@thamani/domain/backups';
import type { App } from '#app.ts';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import type { Settings } from '#env.ts';
import { createTestApp, createTestDatabase, newActor, type Actor, type TestDatabase } from '#test/test-app.ts';
import { BACKUP_JOB } from './backup-job-payload.ts';
import { runBackup } from './backups.service.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the admin backup routes, retention and failures', () => {
  let database: TestDatabase;
  let app: App;
  let dir: string;
  let admin: Actor;
  let otherAdmin: Actor;
  let valuer: Actor;
  let client: Actor;
  const backupSettings = (over: Partial<Settings['backup']> = {}): Settings['backup'] => ({
    dir: path.join(dir, 'backups'),
    nightlyAt: { hour: 2, minute: 0 },
    retention: { kind: 'count', count: 2 },
    ...over,
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-backups-'));
    app = await createTestApp(database, { dataDir: dir, backup: backupSettings() });
    [admin, otherAdmin, valuer, client] = await Promise.all([newActor(app, 'admin'), newActor(app, 'admin'), newActor(app, 'agent'), newActor(app, 'user')]);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const list = async (who: Actor) => app.inject({ method: 'GET', url: '/api/admin/backups', headers: { cookie: who.cookie } });

  it('"Back up now" queues a job (audited); the run appears in the list, newest first, and its archive downloads (audited)', async () => {
    const started = await app.inject({ method: 'POST', url: '/api/admin/backups', headers: { cookie: admin.cookie } });
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = started.json<{ jobId: string }>();
    await app.ctx.jobs.whenIdle(BACKUP_JOB, 60_000);
    const job = await app.inject({ method: 'GET', url: `/api/jobs/${jobId}`, headers: { cookie: admin.cookie } });
    expect(job.json<{ state: string }>().state).toBe('completed');

    const res = await list(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json<BackupList>();
    expect(body.retention).toBe('the last 2 backups');
    expect(body.nextNightlyAt).toMatch(/T23:00:00\.000Z$/);
    const [latest] = body.items;
    expect(latest).toMatchObject({ trigger: 'manual', status: 'succeeded', error: null, downloadable: true });
    expect(latest?.requestedBy?.id).toBe(admin.profileId);
    expect(latest?.filename).toMatch(/^thamani-backup-\d{8}-\d{6}Z-manual-[0-9a-f]{8}\.tar\.gz$/);

    const download = await app.inject({ method: 'GET', url: `/api/admin/backups/${latest?.id}/download`, headers: { cookie: admin.cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(latest?.filename ?? '?');
    expect(sha256(download.rawPayload)).toBe(latest?.sha256);

    const audited = await app.ctx.db.select().from(auditLogs).where(and(eq(auditLogs.userId, admin.userId)));
    expect(audited.map((a) => a.actionType)).toEqual(expect.arrayContaining(['backup_requested', 'backup_downloaded']));
  });

  it('is for admins only: valuers and clients 403, signed out 401', async () => {
    for (const who of [valuer, client]) {
      expect((await list(who)).statusCode).toBe(403);
      expect((await app.inject({ method: 'POST', url: '/api/admin/backups', headers: { cookie: who.cookie } })).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/admin/backups' })).statusCode).toBe(401);
    const unknown = await app.inject({ method: 'GET', url: '/api/admin/backups/00000000-0000-4000-8000-000000000000/download', headers: { cookie: admin.cookie } });
    expect(unknown.statusCode).toBe(404);
  });

  it('retention removes the oldest archives (the rows stay, no longer downloadable)', async () => {
    await runBackup(app.ctx, database.kind, 'command', null);
    await runBackup(app.ctx, database.kind, 'command', null);
    const items = (await list(admin)).json<BackupList>().items.filter((b) => b.status === 'succeeded');
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.map((b) => b.downloadable)).toEqual([true, true, ...items.slice(2).map(() => false)]);
    const archives = fs.readdirSync(path.join(dir, 'backups')).filter((f) => f.endsWith('.tar.gz'));
    expect(archives.sort()).toEqual(items.slice(0, 2).map((b) => b.filename).sort());
    const oldest = items.at(-1) as Backup;
    const gone = await app.inject({ method: 'GET', url: `/api/admin/backups/${oldest.id}/download`, headers: { cookie: admin.cookie } });
    expect(gone.statusCode).toBe(409);
  });

  it('a failed backup is a failed row with the reason in words, and every admin is notified', async () => {
    // The backup folder cannot be made: a file stands where its parent folder should be.
    const blocker = path.join(dir, 'not-a-folder');
    fs.writeFileSync(blocker, 'x');
    const broken = await createTestApp(database, { dataDir: dir, backup: backupSettings({ dir: path.join(blocker, 'backups') }) });
    try {
      await expect(runBackup(broken.ctx, database.kind, 'nightly', null)).rejects.toThrow(/is not a folder Thamani can use/);
    } finally {
      await broken.close();
    }
    const [failed] = (await list(admin)).json<BackupList>().items;
    expect(failed).toMatchObject({ trigger: 'nightly', status: 'failed', filename: null, downloadable: false });
    expect(failed?.error).toContain(path.join(blocker, 'backups'));
    expect(failed?.finishedAt).not.toBeNull();
    for (const who of [admin, otherAdmin]) {
      const inbox = await app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: who.cookie } });
      const items = inbox.json<{ items: Array<{ kind: string; title: string; body: string }> }>().items;
      expect(items.find((n) => n.kind === 'backup_failed')).toMatchObject({ title: 'Backup failed', body: expect.stringContaining('is not a folder') });
    }
    const clientInbox = await app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: client.cookie } });
    expect(clientInbox.json<{ items: Array<{ kind: string }> }>().items.some((n) => n.kind === 'backup_failed')).toBe(false);
  });
});
