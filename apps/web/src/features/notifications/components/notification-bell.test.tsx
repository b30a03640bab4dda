import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
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
import { NotificationBell } from './notification-bell';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));

let server: FakeServer;

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

beforeEach(() => {
  vi.mocked(apiRequest).mockReset();
  server = {
    items: [
      notification(1, { title: 'Site visit scheduled', body: 'Your visit is on 10 Mar.', link: '/my-requests/r1' }),
      notification(2, { title: 'Valuer assigned' }),
      notification(3, { title: 'Old news', readAt: READ_AT }),
    ],
    unread: 3,
    posts: [],
  };
  mockNotificationApi(server);
});

function renderBell() {
  // Like the navigation bar: the bell stays while the page under it changes.
  return renderWithRouter([
    {
      element: (
        <>
          <NotificationBell />
          <Outlet />
        </>
      ),
      children: [
        { path: '/', element: <p>Home</p> },
        { path: '/my-requests/:id', element: <p>Request page</p> },
      ],
    },
  ]);
}

describe('NotificationBell', () => {
  it('names the unread count and shows it on a badge', async () => {
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByText('3')).toBeVisible();
    expect(apiRequest).toHaveBeenCalledWith('/api/notifications/unread-count', expect.anything());
    // The list waits until the menu is opened.
    expect(apiRequest).not.toHaveBeenCalledWith('/api/notifications', expect.anything());
  });

  it('is just "Notifications" without a badge when nothing is unread', async () => {
    server.unread = 0;
    renderBell();
    await waitFor(() => expect(apiRequest).toHaveBeenCalled());
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(within(bell).queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('caps the badge at 99+', async () => {
    server.unread = 250;
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 250 unread' });
    expect(within(bell).getByText('99+')).toBeInTheDocument();
  });

  it('lists the latest notifications with title, body and a relative time in a menu', async () => {
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const menu = await screen.findByRole('menu');
    const items = await within(menu).findAllByRole('menuitem', { name: /Update|Site visit|Valuer|Old news/ });
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Site visit scheduled');
    expect(items[0]).toHaveTextContent('Your visit is on 10 Mar.');
    expect(items[0]).toHaveAttribute('href', '/my-requests/r1');
    // A week or more back: the Nairobi date; the full Nairobi date and time on hover.
    const time = within(items[0] as HTMLElement).getByText('1 Mar 2025');
    expect(time).toHaveAttribute('title', '1 Mar 2025, 12:00 PM');
    expect(within(menu).getByRole('menuitem', { name: /Mark all as read/ })).not.toHaveAttribute('data-disabled');
  });

  it('says "No new notifications" in an empty menu, with Mark all as read disabled', async () => {
    server.items = [];
    server.unread = 0;
    const user = userEvent.setup();
    renderBell();
    await waitFor(() => expect(apiRequest).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Mark all as read/ })).toHaveAttribute('data-disabled');
  });

  it('opened before its list arrives: "Loading notifications…" as an item of the menu, no status region inside it', async () => {
    const answer = vi.mocked(apiRequest).getMockImplementation();
    // The list never answers; the unread count does.
    vi.mocked(apiRequest).mockImplementation((path, ...rest) =>
      String(path).includes('unread') ? answer!(path, ...rest) : new Promise(() => undefined),
    );
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Loading notifications…' })).toHaveAttribute('data-disabled');
    expect(within(menu).queryByRole('status')).not.toBeInTheDocument();
  });

  it('opening an unread item marks it read (one fewer unread) and follows its link', async () => {
    const user = userEvent.setup();
    const { queryClient, router } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: /Site visit scheduled/ }));

    expect(server.posts).toEqual([`/api/notifications/${notification(1).id}/read`]);
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(router.state.location.pathname).toBe('/my-requests/r1');
    expect(screen.getByText('Request page')).toBeInTheDocument();
    expect(unreadOf(queryClient)).toBe(2);
    expect(listOf(queryClient)?.map((n) => n.readAt !== null)).toEqual([true, false, true]);
  });

  it('opening an already read item sends nothing', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: /Old news/ }));
    expect(server.posts).toEqual([]);
    expect(unreadOf(queryClient)).toBe(3);
  });

  it('"Mark all as read" marks everything read and clears the badge, keeping the menu open', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: /Mark all as read/ }));

    expect(server.posts).toEqual(['/api/notifications/read-all']);
    await waitFor(() => expect(unreadOf(queryClient)).toBe(0));
    expect(listOf(queryClient)?.every((n) => n.readAt !== null)).toBe(true);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.queryByText('(unread)', { exact: false })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(within(bell).queryByTestId('notification-badge')).not.toBeInTheDocument();
  });
});
