// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveTimer } from './save-timer';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SaveTimer', () => {
  it('waits for the pause after the last edit: a new edit restarts the wait', () => {
    const timer = new SaveTimer();
    const save = vi.fn();
    timer.after(800, save);
    vi.advanceTimersByTime(500);
    timer.after(800, save);
    vi.advanceTimersByTime(799);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(timer.pending).toBe(false);
  });

  it('retries less and less often while the server cannot be reached, and quickly again once it was', () => {
    const timer = new SaveTimer([2_000, 5_000, 10_000]);
    const tries: number[] = [];
    const retry = () => timer.retry(() => tries.push(Date.now()));
    const start = Date.now();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      retry();
      vi.runOnlyPendingTimers();
    }
    expect(tries.map((at) => at - start)).toEqual([2_000, 7_000, 17_000, 27_000]);

    timer.reached();
    retry();
    vi.advanceTimersByTime(2_000);
    expect(tries).toHaveLength(5);
  });

  it('does not stack retries: one waits at a time', () => {
    const timer = new SaveTimer([1_000]);
    const save = vi.fn();
    timer.retry(save);
    timer.retry(save);
    vi.advanceTimersByTime(5_000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('cancel forgets what was waiting', () => {
    const timer = new SaveTimer();
    const save = vi.fn();
    timer.after(100, save);
    timer.cancel();
    vi.advanceTimersByTime(1_000);
    expect(save).not.toHaveBeenCalled();
  });
});
