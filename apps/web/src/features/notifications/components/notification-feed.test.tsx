import { AppError } from '@thamani/domain/app-error';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { renderWithRouter } from '@/test/test-utils';
import {
  type FakeServer,
  listOf,
  mockNotificationApi,
  notification,
  READ_AT,
  unreadOf,
} from '../test/notification-fixtures';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationFeed } from './notification-feed';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn() }) }));

let server: FakeServer;

beforeEach(() => {
  vi.mocked(apiRequest).mockReset();
  vi.mocked(toast.error).mockReset();
  server = {
    items: [
      notification(1, { title: 'Site visit scheduled', link: '/my-requests/r1' }),
      notification(2, { title: 'Valuer assigned' }),
      notification(3, { title: 'Request received', readAt: READ_AT }),
    ],
    // One more unread beyond the first page.
    unread: 3,
    posts: [],
  };
  mockNotificationApi(server);
});

/** The dashboard's Notifications tab, as the dashboard composes it. */
function renderTab() {
  return renderWithRouter([
    {
      path: '/',
      element: (
        <section>
          <MarkAllReadButton />
          <NotificationFeed />
        </section>
      ),
    },
    { path: '/my-requests/:id', element: <p>Request page</p> },
  ]);
}

const item = (title: string) => screen.getByText(title).closest('li') as HTMLElement;

describe('Notifications tab', () => {
  it('styles unread and read notifications apart and offers Mark as read on unread ones only', async () => {
    renderTab();
    await screen.findByText('Site visit scheduled');
    expect(item('Site visit scheduled')).toHaveAttribute('data-state', 'unread');
    expect(within(item('Site visit scheduled')).getByText('(unread)', { exact: false })).toBeInTheDocument();
    expect(item('Request received')).toHaveAttribute('data-state', 'read');
    expect(within(item('Request received')).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  });

  it('"Mark as read" marks that one read and takes exactly one off the unread count', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderTab();
    await screen.findByText('Valuer assigned');
    await waitFor(() => expect(unreadOf(queryClient)).toBe(3));

    await user.click(within(item('Valuer assigned')).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(item('Valuer assigned')).toHaveAttribute('data-state', 'read'));
    expect(server.posts).toEqual([`/api/notifications/${notification(2).id}/read`]);
    expect(unreadOf(queryClient)).toBe(2);
    expect(listOf(queryClient)?.map((n) => n.readAt === null)).toEqual([true, false, false]);
    // No refetch was needed: the list and the count were fetched once each.
    expect(vi.mocked(apiRequest).mock.calls.filter(([path]) => !path.includes('/read'))).toHaveLength(2);
  });

  it("opening an unread notification's link marks it read", async () => {
    const user = userEvent.setup();
    const { queryClient } = renderTab();
    await user.click(await screen.findByRole('link', { name: 'Site visit scheduled' }));
    await waitFor(() => expect(unreadOf(queryClient)).toBe(2));
    expect(server.posts).toEqual([`/api/notifications/${notification(1).id}/read`]);
  });

  it('"Mark all as read" posts read-all, marks every item read, zeroes the count and disables itself', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderTab();
    await screen.findByText('Valuer assigned');
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
    expect(server.posts).toEqual(['/api/notifications/read-all']);
    expect(unreadOf(queryClient)).toBe(0);
    expect(screen.queryAllByRole('button', { name: 'Mark as read' })).toHaveLength(0);
    expect(screen.getAllByRole('listitem').map((li) => li.dataset.state)).toEqual(['read', 'read', 'read']);
  });

  it('keeps "Mark all as read" enabled when the only unread ones are beyond the first page', async () => {
    server.items = [notification(3, { readAt: READ_AT })];
    server.unread = 1;
    renderTab();
    await screen.findByText('Update 3');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeEnabled());
  });

  it('shows "No new notifications" with Mark all as read disabled when there are none', async () => {
    server.items = [];
    server.unread = 0;
    renderTab();
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says so when marking fails and leaves the caches as they were', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderTab();
    await screen.findByText('Valuer assigned');
    await waitFor(() => expect(unreadOf(queryClient)).toBe(3));
    vi.mocked(apiRequest).mockRejectedValueOnce(new AppError('UNAVAILABLE', 'Could not reach the server.'));

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Could not update your notifications', {
        description: 'Could not reach the server.',
      }),
    );
    expect(unreadOf(queryClient)).toBe(3);
    expect(item('Valuer assigned')).toHaveAttribute('data-state', 'unread');
  });
});
