import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * An AsyncLocalStorage that is enabled only while one of its runs is in flight.
 *
 * On Node 20 a storage, once run, keeps a process-wide async hook that fires for every promise
 * of every request until the storage is disabled: ~11 % of the CPU of a cheap read (the client
 * counters) that never touches it. Disabling it when the last run has settled gives that back;
 * the next run enables it again. Disabling exits the storage's contexts, which is safe only
 * because no run is in flight then.
 */
export class ScopedAsyncLocalStorage<T> extends AsyncLocalStorage<T> {
  #inFlight = 0;

  readonly #settled = () => {
    this.#inFlight -= 1;
    if (this.#inFlight === 0) {
      this.disable();
    }
  };

  override run<R>(store: T, callback: () => R): R;
  override run<R, TArgs extends unknown[]>(store: T, callback: (...args: TArgs) => R, ...args: TArgs): R;
  override run<R, TArgs extends unknown[]>(store: T, callback: (...args: TArgs) => R, ...args: TArgs): R {
    this.#inFlight += 1;
    let result: R;
    try {
      result = super.run(store, callback, ...args);
    } catch (error) {
      this.#settled();
      throw error;
    }
    if (isThenable(result)) {
      // Both handlers, so a rejection is left to the caller (who holds `result`), not reported here.
      result.then(this.#settled, this.#settled);
    } else {
      this.#settled();
    }
    return result;
  }

  /** How many runs have not settled yet (tests). */
  get runsInFlight(): number {
    return this.#inFlight;
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/** better-auth keeps its process-wide state under this symbol (@better-auth/core context/global). */
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');

/** The storages better-auth creates with `context.<key> ??= new AsyncLocalStorage()` on first use. */
export const BETTER_AUTH_STORAGE_KEYS = ['adapterAsyncStorage', 'requestStateAsyncStorage', 'endpointContextAsyncStorage'] as const;

interface BetterAuthGlobal {
  version?: string;
  epoch: number;
  context: Record<string, unknown>;
}

/** better-auth's global state (created here, as better-auth would, when it has not been yet). */
export function betterAuthGlobal(): BetterAuthGlobal {
  const holder = globalThis as unknown as Record<symbol, BetterAuthGlobal | undefined>;
  // better-auth sets its version (and counts an epoch) the first time it reads an object it did not make.
  return (holder[BETTER_AUTH_GLOBAL] ??= { epoch: 0, context: {} });
}

/**
 * Hands better-auth scoped storages before it makes its own, so the hot reads, which never enter
 * better-auth (the guard's cached bearer tokens), do not pay for its async context. Call it
 * before the first auth request; storages it already made are left as they are.
 */
export function scopeBetterAuthStorages(): void {
  const { context } = betterAuthGlobal();
  for (const key of BETTER_AUTH_STORAGE_KEYS) {
    context[key] ??= new ScopedAsyncLocalStorage();
  }
}
