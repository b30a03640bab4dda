import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * An exclusive lock on DATA_DIR. PGlite has no lock of its own and two processes on one
 * folder silently lose writes, so the server refuses to start when another live server holds
 * the folder. The lock records pid, host and start time; a lock whose pid is no longer alive
 * (kill -9, power loss) is stale and taken over.
 */
export const LOCK_FILE_NAME = 'server.lock';

export interface LockInfo {
  pid: number;
  hostname: string;
  startedAt: string;
}

export class LockError extends Error {}

export interface DataDirLock {
  path: string;
  release: () => void;
}

export function isPidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(lockPath: string): LockInfo | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<LockInfo>;
    return typeof parsed.pid === 'number' ? (parsed as LockInfo) : null;
  } catch {
    return null;
  }
}

function describeFsError(dataDir: string, error: unknown): LockError {
  const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
  return new LockError(`DATA_DIR ${dataDir} is not writable (${code}). Set DATA_DIR to a folder this user can write.`);
}

export function acquireDataDirLock(dataDir: string, opts: { isAlive?: (pid: number) => boolean } = {}): DataDirLock {
  const isAlive = opts.isAlive ?? isPidAlive;
  try {
    fs.mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw describeFsError(dataDir, error);
  }
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  const mine: LockInfo = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(mine), { flag: 'wx', mode: 0o644 });
      return { path: lockPath, release: () => releaseLock(lockPath, mine) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw describeFsError(dataDir, error);
      }
    }
    const holder = readLock(lockPath);
    if (holder && holder.hostname !== mine.hostname) {
      throw new LockError(
        `DATA_DIR ${dataDir} is locked by process ${holder.pid} on host ${holder.hostname} (since ${holder.startedAt}). ` +
          `Stop that server, or delete ${lockPath} if it is certainly not running.`,
      );
    }
    if (holder && holder.pid !== process.pid && isAlive(holder.pid)) {
      throw new LockError(
        `Another Thamani server (pid ${holder.pid}, started ${holder.startedAt}) is already using DATA_DIR ${dataDir}. ` +
          'Stop it first, or start this one with a different DATA_DIR.',
      );
    }
    // Stale (dead pid or unreadable): move it aside atomically; only one contender wins the rename.
    try {
      fs.renameSync(lockPath, `${lockPath}.stale`);
      fs.rmSync(`${lockPath}.stale`, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        throw describeFsError(dataDir, error);
      }
    }
  }
  throw new LockError(`Could not lock DATA_DIR ${dataDir}: another server keeps taking it.`);
}

function releaseLock(lockPath: string, mine: LockInfo): void {
  const holder = readLock(lockPath);
  if (holder && holder.pid === mine.pid && holder.startedAt === mine.startedAt) {
    try {
      fs.unlinkSync(lockPath);
    } catch {
      // already gone
    }
  }
}
