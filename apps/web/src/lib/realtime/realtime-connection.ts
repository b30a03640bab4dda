import { REALTIME_HEARTBEAT_MS, REALTIME_RECONNECT_DELAYS_MS } from '@thamani/domain/limits';
import type {
  LAST_EVENT_ID_PARAM,
  REALTIME_HEARTBEAT_EVENT,
  REALTIME_READY_EVENT,
  RealtimeReady,
} from '@thamani/domain/realtime';

// The stream's own names, typed as domain/realtime's constants so the compiler keeps them equal.
// Not imported as values, so that no domain module enters the first page load
// (docs/frontend-performance.md).
const HEARTBEAT_EVENT: typeof REALTIME_HEARTBEAT_EVENT = 'heartbeat';
const READY_EVENT: typeof REALTIME_READY_EVENT = 'ready';
const LAST_EVENT_ID: typeof LAST_EVENT_ID_PARAM = 'lastEventId';

/**
 * GET /api/events (docs/api.md): same-origin, authenticated by the session cookie. The path of
 * EVENTS_ENDPOINTS.stream written out, for the reason above (realtime-connection.test.ts holds them equal).
 */
// eslint-disable-next-line no-restricted-syntax -- kept out of the domain's modules on the first page load; a test holds it to the contract.
export const REALTIME_URL = '/api/events';


/** Silence for this long (nothing at all, not even a heartbeat) means the stream is dead. */
export const REALTIME_DEAD_AFTER_MS = 2 * REALTIME_HEARTBEAT_MS;

/** The part of EventSource we use, so tests can pass a fake. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

/** How a stream (re)started, told by its `ready` event. */
export type RealtimeReadyInfo = {
  /** Every stream after the first attempt. */
  isReconnect: boolean;
  /**
   * Events may have been missed and were not replayed: a reconnect without a last event id, or
   * the server could not replay from it (`reset`). Whatever is cached must be refetched.
   */
  missedEvents: boolean;
};

export type RealtimeConnectionOptions = {
  /** The feature events to listen to; more can be added with `listen`. */
  eventNames?: readonly string[];
  onEvent: (name: string, data: unknown) => void;
  /** `isReconnect` is true for every open after the first attempt. */
  onOpen?: (info: { isReconnect: boolean }) => void;
  /** After any replay, before live events. */
  onReady?: (info: RealtimeReadyInfo) => void;
  url?: string;
  createEventSource?: (url: string) => EventSourceLike;
  deadAfterMs?: number;
  reconnectDelaysMs?: readonly number[];
};

export type RealtimeConnection = {
  close(): void;
  /** Listen to one more event name, on this stream and every reopened one. */
  listen(name: string): void;
};

/** Reconnect delays: 1, 2, 5, 10 s, then 10 s for every further attempt. */
export function reconnectDelay(attempt: number, delays: readonly number[] = REALTIME_RECONNECT_DELAYS_MS): number {
  return delays[Math.min(attempt, delays.length - 1)] ?? 0;
}

/**
 * Opens the event stream and keeps it open: a stream that errors or stays silent for
 * `deadAfterMs` is closed and reopened after the spec's delays (the count restarts after a
 * successful open). We close on error ourselves rather than let EventSource retry, so the
 * schedule is ours and not the browser's; a reopened stream passes the id of the last event
 * seen (`?lastEventId=`, since EventSource cannot set the Last-Event-ID header on a new
 * stream), and the server replays what was missed.
 */
export function connectRealtime(options: RealtimeConnectionOptions): RealtimeConnection {
  const {
    eventNames = [],
    onEvent,
    onOpen,
    onReady,
    url = REALTIME_URL,
    createEventSource = (u: string) => new EventSource(u),
    deadAfterMs = REALTIME_DEAD_AFTER_MS,
    reconnectDelaysMs = REALTIME_RECONNECT_DELAYS_MS,
  } = options;

  let source: EventSourceLike | null = null;
  const names = new Set<string>();
  let lastEventId = '';
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

  /** Remember the id of every event that carries one: the position a reopened stream resumes from. */
  const remember = (event: Event) => {
    const id = (event as MessageEvent<unknown>).lastEventId;
    if (typeof id === 'string' && id !== '') {
      lastEventId = id;
    }
  };

  let listenOn: (name: string) => void = () => undefined;

  function open() {
    const isReconnect = attempts > 0;
    attempts += 1;
    const resumeFrom = lastEventId;
    const current = createEventSource(resumeFrom ? `${url}?${LAST_EVENT_ID}=${encodeURIComponent(resumeFrom)}` : url);
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
    current.addEventListener(
      READY_EVENT,
      own((event) => {
        markAlive();
        remember(event);
        const ready = parseData(event) as Partial<RealtimeReady> | undefined;
        onReady?.({ isReconnect, missedEvents: isReconnect && (!resumeFrom || ready?.reset !== false) });
      }),
    );
    listenOn = (name) =>
      current.addEventListener(
        name,
        own((event) => {
          markAlive();
          remember(event);
          const data = parseData(event);
          if (data !== undefined) {
            onEvent(name, data);
          }
        }),
      );
    for (const name of names) {
      listenOn(name);
    }
    // A stream that never opens (a hung proxy) is dead too.
    markAlive();
  }

  for (const name of eventNames) {
    names.add(name);
  }
  open();

  return {
    listen(name) {
      if (!names.has(name)) {
        names.add(name);
        listenOn(name);
      }
    },
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
