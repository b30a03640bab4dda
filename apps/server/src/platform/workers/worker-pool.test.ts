import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { createWorkerPool } from './worker-pool.ts';
import threadNice from './thread-nice.fixture.ts';

const fixture = new URL('./thread-nice.fixture.ts', import.meta.url);

describe.runIf(process.platform === 'linux')('worker pool threads', () => {
  it('run at the nice increment they were given, while the main thread keeps its priority', async () => {
    const before = threadNice();
    const pool = createWorkerPool<void, number>({ file: fixture, name: 'nice test', maxThreads: 1, idleTimeoutMs: 1_000, niceIncrement: 10 });
    try {
      expect(await pool.run()).toBe(Math.min(19, before + 10));
      expect(threadNice()).toBe(before);
      expect(os.getPriority()).toBe(before);
    } finally {
      await pool.close();
    }
  });

  it('run at the main thread priority without an increment', async () => {
    const pool = createWorkerPool<void, number>({ file: fixture, name: 'nice test', maxThreads: 1, idleTimeoutMs: 1_000 });
    try {
      expect(await pool.run()).toBe(threadNice());
    } finally {
      await pool.close();
    }
  });
});

describe('worker pool threads and their libraries', () => {
  it('load production builds (React’s, for the report PDF) whatever the deployment’s NODE_ENV', async () => {
    const pool = createWorkerPool<void, { nodeEnv: string | undefined; production: boolean }>({
      file: new URL('./react-build.fixture.ts', import.meta.url),
      name: 'react build test',
      maxThreads: 1,
      idleTimeoutMs: 1_000,
    });
    try {
      expect(await pool.run()).toEqual({ nodeEnv: 'production', production: true });
      // This thread (vitest's) keeps its own.
      expect(process.env.NODE_ENV).toBe('test');
    } finally {
      await pool.close();
    }
  });
});
