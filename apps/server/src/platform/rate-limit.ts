import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/rate-limits.table.ts';

export interface Window {
  max: number;
  windowSeconds: number;
}

export interface Hit {
  count: number;
  resetAt: Date;
}

/**
 * Fixed-window counters in PostgreSQL, so every process shares them. `hit` is one atomic
 * upsert … returning: it restarts the window when it has passed, else increments, and each of
 * many concurrent hits on one key gets its own count. Count first, then decide — never read a
 * count and add to it later, or a burst slips through between the two.
 */
export function createRateLimiter(db: Db) {
  async function hit(key: string, windowSeconds: number): Promise<Hit> {
    const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${windowSeconds})`;
    const rows = await db
      .insert(rateLimits)
      .values({ key, count: 1, windowStart: sql`now()` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
        },
      })
      .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
    const row = rows[0];
    const start = row?.windowStart ?? new Date();
    return { count: row?.count ?? 1, resetAt: new Date(start.getTime() + windowSeconds * 1000) };
  }

  /** The key's count in its current window, without adding to it (null: no window running). */
  async function peek(key: string, windowSeconds: number): Promise<Hit | null> {
    const rows = await db
      .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} > now() - make_interval(secs => ${windowSeconds})`);
    const row = rows[0];
    return row ? { count: row.count, resetAt: new Date(row.windowStart.getTime() + windowSeconds * 1000) } : null;
  }

  async function reset(key: string): Promise<void> {
    await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
  }

  return { hit, peek, reset };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
