import { AppError } from '@thamani/domain/app-error';
import { REPORT_MESSAGES as M } from '@thamani/domain/reports';
import type { AppContext } from '#context.ts';
import { createRateLimiter, type Hit } from '#platform/rate-limit.ts';

/** Thrown with the seconds to wait, for the route's Retry-After header. */
export class VerifyLimited extends AppError {
  constructor(readonly retryAfterSeconds: number, retryAt: Date) {
    super('RATE_LIMITED', M.verifyRateLimited, undefined, { retryAt: retryAt.toISOString() });
  }
}

function limited(hit: Hit, now: Date): VerifyLimited {
  return new VerifyLimited(Math.max(1, Math.ceil((hit.resetAt.getTime() - now.getTime()) / 1000)), hit.resetAt);
}

/**
 * Guessing codes is limited per address; checking real ones is not. Only a wrong code counts
 * (in the shared rate_limits table, so every process sees it). Once an address has used up its
 * wrong guesses, every answer is 429 until the window ends — a right code too, or the
 * difference between 200 and 429 would still tell a guesser which codes exist.
 */
export function createVerifyLimit(ctx: Pick<AppContext, 'db' | 'settings'>) {
  const limiter = createRateLimiter(ctx.db);
  const { verifyMissesPerIp: max, verifyIpWindowSeconds: windowSeconds } = ctx.settings.rateLimit;
  const keyOf = (ip: string) => `verify:ip:${ip}`;

  return {
    /** Refuses an address that has no wrong guesses left. */
    async assertAllowed(ip: string): Promise<void> {
      const current = await limiter.peek(keyOf(ip), windowSeconds);
      if (current && current.count >= max) {
        throw limited(current, new Date());
      }
    },
    /** Counts a wrong code; the guess that goes over the limit (a concurrent burst) is refused too. */
    async countMiss(ip: string): Promise<void> {
      const hit = await limiter.hit(keyOf(ip), windowSeconds);
      if (hit.count > max) {
        throw limited(hit, new Date());
      }
    },
  };
}
