import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES as M } from '@thamani/domain/reports';
import { approvedReportWithoutPhotos } from '#test/issued-report.ts';
import { testSettings } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';

const MISSES = 5;
const t = useTestApp({
  overrides: { rateLimit: { ...testSettings().rateLimit, verifyMissesPerIp: MISSES, verifyIpWindowSeconds: 600 } },
  actors: { client: { role: 'user' }, agent: { role: 'agent' }, admin: { role: 'admin' } },
});

const check = (code: string, ip: string) => t.app.inject({ method: 'GET', url: `/api/verify/${code}`, remoteAddress: ip });

/** Well-formed codes that no report carries (the alphabet of real codes, fixed prefix). */
const wrongCode = (i: number) => `ZZZZZ-${String(i).padStart(5, '0')}`;

describe('the public verification page limits guesses per address', () => {
  it(`answers ${MISSES} wrong codes, then 429 with Retry-After for every code — a right one too — while other addresses still get answers`, async () => {
    const { verifyCode } = await approvedReportWithoutPhotos(t.app, t.actors);
    const guesser = '198.51.100.7';
    for (let i = 0; i < MISSES; i++) {
      expect((await check(wrongCode(i), guesser)).statusCode).toBe(404);
    }
    const blocked = await check(wrongCode(99), guesser);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', message: M.verifyRateLimited, details: { retryAt: expect.any(String) } });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // A hit looks exactly like a miss once the address is over the limit.
    expect((await check(verifyCode, guesser)).statusCode).toBe(429);

    const bank = '203.0.113.20';
    const real = await check(verifyCode, bank);
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json()).toMatchObject({ code: verifyCode });
  });

  it('never counts real codes: a bank checking many reports is never slowed', async () => {
    const { verifyCode } = await approvedReportWithoutPhotos(t.app, t.actors);
    const bank = '203.0.113.44';
    for (let i = 0; i < MISSES * 4; i++) {
      expect((await check(verifyCode, bank)).statusCode).toBe(200);
    }
    // The same address still has all its wrong guesses: a typo is answered as unknown, not refused.
    expect((await check(wrongCode(1), bank)).statusCode).toBe(404);
  });
});
