import { REALTIME_HEARTBEAT_MS } from '@thamani/domain/limits';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source';
import { connectRealtime, reconnectDelay, REALTIME_DEAD_AFTER_MS } from './realtime-connection';

function connect() {
  const onEvent = vi.fn();
  const onOpen = vi.fn();
  const connection = connectRealtime({ onEvent, onOpen, createEventSource: FakeEventSource.create });
  return { connection, onEvent, onOpen };
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
});
