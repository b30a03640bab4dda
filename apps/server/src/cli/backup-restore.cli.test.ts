import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '#db/client.ts';
import { acquireDataDirLock } from '#platform/data-dir-lock.ts';

const BACKUP = fileURLToPath(new URL('./backup.ts', import.meta.url));
const RESTORE = fileURLToPath(new URL('./restore.ts', import.meta.url));

/** Run a command as `npm run backup` / `npm run restore` would (the source through tsx). */
function run(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

// The commands on PGlite's data folder (the PostgreSQL path is the same code, tested in backup-restore.test.ts).
describe.skipIf(process.env.TEST_DB === 'postgres')('npm run backup / npm run restore', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-cli-'));
  const source = path.join(root, 'source');
  const target = path.join(root, 'target');

  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('backs up a stopped server\'s folder, refuses while the server holds it, and restores only into an empty folder', async () => {
    fs.mkdirSync(source);
    const database = await openPglite(path.join(source, 'db'));
    await database.migrate();
    await database.close();

    // A running server holds DATA_DIR: the command says what to do instead.
    const lock = acquireDataDirLock(source);
    const refused = await run(BACKUP, [], { DATA_DIR: source });
    lock.release();
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('the server is running on DATA_DIR');
    expect(refused.err).toContain('Back up now');

    const made = await run(BACKUP, [], { DATA_DIR: source });
    expect(made.code, made.err).toBe(0);
    const [archive] = fs.readdirSync(path.join(source, 'backups'));
    expect(made.out).toContain(`Backup written: ${path.join(source, 'backups', archive ?? '?')}`);

    const restored = await run(RESTORE, [path.join(source, 'backups', archive ?? '?')], { DATA_DIR: target });
    expect(restored.code, restored.err).toBe(0);
    expect(restored.out).toMatch(/Restored the backup of .*: \d+ tables/);

    const again = await run(RESTORE, [path.join(source, 'backups', archive ?? '?')], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.err).toContain(`DATA_DIR ${target} is not empty`);

    const missing = await run(RESTORE, [], { DATA_DIR: target });
    expect(missing.err).toContain('give the archive to restore');
  }, 240_000);
});
