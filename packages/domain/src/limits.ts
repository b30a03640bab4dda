/** One place for the limits both sides use. */
export const RECENT_ACTIVITY_COUNT = 3;
export const PASSWORD_MIN_LENGTH = 6;
export const FULL_NAME_MIN_LENGTH = 3;
export const PROFILE_SYNC_DELAY_MS = 100;
export const SIGN_OUT_RELOAD_DELAY_MS = 500;
export const ADMIN_SIGN_OUT_DELAY_MS = 2000;

export const QUERY_RETRY = 1;
export const QUERY_STALE_TIME_MS = 10 * 60_000;
export const QUERY_GC_TIME_MS = 20 * 60_000;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const TOKEN_CHECK_INTERVAL_MS = 30_000;
export const TOKEN_REFRESH_THRESHOLD_SECONDS = 90;
export const TOKEN_REFRESH_BACKOFF_START_MS = 200;
export const TOKEN_REFRESH_RETRY_WINDOW_MS = 30_000;
export const RETRYABLE_STATUSES = [502, 503, 504] as const;
export const JWKS_CACHE_MS = 10 * 60_000;

export const REALTIME_HEARTBEAT_MS = 30_000;
export const REALTIME_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;
/** An open event stream rechecks its session (expiry, role) at least this often. */
export const REALTIME_SESSION_RECHECK_MS = 60_000;

export const TOAST_DURATION_MS = 4500;
export const TOAST_MAX_VISIBLE = 3;

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
