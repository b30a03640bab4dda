import { afterEach, describe, expect, it, vi } from 'vitest';
import { withRetries } from './lazy';

const failed = () => new TypeError('Failed to fetch dynamically imported module');

function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

describe('fetching a lazy chunk again when it fails', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('online: tries once per wait, then lets the last failure through', async () => {
    setOnline(true);
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(failed());
    await expect(withRetries(load, [1, 1])()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('online: a later try that arrives is the answer', async () => {
    setOnline(true);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(failed()).mockResolvedValueOnce('chunk');
    await expect(withRetries(load, [1])()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offline: waits for the connection however long it takes, then fetches again — no failure in between', async () => {
    vi.useFakeTimers();
    setOnline(false);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(failed()).mockRejectedValueOnce(failed()).mockResolvedValue('chunk');
    let outcome: string | Error = 'pending';
    void withRetries(load, [1])().then(
      (value) => (outcome = value),
      (error: Error) => (outcome = error),
    );
    // Ten minutes at a site without signal: far past every online wait, and nothing is tried or failed.
    await vi.advanceTimersByTimeAsync(600_000);
    expect(outcome).toBe('pending');
    expect(load).toHaveBeenCalledTimes(1);

    // The connection comes back for a moment and drops during the second fetch: it waits again.
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect(outcome).toBe('pending');

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(3);
    expect(outcome).toBe('chunk');
  });
});
