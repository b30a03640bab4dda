import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ReadinessCheck, ReadinessCheckName, ReadinessResponse } from '@thamani/domain/system';
import type { AppContext } from '#context.ts';
import { MIGRATIONS_DIR } from '#paths.ts';
import { probeStorage } from '#platform/storage/probe-storage.ts';

/** A check slower than this counts as failed: a load balancer must not wait on a hung database. */
const CHECK_TIMEOUT_MS = 3000;

async function rowsOf<T>(ctx: Pick<AppContext, 'db'>, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The migrations this build ships (drizzle's journal): each one's `when` is what drizzle records. */
export function shippedMigrations(dir = MIGRATIONS_DIR): Array<{ tag: string; when: number }> {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  return journal.entries;
}

/** Migrations of this build the database has not recorded as applied. */
export async function pendingMigrations(ctx: Pick<AppContext, 'db'>, dir = MIGRATIONS_DIR): Promise<string[]> {
  const applied = await rowsOf<{ created_at: string | number }>(
    ctx,
    sql`select created_at from drizzle.__drizzle_migrations`,
  );
  const seen = new Set(applied.map((row) => Number(row.created_at)));
  return shippedMigrations(dir)
    .filter((entry) => !seen.has(entry.when))
    .map((entry) => entry.tag);
}

const CHECKS: Record<ReadinessCheckName, (ctx: AppContext) => Promise<string | null>> = {
  async database(ctx) {
    await rowsOf(ctx, sql`select 1`);
    return null;
  },
  async migrations(ctx) {
    const pending = await pendingMigrations(ctx);
    return pending.length === 0 ? null : `${pending.length} migration(s) not applied: ${pending.join(', ')}`;
  },
  async storage(ctx) {
    await probeStorage(ctx.storage);
    return null;
  },
  async jobs(ctx) {
    return ctx.jobs.isRunning() ? null : 'the job queue is not running';
  },
};

/** What an unauthenticated caller is told when a check throws (the error itself goes to the log). */
const FAILED_WORDS: Record<ReadinessCheckName, string> = {
  database: 'the database did not answer',
  migrations: 'could not read the applied migrations',
  storage: 'file storage refused a write',
  jobs: 'the job queue could not be read',
};

async function runCheck(name: ReadinessCheckName, ctx: AppContext): Promise<ReadinessCheck> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${CHECK_TIMEOUT_MS} ms`), CHECK_TIMEOUT_MS);
  });
  try {
    const problem = await Promise.race([CHECKS[name](ctx), timeout]);
    return { name, ok: problem === null, problem };
  } catch (error) {
    ctx.log.warn({ err: error, check: name }, 'readiness check failed');
    return { name, ok: false, problem: FAILED_WORDS[name] };
  } finally {
    clearTimeout(timer);
  }
}

export async function checkReadiness(ctx: AppContext): Promise<ReadinessResponse> {
  const checks = await Promise.all((Object.keys(CHECKS) as ReadinessCheckName[]).map((name) => runCheck(name, ctx)));
  return { status: checks.every((c) => c.ok) ? 'ready' : 'not-ready', checks };
}
