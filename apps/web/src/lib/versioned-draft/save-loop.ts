/** How a pass ended: all it could send is sent, or the server cannot be reached now. */
export type PassOutcome = 'done' | 'blocked';

type SaveLoopOptions = {
  /** Sends what waits; it must call its request before its first `await`, so a page closing still sends. */
  pass: () => Promise<PassOutcome | void>;
  /** A pass was blocked: the loop stops until this schedules the next try. */
  onBlocked?: () => void;
  /** The loop has ended (the next run starts a new one). */
  onIdle?: () => Promise<void> | void;
  stopped?: () => boolean;
};

/**
 * One save in flight at a time. A run asked for while one is in flight is not lost: the loop
 * makes one more pass when the current one ends, and the caller's promise settles after it.
 */
export class SaveLoop {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly options: SaveLoopOptions) {}

  /** More may wait (edited meanwhile, over a limit, merged): make one more pass after this one. */
  passAgain(): void {
    this.again = true;
  }

  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          if ((await this.options.pass()) === 'blocked') {
            this.options.onBlocked?.();
            break;
          }
        } while (this.again && !this.options.stopped?.());
      } finally {
        this.running = null;
        await this.options.onIdle?.();
      }
    })();
    return this.running;
  }
}
