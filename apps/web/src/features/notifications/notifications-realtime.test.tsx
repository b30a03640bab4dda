import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { navigateTo } from '@/lib/navigation';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { FakeEventSource } from '@/test/fake-event-source';
import { createTestQueryClient, fakeAuth, fakeMe } from '@/test/test-utils';
import { realtime } from './notifications-realtime';
import { listOf, notification, READ_AT, unreadOf } from './test/notification-fixtures';

vi.mock('sonner', () => ({ toast: vi.fn() }));
vi.mock('@/lib/navigation', () => ({ navigateTo: vi.fn() }));
vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('@/lib/auth/use-auth', () => ({
  useAuth: () => fakeAuth({ status: 'signed-in', me: fakeMe('user'), email: 'jane@example.com' }),
}));

/** The server's notifications by id, as GET /api/notifications/:id answers. */
let stored: Map<string, ReturnType<typeof notification>>;

/** As in the app: the provider holds the stream, this feature's handler applies `notification`. */
async function renderWithStream() {
  const client = createTestQueryClient();
  client.setQueryData(['notifications', 'list'], { items: [notification(1, { readAt: READ_AT })], nextCursor: null });
  client.setQueryData(['notifications', 'unread-count'], { count: 2 });
  render(
    <QueryClientProvider client={client}>
      <RealtimeProvider createEventSource={FakeEventSource.create} loadFeatures={() => Promise.resolve([realtime])}>
        {null}
      </RealtimeProvider>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  const source = FakeEventSource.latest();
  source.open();
  source.ready(1);
  return { client, source };
}

/** The event as the server sends it: the id only. */
function announce(source: FakeEventSource, n: ReturnType<typeof notification>, id: number) {
  stored.set(n.id, n);
  source.emit('notification', { notificationId: n.id }, id);
}

beforeEach(() => {
  FakeEventSource.reset();
  vi.mocked(toast).mockReset();
  stored = new Map();
  vi.mocked(apiRequest).mockReset();
  vi.mocked(navigateTo).mockReset();
  vi.mocked(apiRequest).mockImplementation((path: string) => {
    const id = decodeURIComponent(path.replace('/api/notifications/', ''));
    const found = stored.get(id);
    return found ? Promise.resolve(found) : Promise.reject(new Error(`unexpected ${path}`));
  });
});
afterEach(() => vi.restoreAllMocks());

describe('a `notification` event (its id only)', () => {
  it('fetches that notification: first in the list, one more unread, a toast with its title', async () => {
    const { client, source } = await renderWithStream();
    const pushed = notification(7, {
      title: 'Site visit scheduled',
      body: 'Monday 10 March at 9:00 AM.',
      link: '/my-requests/r7',
    });

    await act(async () => announce(source, pushed, 2));

    await waitFor(() => expect(listOf(client)?.map((n) => n.id)).toEqual([pushed.id, notification(1).id]));
    expect(vi.mocked(apiRequest)).toHaveBeenCalledWith(`/api/notifications/${pushed.id}`, expect.anything());
    expect(unreadOf(client)).toBe(3);
    expect(toast).toHaveBeenCalledExactlyOnceWith('Site visit scheduled', {
      id: `notification-${pushed.id}`,
      description: 'Monday 10 March at 9:00 AM.',
      action: { label: 'View', onClick: expect.any(Function) },
    });
    const options = vi.mocked(toast).mock.calls[0]?.[1] as unknown as { action: { onClick: () => void } };
    options.action.onClick();
    expect(navigateTo).toHaveBeenCalledWith('/my-requests/r7');
  });

  it('a toast without a link has no action', async () => {
    const { source } = await renderWithStream();
    await act(async () => announce(source, notification(8, { title: 'Valuer assigned' }), 2));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Valuer assigned', expect.objectContaining({ action: undefined })));
  });

  it('the same notification twice is applied once', async () => {
    const { client, source } = await renderWithStream();
    await act(async () => {
      announce(source, notification(9), 2);
      announce(source, notification(9), 3);
    });
    await waitFor(() => expect(listOf(client)).toHaveLength(2));
    await waitFor(() => expect(vi.mocked(apiRequest)).toHaveBeenCalledTimes(2));
    expect(unreadOf(client)).toBe(3);
  });

  it('a malformed event is ignored without a request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, source } = await renderWithStream();
    await act(async () => source.emit('notification', { title: 'no id' }, 2));
    expect(listOf(client)).toHaveLength(1);
    expect(unreadOf(client)).toBe(2);
    expect(apiRequest).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });
});
