import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRealtimeEvent } from '@thamani/domain/realtime';
import type { AuthContextValue } from '@/lib/auth/auth-context';
import { FakeEventSource } from '@/test/fake-event-source';
import { createTestQueryClient, fakeAuth, fakeMe } from '@/test/test-utils';
import { useRealtimeEvent } from './realtime-context';
import { realtimeFeature, realtimeHandler, type RealtimeFeature } from './realtime-feature';
import { loadRealtimeFeatures } from './realtime-features';
import { RealtimeProvider } from './realtime-provider';

let auth: AuthContextValue;
vi.mock('@/lib/auth/use-auth', () => ({ useAuth: () => auth }));

const REQUEST_ID = '3f8a1c2e-4b5d-4e6f-8a9b-0c1d2e3f4a5b';
const VISIT_ID = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

const signedIn = () => fakeAuth({ status: 'signed-in', me: fakeMe('user'), role: 'user', email: 'jane@example.com' });

/** Seeds queries that are cached but not on screen (inactive): they refetch only when asked. */
async function seedInactive(client: ReturnType<typeof createTestQueryClient>, keys: readonly (readonly unknown[])[]) {
  const fetchers = new Map<string, ReturnType<typeof vi.fn>>();
  for (const key of keys) {
    const fetcher = vi.fn(() => Promise.resolve({ key }));
    fetchers.set(JSON.stringify(key), fetcher);
    await client.fetchQuery({ queryKey: key, queryFn: fetcher });
  }
  return (key: readonly unknown[]) => fetchers.get(JSON.stringify(key))?.mock.calls.length ?? 0;
}

/** Every feature's *-realtime.ts, as the app finds them; loaded once so tests control the timing. */
let features: RealtimeFeature[];
beforeAll(async () => {
  features = await loadRealtimeFeatures();
});
const loadAll = () => Promise.resolve(features);

function renderProvider(client = createTestQueryClient(), children: React.ReactNode = null, loadFeatures = loadAll) {
  const ui = () => (
    <QueryClientProvider client={client}>
      <RealtimeProvider loadFeatures={loadFeatures}>{children}</RealtimeProvider>
    </QueryClientProvider>
  );
  const result = render(ui());
  return { ...result, client, rerenderProvider: () => result.rerender(ui()) };
}

/** The handlers load asynchronously before the stream opens. */
async function streamOpened(count = 1) {
  await act(async () => {
    await Promise.resolve();
  });
  expect(FakeEventSource.instances).toHaveLength(count);
  return FakeEventSource.latest();
}

beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
  auth = signedIn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RealtimeProvider', () => {
  it('opens nothing while signed out', () => {
    auth = fakeAuth({ status: 'signed-out' });
    renderProvider();
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('opens GET /api/events when signed in and closes it on sign-out', async () => {
    auth = fakeAuth({ status: 'loading' });
    const { rerenderProvider } = renderProvider();
    await act(async () => {
      await Promise.resolve();
    });
    expect(FakeEventSource.instances).toHaveLength(0);

    auth = signedIn();
    rerenderProvider();
    const source = await streamOpened();
    expect(FakeEventSource.instances.map((s) => s.url)).toEqual(['/api/events']);

    auth = fakeAuth({ status: 'signed-out' });
    rerenderProvider();
    expect(source.closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('closes the stream when the provider unmounts', async () => {
    const { unmount } = renderProvider();
    await streamOpened();
    unmount();
    expect(FakeEventSource.latest().closed).toBe(true);
  });

  it('finds every feature’s handlers by file name: notifications, requests, visits, reports and chat register their own events', () => {
    expect(features.flatMap((f) => f.handlers.map((h) => h.event.name)).sort()).toEqual([
      'chat.message',
      'notification',
      'report.updated',
      'request.updated',
      'visit.updated',
    ]);
  });

  it('runs a feature’s handler on a valid payload only, and listens to the names its features declare', async () => {
    const Thing = defineRealtimeEvent('thing.changed', z.object({ thingId: z.string() }));
    const handle = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderProvider(createTestQueryClient(), null, () =>
      Promise.resolve([realtimeFeature({ refetchOnReset: [['things']], handlers: [realtimeHandler(Thing, handle)] })]),
    );
    const source = await streamOpened();
    source.open();
    await act(async () => source.emit('thing.changed', { thingId: 't1' }, 4));
    expect(handle).toHaveBeenCalledExactlyOnceWith({ thingId: 't1' }, expect.objectContaining({ queryClient: expect.anything() }));
    await act(async () => source.emit('thing.changed', { nope: 1 }, 5));
    expect(handle).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Ignoring a malformed thing.changed event', { nope: 1 });
    warn.mockRestore();
  });

  it('request.updated refetches every cached requests query (lists, stats, detail), on screen or not', async () => {
    const client = createTestQueryClient();
    const calls = await seedInactive(client, [
      ['requests', 'list', { limit: 10 }],
      ['requests', 'stats'],
      ['requests', 'detail', REQUEST_ID],
      ['notifications', 'list'],
      ['visits', 'list', {}],
    ]);
    renderProvider(client);
    const source = await streamOpened();
    source.open();

    await act(async () => source.emit('request.updated', { requestId: REQUEST_ID, status: 'assigned' }, 1));
    await waitFor(() => expect(calls(['requests', 'list', { limit: 10 }])).toBe(2));
    expect(calls(['requests', 'stats'])).toBe(2);
    expect(calls(['requests', 'detail', REQUEST_ID])).toBe(2);
    expect(calls(['notifications', 'list'])).toBe(1);
    expect(calls(['visits', 'list', {}])).toBe(1);
  });

  it('visit.updated refetches visits and requests', async () => {
    const client = createTestQueryClient();
    const calls = await seedInactive(client, [
      ['visits', 'list', {}],
      ['requests', 'stats'],
      ['notifications', 'list'],
    ]);
    renderProvider(client);
    const source = await streamOpened();
    source.open();

    await act(async () =>
      source.emit('visit.updated', { visitId: VISIT_ID, requestId: REQUEST_ID, status: 'scheduled' }, 1),
    );
    await waitFor(() => expect(calls(['visits', 'list', {}])).toBe(2));
    await waitFor(() => expect(calls(['requests', 'stats'])).toBe(2));
    expect(calls(['notifications', 'list'])).toBe(1);
  });

  it('ignores a malformed request.updated', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = createTestQueryClient();
    const calls = await seedInactive(client, [['requests', 'stats']]);
    renderProvider(client);
    const source = await streamOpened();
    source.open();
    await act(async () => source.emit('request.updated', { nope: true }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Ignoring a malformed request.updated event', { nope: true }));
    expect(calls(['requests', 'stats'])).toBe(1);
    warn.mockRestore();
  });

  it('a reconnect that resumes (ready after replay) re-reads only who the person is', async () => {
    const client = createTestQueryClient();
    const calls = await seedInactive(client, [['notifications', 'list'], ['requests', 'list', {}]]);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    renderProvider(client);
    vi.useFakeTimers();
    const first = await streamOpened();
    await act(async () => {
      first.open();
      first.ready(7);
    });
    expect(invalidate).not.toHaveBeenCalled();

    act(() => first.fail());
    await act(async () => vi.advanceTimersByTime(1000));
    const second = FakeEventSource.latest();
    expect(second.url).toBe('/api/events?lastEventId=7');
    await act(async () => {
      second.open();
      second.ready(9);
    });
    // The server ends a stream when the role changes: who the person is gets re-read.
    expect(invalidate).toHaveBeenCalledExactlyOnceWith({ queryKey: ['me'], refetchType: 'all' });
    expect(calls(['notifications', 'list'])).toBe(1);
    expect(calls(['requests', 'list', {}])).toBe(1);
  });

  it('refetches everything when events may have been missed and were not replayed, but not on the first connect', async () => {
    const client = createTestQueryClient();
    const calls = await seedInactive(client, [
      ['notifications', 'list'],
      ['notifications', 'unread-count'],
      ['requests', 'list', {}],
      ['visits', 'list', {}],
    ]);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    renderProvider(client);
    vi.useFakeTimers();
    const first = await streamOpened();
    await act(async () => {
      first.open();
      first.ready(3);
    });
    expect(invalidate).not.toHaveBeenCalled();
    expect(calls(['notifications', 'list'])).toBe(1);

    // Down, back after 1 s, and the server can no longer replay from id 3: refetch everything.
    act(() => first.fail());
    await act(async () => vi.advanceTimersByTime(1000));
    expect(FakeEventSource.instances).toHaveLength(2);
    await act(async () => {
      FakeEventSource.latest().open();
      FakeEventSource.latest().ready(500, true);
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notifications'], refetchType: 'all' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['requests'], refetchType: 'all' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['visits'], refetchType: 'all' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['me'], refetchType: 'all' });
    expect(calls(['notifications', 'list'])).toBe(2);
    expect(calls(['notifications', 'unread-count'])).toBe(2);
    expect(calls(['requests', 'list', {}])).toBe(2);
    expect(calls(['visits', 'list', {}])).toBe(2);
  });

  it('a stream that never got an id (its first attempt failed) refetches everything on the reconnect', async () => {
    const client = createTestQueryClient();
    const calls = await seedInactive(client, [['requests', 'list', {}]]);
    renderProvider(client);
    vi.useFakeTimers();
    const first = await streamOpened();
    act(() => first.fail());
    await act(async () => vi.advanceTimersByTime(1000));
    expect(FakeEventSource.latest().url).toBe('/api/events');
    await act(async () => {
      FakeEventSource.latest().open();
      FakeEventSource.latest().ready(4);
    });
    expect(calls(['requests', 'list', {}])).toBe(2);
  });

  it('hands every event to the components listening for it', async () => {
    const onNotification = vi.fn();
    function Listener() {
      useRealtimeEvent('notification', onNotification);
      // A query on screen too, to show listeners live beside normal data.
      useQuery({ queryKey: ['x'], queryFn: () => 1 });
      return null;
    }
    const { unmount } = renderProvider(createTestQueryClient(), <Listener />, () => Promise.resolve([]));
    const source = await streamOpened();
    source.open();
    await act(async () => source.emit('notification', { notificationId: 'n1' }));
    expect(onNotification).toHaveBeenCalledExactlyOnceWith({ notificationId: 'n1' });
    unmount();
  });
});
