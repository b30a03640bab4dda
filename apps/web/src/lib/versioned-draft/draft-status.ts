/**
 * The state a screen shows of a draft (saving, saved, waiting, conflicts…), read with
 * useSyncExternalStore: every change replaces the object, so React sees it.
 */
export class DraftStatus<S extends object> {
  private state: S;
  private readonly listeners = new Set<() => void>();

  constructor(initial: S) {
    this.state = initial;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get = (): S => this.state;

  set(patch: Partial<S>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) {
      listener();
    }
  }
}
