import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '@/lib/auth/auth-context';
import { FakeEventSource } from '@/test/fake-event-source';
import { createTestQueryClient, fakeAuth, fakeMe } from '@/test/test-utils';
import { useRealtimeEvent } from './realtime-context';
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

function renderProvider(client = createTestQueryClient(), children: React.ReactNode = null) {
  const ui = () => (
    <QueryClientProvider client={client}>
      <RealtimeProvider>{children}</RealtimeProvider>
    </QueryClientProvider>
  );
  const result = render(ui());
  return { ...result, client, rerenderProvider: () => result.rerender(ui()) };
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

  it('opens GET /api/events when signed in and closes it on sign-out', () => {
    auth = fakeAuth({ status: 'loading' });
    const { rerenderProvider } = renderProvider();
    expect(FakeEventSource.instances).toHaveLength(0);

    auth = signedIn();
    rerenderProvider();
    expect(FakeEventSource.instances.map((s) => s.url)).toEqual(['/api/events']);
    const source = FakeEventSource.latest();

    auth = fakeAuth({ status: 'signed-out' });
    rerenderProvider();
    expect(source.closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('closes the stream when the provider unmounts', () => {
    const { unmount } = renderProvider();
    unmount();
    expect(FakeEventSource.latest().closed).toBe(true);
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
    const source = FakeEventSource.latest();
    source.open();

    await act(async () => source.emit('request.updated', { requestId: REQUEST_ID, status: 'assigned' }));
    // The event schemas are imported on the first event: the refetch follows asynchronously.
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
    const source = FakeEventSource.latest();
    source.open();

    await act(async () =>
      source.emit('visit.updated', { visitId: VISIT_ID, requestId: REQUEST_ID, status: 'scheduled' }),
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
    const source = FakeEventSource.latest();
    source.open();
    await act(async () => source.emit('request.updated', { nope: true }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Ignoring a malformed request.updated event', { nope: true }));
    expect(calls(['requests', 'stats'])).toBe(1);
    warn.mockRestore();
  });

  it('refetches what may have been missed on every reconnect, but not on the first connect', async () => {
    vi.useFakeTimers();
    const client = createTestQueryClient();
    const calls = await seedInactive(client, [
      ['notifications', 'list'],
      ['notifications', 'unread-count'],
      ['requests', 'list', {}],
    ]);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    renderProvider(client);

    await act(async () => FakeEventSource.latest().open());
    expect(invalidate).not.toHaveBeenCalled();
    expect(calls(['notifications', 'list'])).toBe(1);

    // Down, back after 1 s: everything that could have changed meanwhile is fetched again.
    act(() => FakeEventSource.latest().fail());
    await act(async () => vi.advanceTimersByTime(1000));
    expect(FakeEventSource.instances).toHaveLength(2);
    await act(async () => FakeEventSource.latest().open());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notifications'], refetchType: 'all' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['requests'], refetchType: 'all' });
    // A stream the server closed on a role change: who the person is gets re-read too.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['me'], refetchType: 'all' });
    expect(calls(['notifications', 'list'])).toBe(2);
    expect(calls(['notifications', 'unread-count'])).toBe(2);
    expect(calls(['requests', 'list', {}])).toBe(2);

    // A dead (silent) stream counts too: 60 s of nothing, reconnect after 1 s, refetch again.
    await act(async () => vi.advanceTimersByTime(60_000 + 1000));
    expect(FakeEventSource.instances).toHaveLength(3);
    await act(async () => FakeEventSource.latest().open());
    expect(calls(['notifications', 'list'])).toBe(3);
  });

  it('hands every event to the components listening for it', async () => {
    const onNotification = vi.fn();
    function Listener() {
      useRealtimeEvent('notification', onNotification);
      // A query on screen too, to show listeners live beside normal data.
      useQuery({ queryKey: ['x'], queryFn: () => 1 });
      return null;
    }
    const { unmount } = renderProvider(createTestQueryClient(), <Listener />);
    const source = FakeEventSource.latest();
    source.open();
    await act(async () => source.emit('notification', { id: 'n1' }));
    expect(onNotification).toHaveBeenCalledExactlyOnceWith({ id: 'n1' });
    unmount();
  });
});
