import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenManager, TokenFetchError } from './token-manager';

/** A JWT-shaped string whose payload expires `secondsFromNow` after the (fake) current time. */
function tokenExpiringIn(secondsFromNow: number): string {
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  const payload = btoa(JSON.stringify({ exp })).replace(/=+$/, '');
  return `header.${payload}.signature`;
}

describe('token manager', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-05T08:00:00Z'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('fetches a token on start and checks every 30 s, refreshing only when 90 s or less remain', async () => {
    const fetchToken = vi.fn(() => Promise.resolve(tokenExpiringIn(150)));
    const onToken = vi.fn();
    const manager = createTokenManager({ fetchToken, onToken, onSessionEnded: vi.fn() });

    await manager.start();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(onToken).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(30_000); // 120 s left: no refresh
    expect(fetchToken).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(30_000); // 90 s left: refresh
    expect(fetchToken).toHaveBeenCalledTimes(2);
    manager.stop();

    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('retries 502/503/504 with exponential backoff from 200 ms', async () => {
    const fetchToken = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TokenFetchError(503, 'unavailable'))
      .mockRejectedValueOnce(new TokenFetchError(502, 'bad gateway'))
      .mockRejectedValueOnce(new TokenFetchError(504, 'timeout'))
      .mockResolvedValue(tokenExpiringIn(900));
    const onToken = vi.fn();
    const manager = createTokenManager({ fetchToken, onToken, onSessionEnded: vi.fn() });

    const result = manager.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // 200 ms
    expect(fetchToken).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(400); // then 400 ms
    expect(fetchToken).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(799);
    expect(fetchToken).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1); // then 800 ms
    expect(fetchToken).toHaveBeenCalledTimes(4);
    await expect(result).resolves.toMatch(/^header\./);
    expect(onToken).toHaveBeenCalledTimes(1);
    manager.stop();
  });

  it('gives up retrying once the next attempt would fall beyond 30 s', async () => {
    const fetchToken = vi.fn(() => Promise.reject(new TokenFetchError(503, 'unavailable')));
    const manager = createTokenManager({ fetchToken, onToken: vi.fn(), onSessionEnded: vi.fn() });

    const result = manager.refresh();
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(result).resolves.toBeNull();
    // Attempts at 0, 0.2, 0.6, 1.4, 3.0, 6.2, 12.6, 25.4 s; the next (51 s) is past the window.
    expect(fetchToken).toHaveBeenCalledTimes(8);
    manager.stop();
  });

  it('does not retry other errors, and reports an ended session on 401', async () => {
    const onSessionEnded = vi.fn();
    const onToken = vi.fn();
    const fetchToken = vi.fn(() => Promise.reject(new TokenFetchError(401, 'no session')));
    const manager = createTokenManager({ fetchToken, onToken, onSessionEnded });

    await expect(manager.refresh()).resolves.toBeNull();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(onToken).toHaveBeenCalledWith(null);

    const badRequest = vi.fn(() => Promise.reject(new TokenFetchError(400, 'bad')));
    const other = createTokenManager({ fetchToken: badRequest, onToken: vi.fn(), onSessionEnded });
    await other.refresh();
    expect(badRequest).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('shares one in-flight refresh between concurrent callers', async () => {
    const fetchToken = vi.fn(() => Promise.resolve(tokenExpiringIn(900)));
    const manager = createTokenManager({ fetchToken, onToken: vi.fn(), onSessionEnded: vi.fn() });
    await Promise.all([manager.refresh(), manager.refresh(), manager.check()]);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });
});
