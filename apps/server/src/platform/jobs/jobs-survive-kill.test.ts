import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '#db/client.ts';
import { devMailbox } from '#db/schema/dev-mailbox.table.ts';
import { createTestDatabase, uniqueEmail, type TestDatabase } from '#test/test-app.ts';

const SCRIPT = fileURLToPath(new URL('./kill-worker.script.ts', import.meta.url));

/** Run the worker script; `onLine` sees each stdout line (and may kill the child). */
function runWorker(
  args: string[],
  onLine: (line: string, kill: () => void) => void,
): Promise<{ code: number | null; signal: string | null; lines: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const lines: string[] = [];
    let buffer = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let index = buffer.indexOf('\n');
      while (index >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 1);
        lines.push(line);
        onLine(line, () => child.kill('SIGKILL'));
        index = buffer.indexOf('\n');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0 && signal !== 'SIGKILL') {
        reject(new Error(`worker exited ${code}: ${stderr}`));
        return;
      }
      resolve({ code, signal, lines });
    });
  });
}

describe('a job survives kill -9 mid-run', () => {
  let database: TestDatabase | null = null;
  let folder: string | null = null;

  afterAll(async () => {
    await database?.drop();
    if (folder) {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('runs again in the next process, and its effect (the mail) happens once', async () => {
    let target: string;
    if (process.env.TEST_DB === 'postgres') {
      database = await createTestDatabase();
      target = database.kind === 'postgres' ? database.url : '';
    } else {
      folder = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-jobs-kill-'));
      target = path.join(folder, 'db');
    }
    const to = uniqueEmail('once');

    // First process: delivers the mail, then hangs mid-job and is killed with SIGKILL.
    let jobId = '';
    const first = await runWorker(['first', target, to], (line, kill) => {
      if (line.startsWith('EFFECT ')) {
        jobId = line.slice('EFFECT '.length);
        kill();
      }
    });
    expect(first.signal).toBe('SIGKILL');
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);

    // Second process: the expired run is retried there and completes.
    const second = await runWorker(['second', target, jobId], () => undefined);
    expect(second.lines).toContain(`RAN ${jobId}`);
    expect(second.lines).toContain('DONE completed');

    // The effect happened once although the job ran twice.
    const reader = database ?? (await openPglite(target));
    try {
      const rows = await reader.db.select().from(devMailbox).where(eq(devMailbox.to, to));
      expect(rows.map((r) => r.id)).toEqual([jobId]);
    } finally {
      if (!database) {
        await reader.close();
      }
    }
  }, 240_000);
});
