import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME, LockError, acquireDataDirLock, isPidAlive } from './data-dir-lock.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-lock-'));
  dirs.push(dir);
  return path.join(dir, 'data');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

function writeLock(dataDir: string, pid: number, hostname = os.hostname()): void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), JSON.stringify({ pid, hostname, startedAt: '2026-01-01T00:00:00.000Z' }));
}

/** A pid that is not running (pid_max is at most 2^22). */
function deadPid(): number {
  let pid = 2 ** 22 - 1;
  while (isPidAlive(pid)) {
    pid -= 1;
  }
  return pid;
}

describe('DATA_DIR lock', () => {
  it('creates the folder and a lock holding pid, host and start time', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    const info = JSON.parse(fs.readFileSync(lock.path, 'utf8')) as Record<string, unknown>;
    expect(info).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    expect(typeof info.startedAt).toBe('string');
    lock.release();
    expect(fs.existsSync(lock.path)).toBe(false);
  });

  it('refuses when a live process holds the lock, with a one-line message', () => {
    const dir = tempDir();
    writeLock(dir, process.ppid);
    expect(() => acquireDataDirLock(dir)).toThrow(LockError);
    expect(() => acquireDataDirLock(dir)).toThrow(/already using DATA_DIR/);
    try {
      acquireDataDirLock(dir);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('takes over a stale lock whose pid is dead', () => {
    const dir = tempDir();
    const pid = deadPid();
    expect(isPidAlive(pid)).toBe(false);
    writeLock(dir, pid);
    const lock = acquireDataDirLock(dir);
    const info = JSON.parse(fs.readFileSync(lock.path, 'utf8')) as { pid: number };
    expect(info.pid).toBe(process.pid);
    expect(fs.readdirSync(dir)).toEqual([LOCK_FILE_NAME]);
    lock.release();
  });

  it('treats an unreadable lock file as stale', () => {
    const dir = tempDir();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), 'garbage');
    const lock = acquireDataDirLock(dir);
    lock.release();
  });

  it('refuses a lock held on another host', () => {
    const dir = tempDir();
    writeLock(dir, 1, 'some-other-host');
    expect(() => acquireDataDirLock(dir)).toThrow(/on host some-other-host/);
  });

  it('release does not delete a lock taken over by someone else', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    writeLock(dir, process.ppid);
    lock.release();
    expect(fs.existsSync(lock.path)).toBe(true);
  });

  it('reports an unwritable DATA_DIR clearly', () => {
    const parent = tempDir();
    fs.mkdirSync(parent, { recursive: true });
    const file = path.join(parent, 'not-a-dir');
    fs.writeFileSync(file, '');
    expect(() => acquireDataDirLock(path.join(file, 'data'))).toThrow(/is not writable \(ENOTDIR\)/);
  });
});
