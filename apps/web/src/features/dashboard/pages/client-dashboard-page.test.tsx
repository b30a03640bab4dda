import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppError } from '@thamani/domain/app-error';
import type { MeResponse } from '@thamani/domain/me';
import type { RequestListItem, RequestStats } from '@thamani/domain/requests';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { ClientDashboardPage } from './client-dashboard-page';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('@/lib/auth/use-auth', () => ({ useAuth: () => auth }));

const me: MeResponse = {
  user: { id: 'u1', email: 'wanjiku@example.com', emailVerified: true },
  profile: { id: '0b6f3c1e-8a55-4d1f-9a3e-2f1c4b7d9e10', fullName: 'Wanjiku Kamau', email: 'wanjiku@example.com' },
  role: 'user',
};
let auth: { me: MeResponse | null; email: string | null; role: 'user'; status: 'signed-in' };

const ZERO: RequestStats = { total: 0, completed: 0, inProgress: 0, pending: 0 };

function request(overrides: Partial<RequestListItem> & { id: string }): RequestListItem {
  return {
    reference: 'TH-2025-0001',
    status: 'pending',
    priority: 'normal',
    requestedAt: '2025-03-01T09:30:00.000Z',
    dueDate: null,
    property: null,
    ...overrides,
  };
}

type Responses = { stats?: RequestStats | Error; requests?: RequestListItem[] | Error; notifications?: unknown[] };

function mockApi({ stats = ZERO, requests = [], notifications = [] }: Responses) {
  vi.mocked(apiRequest).mockImplementation((path: string) => {
    const reply = (value: unknown) => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value));
    if (path === '/api/requests/stats') {
      return reply(stats);
    }
    if (path.startsWith('/api/requests')) {
      return reply(requests instanceof Error ? requests : { items: requests, nextCursor: null });
    }
    if (path.startsWith('/api/notifications')) {
      return reply({ items: notifications, nextCursor: null });
    }
    return Promise.reject(new Error(`unexpected ${path}`));
  });
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ClientDashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function counter(label: string) {
  return screen.getByText(label).closest('div') as HTMLElement;
}

beforeEach(() => {
  vi.mocked(apiRequest).mockReset();
  auth = { me, email: me.user.email, role: 'user', status: 'signed-in' };
});

