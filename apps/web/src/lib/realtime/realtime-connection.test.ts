// @vitest-environment node
import { pathOf } from '@thamani/domain/endpoints';
import { EVENTS_ENDPOINTS } from '@thamani/domain/events.endpoints';
import { REALTIME_HEARTBEAT_MS } from '@thamani/domain/limits';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source';
import { connectRealtime, reconnectDelay, REALTIME_DEAD_AFTER_MS, REALTIME_URL } from './realtime-connection';

const EVENT_NAMES = ['notification', 'request.updated', 'visit.updated'];

function connect() {
  const onEvent = vi.fn();
  const onOpen = vi.fn();
  const onReady = vi.fn();
  const connection = connectRealtime({ eventNames: EVENT_NAMES, onEvent, onOpen, onReady, createEventSource: FakeEventSource.create });
  return { connection, onEvent, onOpen, onReady };
}

/** Advances until a new EventSource appears; returns how long that took. */
function msUntilNextAttempt(): number {
  const before = FakeEventSource.instances.length;
  let elapsed = 0;
  while (FakeEventSource.instances.length === before) {
    if (elapsed > 60_000) {
      throw new Error('no reconnect within 60 s');
    }
    vi.advanceTimersByTime(100);
    elapsed += 100;
  }
  return elapsed;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the stream’s address', () => {
  it('is the events contract’s path, so the browser opens the stream the server serves', () => {
    expect(REALTIME_URL).toBe(pathOf(EVENTS_ENDPOINTS.stream));
  });
});

describe('reconnectDelay', () => {
  it('waits 1, 2, 5, 10 s, then 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map((n) => reconnectDelay(n))).toEqual([
      1000, 2000, 5000, 10_000, 10_000, 10_000, 10_000,
    ]);
  });
});

