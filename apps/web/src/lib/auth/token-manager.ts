import {
  RETRYABLE_STATUSES,
  TOKEN_CHECK_INTERVAL_MS,
  TOKEN_REFRESH_BACKOFF_START_MS,
  TOKEN_REFRESH_RETRY_WINDOW_MS,
  TOKEN_REFRESH_THRESHOLD_SECONDS,
} from '@thamani/domain/limits';
import { secondsUntilExpiry } from './access-token';

/** A failed token fetch; status 0 means the request never got an answer (network). */
export class TokenFetchError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'TokenFetchError';
  }
}

export function isRetryable(error: unknown): boolean {
  return (
    error instanceof TokenFetchError &&
    (error.status === 0 || (RETRYABLE_STATUSES as readonly number[]).includes(error.status))
  );
}

export type TokenManagerOptions = {
  fetchToken: () => Promise<string>;
  onToken: (token: string | null) => void;
  /** The server says there is no session any more (401): signed out elsewhere or expired. */
  onSessionEnded: () => void;
  now?: () => number;
};

export type TokenManager = {
  start(): Promise<string | null>;
  stop(): void;
  refresh(): Promise<string | null>;
  /** One tick of the 30 s check; exposed for tests. */
  check(): Promise<void>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Keeps a short-lived access token fresh: checks every 30 s and refreshes when
 * 90 s or less remain; retries 502/503/504 (and network failures) with exponential backoff
 * from 200 ms for as long as the next attempt still falls within 30 s of the first.
 */
export function createTokenManager(opts: TokenManagerOptions): TokenManager {
  const now = opts.now ?? (() => Date.now());
  let token: string | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let inflight: Promise<string | null> | null = null;
  let stopped = false;

  async function fetchWithBackoff(): Promise<string> {
    const startedAt = now();
    for (let attempt = 0; ; attempt++) {
      try {
        return await opts.fetchToken();
      } catch (error) {
        const delay = TOKEN_REFRESH_BACKOFF_START_MS * 2 ** attempt;
        if (!isRetryable(error) || now() + delay - startedAt >= TOKEN_REFRESH_RETRY_WINDOW_MS || stopped) {
          throw error;
        }
        await sleep(delay);
      }
    }
  }

  async function doRefresh(): Promise<string | null> {
    try {
      const fresh = await fetchWithBackoff();
      if (!stopped) {
        token = fresh;
        opts.onToken(fresh);
      }
      return fresh;
    } catch (error) {
      if (error instanceof TokenFetchError && error.status === 401) {
        token = null;
        opts.onToken(null);
        if (!stopped) {
          opts.onSessionEnded();
        }
        return null;
      }
      // Keep the current token (it may still be valid); the next tick tries again.
      console.error('Access token refresh failed', error);
      return token;
    }
  }

  function refresh(): Promise<string | null> {
    inflight ??= doRefresh().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  async function check(): Promise<void> {
    const left = token ? secondsUntilExpiry(token, now()) : null;
    if (left === null || left <= TOKEN_REFRESH_THRESHOLD_SECONDS) {
      await refresh();
    }
  }

  return {
    async start() {
      stopped = false;
      if (timer === null) {
        timer = setInterval(() => void check(), TOKEN_CHECK_INTERVAL_MS);
      }
      return refresh();
    },
    stop() {
      stopped = true;
      if (timer !== null) {
        clearInterval(timer);
        timer = null;
      }
      token = null;
    },
    refresh,
    check,
  };
}
