import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateTo } from '@/lib/navigation';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { FakeEventSource } from '@/test/fake-event-source';
import { createTestQueryClient, fakeAuth, fakeMe } from '@/test/test-utils';
import { NotificationEvents } from '../components/notification-events';
import { listOf, notification, READ_AT, unreadOf } from '../test/notification-fixtures';

vi.mock('sonner', () => ({ toast: vi.fn() }));
vi.mock('@/lib/navigation', () => ({ navigateTo: vi.fn() }));
vi.mock('@/lib/auth/use-auth', () => ({
  useAuth: () => fakeAuth({ status: 'signed-in', me: fakeMe('user'), email: 'jane@example.com' }),
}));

/** As in app-providers: the provider holds the stream, NotificationEvents applies `notification`. */
function renderWithStream() {
  const client = createTestQueryClient();
  client.setQueryData(['notifications', 'list'], { items: [notification(1, { readAt: READ_AT })], nextCursor: null });
  client.setQueryData(['notifications', 'unread-count'], { count: 2 });
  render(
    <QueryClientProvider client={client}>
      <RealtimeProvider createEventSource={FakeEventSource.create}>
        <NotificationEvents />
      </RealtimeProvider>
    </QueryClientProvider>,
  );
  const source = FakeEventSource.latest();
  source.open();
  return { client, source };
}

beforeEach(() => {
  FakeEventSource.reset();
  vi.mocked(toast).mockReset();
});
afterEach(() => vi.restoreAllMocks());

describe('pushed notifications', () => {
  it('go first in the list, add one unread and show a toast with the title', async () => {
    const { client, source } = renderWithStream();
    const pushed = notification(7, {
      title: 'Site visit scheduled',
      body: 'Monday 10 March at 9:00 AM.',
      link: '/my-requests/r7',
    });

    await act(async () => source.emit('notification', pushed));

    expect(listOf(client)?.map((n) => n.id)).toEqual([pushed.id, notification(1).id]);
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
    const { source } = renderWithStream();
    await act(async () => source.emit('notification', notification(8, { title: 'Valuer assigned' })));
    expect(toast).toHaveBeenCalledWith('Valuer assigned', expect.objectContaining({ action: undefined }));
  });

  it('the same notification twice is applied once', async () => {
    const { client, source } = renderWithStream();
    await act(async () => {
      source.emit('notification', notification(9));
      source.emit('notification', notification(9));
    });
    expect(listOf(client)).toHaveLength(2);
    expect(unreadOf(client)).toBe(3);
  });

  it('a malformed notification is ignored', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, source } = renderWithStream();
    await act(async () => source.emit('notification', { title: 'no id' }));
    expect(listOf(client)).toHaveLength(1);
    expect(unreadOf(client)).toBe(2);
    expect(toast).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });
});
