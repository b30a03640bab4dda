import type { Role } from '@thamani/domain/access';
import type { Bus } from '../bus.ts';

/** Who is calling: resolved from a live session, role from user_roles. */
export interface Identity {
  userId: string;
  sessionId: string;
  email: string;
  role: Role;
  profileId: string | null;
  /** The firm the caller acts within (the deployment's firm): the scope of every request they read. */
  firmId: string;
  /** Two-factor sign-in is on (set by the guard; it decides whether a required role may act). */
  twoFactorEnabled?: boolean;
}

export const AUTH_CACHE_TTL_MS = 60_000;
export const AUTH_INVALIDATE_CHANNEL = 'thamani_auth_invalidate';

export type Invalidation = { sessionId: string } | { userId: string };

interface Entry {
  identity: Identity;
  expiresAt: number;
}

/**
 * In-process cache of resolved identities (by session id or cookie hash) so the common request
 * costs no DB round trip. Sign-out, session revocation and role changes evict at once; the
 * generation counter stops a lookup that raced with an eviction from caching stale data.
 */
export class AuthCache {
  #entries = new Map<string, Entry>();
  #generation = 0;
  #listeners = new Set<(what: Invalidation | null) => void>();

  constructor(
    private readonly ttlMs = AUTH_CACHE_TTL_MS,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): Identity | null {
    const entry = this.#entries.get(key);
    if (!entry) {
      return null;
    }
    if (entry.expiresAt <= this.now()) {
      this.#entries.delete(key);
      return null;
    }
    return entry.identity;
  }

  /** Store unless an invalidation happened since `generation` was read. */
  set(key: string, identity: Identity, sessionExpiresAt: Date, generation: number): void {
    if (generation !== this.#generation) {
      return;
    }
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) {
        this.#entries.delete(oldest.value);
      }
    }
    const expiresAt = Math.min(this.now() + this.ttlMs, sessionExpiresAt.getTime());
    this.#entries.set(key, { identity, expiresAt });
  }

  /** Called on each invalidation (null: everything) — open event streams close on it. */
  onInvalidate(listener: (what: Invalidation | null) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #notify(what: Invalidation | null): void {
    for (const listener of this.#listeners) {
      listener(what);
    }
  }

  invalidate(what: Invalidation): void {
    this.#generation += 1;
    this.#notify(what);
    for (const [key, entry] of this.#entries) {
      const match = 'sessionId' in what ? entry.identity.sessionId === what.sessionId : entry.identity.userId === what.userId;
      if (match) {
        this.#entries.delete(key);
      }
    }
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#notify(null);
  }
}

function parseInvalidation(payload: string): Invalidation | null {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    if (typeof value.sessionId === 'string') {
      return { sessionId: value.sessionId };
    }
    if (typeof value.userId === 'string') {
      return { userId: value.userId };
    }
  } catch {
    // ignore malformed messages
  }
  return null;
}

/** Evict in this process now, then tell every other process through the bus. */
export async function publishInvalidation(cache: AuthCache, bus: Bus, what: Invalidation): Promise<void> {
  cache.invalidate(what);
  await bus.publish(AUTH_INVALIDATE_CHANNEL, JSON.stringify(what));
}

/**
 * Apply other processes' evictions here. An eviction sent while this process's bus listener was
 * down never arrives, so a lost or restored listener empties the whole cache: the next request
 * of each session reads it afresh.
 */
export async function subscribeInvalidations(cache: AuthCache, bus: Bus): Promise<() => Promise<void>> {
  const unsubscribe = await bus.subscribe(AUTH_INVALIDATE_CHANNEL, (payload) => {
    const what = parseInvalidation(payload);
    if (what) {
      cache.invalidate(what);
    } else {
      cache.clear();
    }
  });
  const stopInterruptions = bus.onInterrupted(() => cache.clear());
  return async () => {
    stopInterruptions();
    await unsubscribe();
  };
}
