import { REALTIME_HEARTBEAT_MS, REALTIME_RECONNECT_DELAYS_MS } from '@thamani/domain/limits';
import type { REALTIME_EVENTS, REALTIME_HEARTBEAT_EVENT, RealtimeEventName } from '@thamani/domain/notifications';

// The stream's event names, typed as domain/notifications' own constants so the compiler keeps
// them equal. Not imported as values: that module also holds the event schemas, and a value
// import would put zod into the first page load (docs/frontend-performance.md).
const EVENT_NAMES: typeof REALTIME_EVENTS = ['notification', 'request.updated', 'visit.updated'];
const HEARTBEAT_EVENT: typeof REALTIME_HEARTBEAT_EVENT = 'heartbeat';

/** GET /api/events (docs/api.md): same-origin, authenticated by the session cookie. */
export const REALTIME_URL = '/api/events';


/** Silence for this long (nothing at all, not even a heartbeat) means the stream is dead. */
export const REALTIME_DEAD_AFTER_MS = 2 * REALTIME_HEARTBEAT_MS;

/** The part of EventSource we use, so tests can pass a fake. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

export type RealtimeConnectionOptions = {
  onEvent: (name: RealtimeEventName, data: unknown) => void;
  /** `isReconnect` is true for every open after the first attempt: events may have been missed. */
  onOpen?: (info: { isReconnect: boolean }) => void;
  url?: string;
  createEventSource?: (url: string) => EventSourceLike;
  deadAfterMs?: number;
  reconnectDelaysMs?: readonly number[];
};

export type RealtimeConnection = { close(): void };

/** Reconnect delays: 1, 2, 5, 10 s, then 10 s for every further attempt. */
export function reconnectDelay(attempt: number, delays: readonly number[] = REALTIME_RECONNECT_DELAYS_MS): number {
  return delays[Math.min(attempt, delays.length - 1)] ?? 0;
}

/**
 * Opens the event stream and keeps it open: a stream that errors or stays silent for
 * `deadAfterMs` is closed and reopened after the spec's delays (the count restarts after a
 * successful open). We close on error ourselves rather than let EventSource retry, so the
 * schedule is ours and not the browser's.
 */
export function connectRealtime(options: RealtimeConnectionOptions): RealtimeConnection {
  const {
    onEvent,
    onOpen,
    url = REALTIME_URL,
    createEventSource = (u: string) => new EventSource(u),
    deadAfterMs = REALTIME_DEAD_AFTER_MS,
    reconnectDelaysMs = REALTIME_RECONNECT_DELAYS_MS,
  } = options;

  let source: EventSourceLike | null = null;
  let attempts = 0;
  let failures = 0;
  let closed = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;

  const markAlive = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(dropAndRetry, deadAfterMs);
  };

  function dropAndRetry() {
    clearTimeout(watchdog);
    source?.close();
    source = null;
    if (closed) {
      return;
    }
    reconnectTimer = setTimeout(open, reconnectDelay(failures, reconnectDelaysMs));
    failures += 1;
  }

  function open() {
    const isReconnect = attempts > 0;
    attempts += 1;
    const current = createEventSource(url);
    source = current;
    // Ignore anything a replaced stream still delivers.
    const own = (handler: (event: Event) => void) => (event: Event) => {
      if (source === current) {
        handler(event);
      }
    };
    current.addEventListener(
      'open',
      own(() => {
        failures = 0;
        markAlive();
        onOpen?.({ isReconnect });
      }),
    );
    current.addEventListener('error', own(dropAndRetry));
    current.addEventListener(HEARTBEAT_EVENT, own(markAlive));
    current.addEventListener('message', own(markAlive));
    for (const name of EVENT_NAMES) {
      current.addEventListener(
        name,
        own((event) => {
          markAlive();
          const data = parseData(event);
          if (data !== undefined) {
            onEvent(name, data);
          }
        }),
      );
    }
    // A stream that never opens (a hung proxy) is dead too.
    markAlive();
  }

  open();

  return {
    close() {
      closed = true;
      clearTimeout(reconnectTimer);
      clearTimeout(watchdog);
      source?.close();
      source = null;
    },
  };
}

function parseData(event: Event): unknown {
  const raw = (event as MessageEvent<unknown>).data;
  if (typeof raw !== 'string') {
    return undefined;
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    console.warn('Ignoring a realtime event whose data is not JSON', event.type);
    return undefined;
  }
}
