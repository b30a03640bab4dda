import type { ReportListItem } from '@thamani/domain/reports';
import type { RequestQueueCounts } from '@thamani/domain/requests';
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

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const COUNTS: RequestQueueCounts = { toAccept: 2, toSchedule: 1, visitsBooked: 1, overdue: 1 };
const NONE: RequestQueueCounts = { toAccept: 0, toSchedule: 0, visitsBooked: 0, overdue: 0 };

const VISIT: VisitListItem = {
  id: uuid(900),
  requestId: uuid(104),
  requestReference: 'TH-2026-0004',
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

type Data = { counts: RequestQueueCounts; visits: VisitListItem[]; reports: ReportListItem[] };

function serve({ counts, visits, reports }: Data) {
  vi.mocked(apiRequest).mockImplementation((path: string) => {
    if (path === '/api/requests/queue/counts') {
      return Promise.resolve(counts);
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
    serve({ counts: COUNTS, visits: [VISIT], reports: [REPORT] });
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
    serve({ counts: COUNTS, visits: [VISIT], reports: [] });
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Upcoming visits' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('1 Dec 2026, 10:30 AM');
    expect(within(item).getByRole('link', { name: 'Kilimani maisonette' })).toHaveAttribute(
      'href',
      `/agent/visit/${uuid(900)}`,
    );
    expect(within(item).getByText('TH-2026-0004')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all visits' })).toHaveAttribute('href', '/agent/visits');
    const visitsCall = vi.mocked(apiRequest).mock.calls.find(([path]) => path.startsWith('/api/visits'));
    expect(visitsCall?.[0]).toContain('status=scheduled');
  });

  it('lists the reports to finish, linking to each', async () => {
    serve({ counts: COUNTS, visits: [], reports: [REPORT] });
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Reports to finish' });
    expect(within(list).getByRole('link', { name: 'Lavington townhouse' })).toHaveAttribute(
      'href',
      `/agent/report/${uuid(700)}`,
    );
    expect(within(list).getByText('Changes requested')).toBeInTheDocument();
  });

  it('says what to do when there is nothing yet', async () => {
    serve({ counts: NONE, visits: [], reports: [] });
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
    serve({ counts: NONE, visits: [], reports: [] });
    const { router } = renderDashboard('/agent-dashboard?tab=requests');
    expect(await screen.findByText('Queue page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent-dashboard/requests');
  });
});