describe('connectRealtime', () => {
  it('opens GET /api/events once', () => {
    connect();
    expect(FakeEventSource.instances.map((s) => s.url)).toEqual(['/api/events']);
  });

  it('reconnects after 1, 2, 5, 10 and 10 s while the stream keeps failing', () => {
    connect();
    const delays: number[] = [];
    for (let i = 0; i < 5; i++) {
      const failing = FakeEventSource.latest();
      failing.fail();
      expect(failing.closed).toBe(true);
      delays.push(msUntilNextAttempt());
    }
    expect(delays).toEqual([1000, 2000, 5000, 10_000, 10_000]);
  });

  it('waits exactly the delay, not less', () => {
    connect();
    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('starts the schedule again after a successful open', () => {
    connect();
    FakeEventSource.latest().fail();
    expect(msUntilNextAttempt()).toBe(1000);
    FakeEventSource.latest().fail();
    expect(msUntilNextAttempt()).toBe(2000);
    FakeEventSource.latest().open();
    FakeEventSource.latest().fail();
    expect(msUntilNextAttempt()).toBe(1000);
  });

  it('treats 2 × heartbeat of silence as a dead stream and reconnects', () => {
    connect();
    const first = FakeEventSource.latest();
    first.open();
    vi.advanceTimersByTime(REALTIME_DEAD_AFTER_MS - 1);
    expect(first.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(first.closed).toBe(true);
    expect(msUntilNextAttempt()).toBe(1000);
  });

  it('stays open while heartbeats or events arrive', () => {
    const { onEvent } = connect();
    const source = FakeEventSource.latest();
    source.open();
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(REALTIME_HEARTBEAT_MS);
      source.emit('heartbeat', Date.now());
    }
    vi.advanceTimersByTime(REALTIME_HEARTBEAT_MS + 10_000);
    source.emit('request.updated', { requestId: 'r', status: 'assigned' });
    vi.advanceTimersByTime(REALTIME_DEAD_AFTER_MS - 1);
    expect(source.closed).toBe(false);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(onEvent).toHaveBeenCalledWith('request.updated', { requestId: 'r', status: 'assigned' });
  });

  it('gives up on a stream that never opens', () => {
    connect();
    vi.advanceTimersByTime(REALTIME_DEAD_AFTER_MS);
    expect(FakeEventSource.instances[0]?.closed).toBe(true);
  });

  it('reports the first open as a connect and every later one as a reconnect', () => {
    const { onOpen } = connect();
    FakeEventSource.latest().open();
    expect(onOpen).toHaveBeenLastCalledWith({ isReconnect: false });
    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(1000);
    FakeEventSource.latest().open();
    expect(onOpen).toHaveBeenLastCalledWith({ isReconnect: true });
  });

  it('counts an open after a failed first attempt as a reconnect (something may have been missed)', () => {
    const { onOpen } = connect();
    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(1000);
    FakeEventSource.latest().open();
    expect(onOpen).toHaveBeenCalledExactlyOnceWith({ isReconnect: true });
  });

  it('passes parsed JSON of the named events and ignores bad data and replaced streams', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { onEvent } = connect();
    const first = FakeEventSource.latest();
    first.open();
    first.emit('visit.updated', { visitId: 'v', requestId: 'r', status: 'completed' });
    first.emit('notification', 'not json');
    first.fail();
    first.emit('request.updated', { requestId: 'late', status: 'x' });
    expect(onEvent).toHaveBeenCalledExactlyOnceWith('visit.updated', {
      visitId: 'v',
      requestId: 'r',
      status: 'completed',
    });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('closes the stream and stops retrying when closed', () => {
    const { connection } = connect();
    const source = FakeEventSource.latest();
    source.fail();
    connection.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);

    const other = connect();
    const open = FakeEventSource.latest();
    open.open();
    other.connection.close();
    expect(open.closed).toBe(true);
    vi.advanceTimersByTime(REALTIME_DEAD_AFTER_MS * 2);
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('a reopened stream resumes after the last event id seen (feature events and ready carry one)', () => {
    const { onReady } = connect();
    const first = FakeEventSource.latest();
    first.open();
    first.ready(10);
    expect(onReady).toHaveBeenLastCalledWith({ isReconnect: false, missedEvents: false });
    first.emit('request.updated', { requestId: 'r', status: 'assigned' }, 12);
    first.emit('heartbeat', {});
    first.fail();
    vi.advanceTimersByTime(1000);
    expect(FakeEventSource.latest().url).toBe('/api/events?lastEventId=12');

    // Replayed and answered with ready: nothing was missed.
    const second = FakeEventSource.latest();
    second.open();
    second.emit('visit.updated', { visitId: 'v', requestId: 'r', status: 'completed' }, 13);
    second.ready(13);
    expect(onReady).toHaveBeenLastCalledWith({ isReconnect: true, missedEvents: false });

    // The next reopen carries the newest id, not the first one.
    second.fail();
    vi.advanceTimersByTime(1000);
    expect(FakeEventSource.latest().url).toBe('/api/events?lastEventId=13');
  });

  it('a reconnect the server cannot replay (reset), or one without any id seen, reports missed events', () => {
    const { onReady } = connect();
    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(1000);
    // The first attempt failed before any id arrived: no resume point.
    expect(FakeEventSource.latest().url).toBe('/api/events');
    FakeEventSource.latest().open();
    FakeEventSource.latest().ready(5);
    expect(onReady).toHaveBeenLastCalledWith({ isReconnect: true, missedEvents: true });

    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(1000);
    expect(FakeEventSource.latest().url).toBe('/api/events?lastEventId=5');
    FakeEventSource.latest().open();
    FakeEventSource.latest().ready(90, true);
    expect(onReady).toHaveBeenLastCalledWith({ isReconnect: true, missedEvents: true });
  });

  it('listens to names added later, on the open stream and on reopened ones', () => {
    const { connection, onEvent } = connect();
    FakeEventSource.latest().open();
    FakeEventSource.latest().emit('report.updated', { reportId: 'x' });
    expect(onEvent).not.toHaveBeenCalled();
    connection.listen('report.updated');
    FakeEventSource.latest().emit('report.updated', { reportId: 'x' });
    expect(onEvent).toHaveBeenLastCalledWith('report.updated', { reportId: 'x' });
    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(1000);
    FakeEventSource.latest().emit('report.updated', { reportId: 'y' });
    expect(onEvent).toHaveBeenLastCalledWith('report.updated', { reportId: 'y' });
  });
});