describe('ClientDashboardPage', () => {
  it('welcomes the user by full name and shows the four counters from /api/requests/stats', async () => {
    mockApi({ stats: { total: 7, completed: 2, inProgress: 3, pending: 1 } });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Wanjiku Kamau!' })).toBeInTheDocument();
    expect(await within(counter('Total Requests')).findByText('7')).toBeInTheDocument();
    expect(within(counter('Completed')).getByText('2')).toBeInTheDocument();
    expect(within(counter('In Progress')).getByText('3')).toBeInTheDocument();
    expect(within(counter('Pending')).getByText('1')).toBeInTheDocument();
  });

  it('falls back to the e-mail when there is no full name', () => {
    mockApi({});
    auth = { ...auth, me: { ...me, profile: { ...me.profile, fullName: null } } };
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, wanjiku@example.com!' })).toBeInTheDocument();
  });

  it('has the Overview, My Requests and Notifications tabs', () => {
    mockApi({});
    renderPage();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'My Requests',
      'Notifications',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows empty Recent Activity with a link to /request, View All and the Quick Actions', async () => {
    mockApi({});
    renderPage();

    expect(await screen.findByText('No valuation requests yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a Valuation' })).toHaveAttribute('href', '/request');
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/my-requests');
    expect(screen.getByRole('link', { name: 'New Valuation Request' })).toHaveAttribute('href', '/request');
    expect(screen.getByRole('link', { name: 'View My Requests' })).toHaveAttribute('href', '/my-requests');
    expect(screen.getByRole('button', { name: 'Download Reports' })).toBeDisabled();
  });

  it('opens Download Reports once a report is approved, leading to the completed requests', async () => {
    mockApi({ stats: { total: 2, completed: 1, inProgress: 0, pending: 1 } });
    renderPage();

    const link = await screen.findByRole('link', { name: 'Download Reports' });
    expect(link).toHaveAttribute('href', '/my-requests?status=completed');
    expect(
      screen.queryByText('Report downloads open once your first valuation report is approved.'),
    ).not.toBeInTheDocument();
  });

  it('lists only the 3 latest requests in Recent Activity', async () => {
    mockApi({
      requests: ['a', 'b', 'c', 'd'].map((n, i) =>
        request({
          id: `00000000-0000-4000-8000-00000000000${i}`,
          property: {
            id: `10000000-0000-4000-8000-00000000000${i}`,
            title: `Plot ${n}`,
            propertyType: 'land',
            price: null,
            address: null,
          },
        }),
      ),
    });
    renderPage();

    const list = await screen.findByRole('list', { name: 'Recent requests' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).queryByText('Plot d')).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Plot a' })).toHaveAttribute(
      'href',
      '/my-requests/00000000-0000-4000-8000-000000000000',
    );
  });

  it('shows each request in the My Requests tab, with "TBD" and "N/A" when due date and type are missing', async () => {
    const bare = request({ id: '3f8a1c2e-4b5d-4e6f-8a9b-0c1d2e3f4a5b', status: 'pending' });
    const done = request({
      id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
      status: 'completed',
      requestedAt: '2025-02-03T08:00:00.000Z',
      dueDate: '2025-02-20T12:00:00.000Z',
      property: {
        id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
        title: 'Kilimani apartment',
        propertyType: 'residential',
        price: null,
        address: null,
      },
    });
    mockApi({ requests: [bare, done] });
    renderPage();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'My Requests' }));

    const first = await screen.findByRole('listitem', { name: 'Valuation request' });
    expect(within(first).getByText(bare.reference).closest('p')).toHaveTextContent(`Ref. ${bare.reference}`);
    expect(within(first).queryByText(new RegExp(bare.id))).not.toBeInTheDocument();
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    expect(within(first).getByText('1 Mar 2025')).toBeInTheDocument();
    expect(within(first).getByText('TBD')).toBeInTheDocument();
    expect(within(first).getByText('N/A')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /^View/ })).toHaveAttribute('href', `/my-requests/${bare.id}`);
    expect(within(first).queryByRole('link', { name: /^Report/ })).not.toBeInTheDocument();

    const second = screen.getByRole('listitem', { name: 'Kilimani apartment' });
    expect(within(second).getByText('Completed')).toBeInTheDocument();
    expect(within(second).getByText('20 Feb 2025')).toBeInTheDocument();
    expect(within(second).getByText('Residential')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: /^Report/ })).toHaveAttribute('href', `/my-requests/${done.id}`);
  });

  it('shows an empty state in the My Requests tab', async () => {
    mockApi({});
    renderPage();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'My Requests' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('No valuation requests yet')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Request a Valuation' })).toHaveAttribute('href', '/request');
  });

  it('says "No new notifications" with a disabled "Mark all as read" (was Manage)', async () => {
    mockApi({});
    renderPage();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(apiRequest).toHaveBeenCalledWith('/api/notifications', expect.anything());
  });

  it('lists notifications when there are some', async () => {
    mockApi({
      notifications: [
        {
          id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
          kind: 'request_status',
          title: 'Valuer assigned',
          body: 'A valuer has been assigned to your request.',
          link: null,
          readAt: null,
          createdAt: '2025-03-01T09:00:00.000Z',
        },
      ],
    });
    renderPage();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(await screen.findByText('Valuer assigned')).toBeInTheDocument();
    expect(screen.getByText('1 Mar 2025, 12:00 PM')).toBeInTheDocument();
    expect(screen.queryByText('No new notifications')).not.toBeInTheDocument();
  });

  it('shows a load error with Try Again instead of crashing, and recovers', async () => {
    mockApi({ stats: new AppError('UNAVAILABLE', 'Could not reach the server.') });
    renderPage();

    expect(await screen.findByText('Could not reach the server.')).toBeInTheDocument();
    mockApi({ stats: { total: 4, completed: 0, inProgress: 0, pending: 4 } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await within(counter('Total Requests')).findByText('4')).toBeInTheDocument();
  });
});
