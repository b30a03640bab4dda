import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '#db/client.ts';
import { acquireDataDirLock } from '#platform/data-dir-lock.ts';
import { CONTROL_SOCKET_NAME } from '#platform/control-socket.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
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
    // (a lock without a server behind it: no control socket to ask)
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('the server is running on DATA_DIR');
    expect(refused.err).toContain('there is no control socket');
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

  it('asks a running server on the embedded database to make the backup through its control socket', async () => {
    const dataDir = path.join(root, 'running');
    const socketPath = path.join(dataDir, CONTROL_SOCKET_NAME);
    const server = startServer(dataDir, await freePort());
    try {
      await waitFor(() => fs.existsSync(socketPath), 420_000, server);
      expect(fs.statSync(socketPath).mode & 0o777).toBe(0o600);

      const made = await run(BACKUP, [], { DATA_DIR: dataDir });
      expect(made.code, made.err).toBe(0);
      const [archive] = fs.readdirSync(path.join(dataDir, 'backups')).filter((f) => f.endsWith('.tar.gz'));
      expect(archive).toMatch(/-command-/);
      const file = path.join(dataDir, 'backups', archive ?? '?');
      const sha256 = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
      expect(made.out).toContain(`Backup written: ${file} (`);
      expect(made.out).toContain(`SHA-256 ${sha256}).`);

      // Restoring still needs the server stopped.
      const whileRunning = await run(RESTORE, [path.join(dataDir, 'backups', archive ?? '?')], { DATA_DIR: dataDir });
      expect(whileRunning.code).toBe(1);

      server.kill('SIGTERM');
      await waitFor(() => server.exitCode !== null, 30_000);
      expect(fs.existsSync(socketPath)).toBe(false);

      const target = path.join(root, 'from-running');
      const restored = await run(RESTORE, [path.join(dataDir, 'backups', archive ?? '?')], { DATA_DIR: target });
      expect(restored.code, restored.err).toBe(0);
      expect(restored.out).toMatch(/Restored the backup of .*: \d+ tables \([1-9]\d* rows\)/);
    } finally {
      server.kill('SIGKILL');
    }
  }, 600_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `npm start` on a PGlite folder (the source through tsx). Without the demo history, whose seeding
 * (reports rendered, documents stored) is most of a first start: the migrations' templates are the rows.
 */
function startServer(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(condition: () => boolean, timeoutMs: number, server?: ChildProcess): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (server && server.exitCode !== null) {
      throw new Error(`the server exited (${server.exitCode}) before it was ready`);
    }
    if (Date.now() > until) {
      throw new Error('timed out');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
