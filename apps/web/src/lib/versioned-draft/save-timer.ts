/**
 * The one save waiting for its moment: after the person's pause, or a retry. Retries wait longer
 * each time (the last delay repeats) until a save reaches the server again.
 */
export class SaveTimer {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;

  /** `backoffMs`: the waits before the first, second… retry. */
  constructor(private readonly backoffMs: readonly number[] = []) {}

  get pending(): boolean {
    return this.timer !== null;
  }

  /** Runs `run` after `delayMs`, in place of whatever was waiting. */
  after(delayMs: number, run: () => void): void {
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = null;
      run();
    }, delayMs);
  }

  /** Runs `run` after the next backoff delay, unless something is already waiting. */
  retry(run: () => void): void {
    if (this.timer) {
      return;
    }
    const last = this.backoffMs[this.backoffMs.length - 1] ?? 0;
    const delay = this.backoffMs[Math.min(this.attempt, this.backoffMs.length - 1)] ?? last;
    this.attempt += 1;
    this.after(delay, run);
  }

  /** A request reached the server: the next retry waits the shortest delay again. */
  reached(): void {
    this.attempt = 0;
  }

  cancel(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
  }
}
