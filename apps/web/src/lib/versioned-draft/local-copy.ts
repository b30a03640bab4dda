/**
 * A value kept in localStorage under one key, as JSON: what a draft holds that the server does
 * not yet, so a reload or a crash loses nothing. Full or blocked storage never fails the edit —
 * the copy is then simply not kept.
 */
export class LocalCopy<T> {
  constructor(
    private readonly storage: Storage | null,
    private readonly key: string,
  ) {}

  read(): T | null {
    try {
      const raw = this.storage?.getItem(this.key);
      return raw ? (JSON.parse(raw) as T) : null;
    } catch {
      return null;
    }
  }

  write(value: T): void {
    try {
      this.storage?.setItem(this.key, JSON.stringify(value));
    } catch {
      // Storage full or blocked: the server copy is all there is.
    }
  }

  remove(): void {
    try {
      this.storage?.removeItem(this.key);
    } catch {
      // Blocked storage held nothing.
    }
  }
}

/** The browser's localStorage, or null where it is blocked (private modes, sandboxed frames). */
export function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
