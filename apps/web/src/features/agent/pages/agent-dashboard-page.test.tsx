import type { ReportListItem } from '@thamani/domain/reports';
import type { RequestQueueItem } from '@thamani/domain/requests';
import type { VisitListItem } from '@thamani/domain/visits';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { fakeAuth, fakeMe, renderWithRouter } from '@/test/test-utils';
import { AgentDashboardPage } from './agent-dashboard-page';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('@/lib/auth/use-auth', () => ({ useAuth: vi.fn() }));

/** fakeMe's profile id. */
const ME = '00000000-0000-4000-8000-000000000001';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function row(n: number, overrides: Partial<RequestQueueItem> = {}): RequestQueueItem {
  return {
    id: uuid(100 + n),
    reference: `TH-2026-${String(n).padStart(4, '0')}`,
    status: 'pending',
    priority: 'normal',
    requestedAt: '2026-11-20T06:00:00.000Z',
    dueDate: '2026-12-17T14:00:00.000Z',
    property: { id: uuid(200 + n), title: `Property ${n}`, propertyType: 'residential', price: null, address: null },
    county: 'Nairobi',
    town: 'Kilimani',
    requesterName: 'Akinyi Otieno',
    assignedAgentId: null,
    overdue: false,
    visit: null,
    ...overrides,
  };
}

const QUEUE = [
  row(1),
  row(2),
  row(3, { status: 'assigned', assignedAgentId: ME, overdue: true }),
  row(4, {
    status: 'visit_scheduled',
    assignedAgentId: ME,
    visit: { id: uuid(900), scheduledAt: '2026-12-01T07:30:00.000Z', status: 'scheduled' },
  }),
];

const VISIT: VisitListItem = {
  id: uuid(900),
  requestId: uuid(104),
  status: 'scheduled',
  scheduledDate: '2026-12-01T07:30:00.000Z',
  durationMinutes: 60,
  notes: null,
  property: { id: uuid(204), title: 'Kilimani maisonette', address: null },
  client: { fullName: 'Akinyi Otieno' },
};

const REPORT: ReportListItem = {
  id: uuid(700),
  requestId: uuid(105),
  title: 'Lavington townhouse',
  status: 'changes_requested',
  requestStatus: 'under_review',
  dueDate: null,
  overdue: false,
  templateName: 'Residential',
  author: { userId: 'u1', name: 'Jane Wanjiku' },
  submissions: 1,
  submittedAt: '2026-11-25T06:00:00.000Z',
  updatedAt: '2026-11-26T06:00:00.000Z',
};

type Data = { queue: RequestQueueItem[]; visits: VisitListItem[]; reports: ReportListItem[] };

function serve({ queue, visits, reports }: Data) {
  vi.mocked(apiRequest).mockImplementation((path: string) => {
    if (path.startsWith('/api/requests/queue')) {
      const status = new URLSearchParams(path.split('?')[1]).get('status');
      return Promise.resolve({
        items: queue.filter((r) => status === 'open' || r.status === status),
        nextCursor: null,
      });
    }
    if (path.startsWith('/api/visits')) {
      return Promise.resolve({ items: visits, nextCursor: null });
    }
    if (path.startsWith('/api/reports?')) {
      const status = new URLSearchParams(path.split('?')[1]).get('status');
      return Promise.resolve({ items: reports.filter((r) => r.status === status), nextCursor: null });
    }
    return Promise.resolve({});
  });
}

function renderDashboard(initialPath = '/agent-dashboard') {
  vi.mocked(useAuth).mockReturnValue(fakeAuth({ status: 'signed-in', role: 'agent', me: fakeMe('agent') }));
  return renderWithRouter(
    [
      { path: '/agent-dashboard', element: <AgentDashboardPage /> },
      { path: '/agent-dashboard/requests', element: <h1>Queue page</h1> },
    ],
    { initialPath },
  );
}

const counter = (name: string) =>
  within(screen.getByRole('region', { name: 'Your work' })).getByRole('link', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  vi.clearAllMocks();
});

describe('AgentDashboardPage', { timeout: 20_000 }, () => {
  it('counts the open work, each counter opening the queue so filtered', async () => {
    serve({ queue: QUEUE, visits: [VISIT], reports: [REPORT] });
    const { router } = renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Agent Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'To accept 2' })).toHaveAttribute(
      'href',
      '/agent-dashboard/requests?status=pending',
    );
    expect(counter('To schedule')).toHaveAccessibleName('To schedule 1');
    expect(counter('To schedule')).toHaveAttribute('href', '/agent-dashboard/requests?status=assigned');
    expect(counter('Visits booked')).toHaveAccessibleName('Visits booked 1');
    expect(counter('Visits booked')).toHaveAttribute('href', '/agent-dashboard/requests?status=visit_scheduled');
    expect(counter('Overdue')).toHaveAccessibleName('Overdue 1');

    await userEvent.setup({ delay: null }).click(counter('To schedule'));
    expect(await screen.findByText('Queue page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=assigned');
  });

  it('lists the visits booked from today for 7 days, with time, property and reference', async () => {
    serve({ queue: QUEUE, visits: [VISIT], reports: [] });
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Upcoming visits' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('1 Dec 2026, 10:30 AM');
    expect(within(item).getByRole('link', { name: 'Kilimani maisonette' })).toHaveAttribute(
      'href',
      `/agent/visit/${uuid(900)}`,
    );
    expect(await within(item).findByText('TH-2026-0004')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all visits' })).toHaveAttribute('href', '/agent/visits');
    const visitsCall = vi.mocked(apiRequest).mock.calls.find(([path]) => path.startsWith('/api/visits'));
    expect(visitsCall?.[0]).toContain('status=scheduled');
  });

  it('lists the reports to finish, linking to each', async () => {
    serve({ queue: QUEUE, visits: [], reports: [REPORT] });
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Reports to finish' });
    expect(within(list).getByRole('link', { name: 'Lavington townhouse' })).toHaveAttribute(
      'href',
      `/agent/report/${uuid(700)}`,
    );
    expect(within(list).getByText('Changes requested')).toBeInTheDocument();
  });

  it('says what to do when there is nothing yet', async () => {
    serve({ queue: [], visits: [], reports: [] });
    renderDashboard();
    expect(await screen.findByRole('link', { name: 'To accept 0' })).toBeInTheDocument();
    expect(await screen.findByText(/No visits booked in the next 7 days/)).toBeInTheDocument();
    expect(await screen.findByText(/No reports to finish/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'request queue' })).toHaveAttribute(
      'href',
      '/agent-dashboard/requests?status=assigned',
    );
  });

  it('sends the requests tab (?tab=requests) to the queue page', async () => {
    serve({ queue: [], visits: [], reports: [] });
    const { router } = renderDashboard('/agent-dashboard?tab=requests');
    expect(await screen.findByText('Queue page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent-dashboard/requests');
  });
});
