import type { AdminDashboard } from '@thamani/domain/admin-dashboard';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { renderWithRouter } from '@/test/test-utils';
import { AdminDashboardPage } from './admin-dashboard-page';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
// The chart library draws on a canvas jsdom does not have; the numbers are in the tables.
vi.mock('../components/bar-chart', () => ({ BarChart: () => null }));

const JANE = '00000000-0000-4000-8000-000000000001';
const OTIENO = '00000000-0000-4000-8000-000000000002';

function figures(from: string, to: string): AdminDashboard {
  return {
    range: { from, to },
    today: to,
    received: 9,
    openByStatus: [
      { status: 'pending', count: 2 },
      { status: 'assigned', count: 1 },
      { status: 'visit_scheduled', count: 1 },
      { status: 'in-progress', count: 1 },
      { status: 'under_review', count: 1 },
    ],
    openTotal: 6,
    overdue: 4,
    completed: 4,
    turnaround: { count: 4, medianDays: 5, p90Days: 8.8 },
    revision: { approved: 4, revised: 1, rate: 0.25 },
    valuers: [{ profileId: JANE, userId: 'user-jane', name: 'Jane Wanjiru', open: 2, overdue: 1 }],
    unassigned: { open: 2, overdue: 1 },
    byCounty: [
      { county: 'Nairobi', count: 5 },
      { county: null, count: 1 },
    ],
    byPurpose: [{ purpose: 'mortgage', count: 5 }],
    weeklyTurnaround: [{ weekStart: '2030-02-11', from: '2030-02-11', to: '2030-02-17', count: 2, medianDays: 3 }],
    certificateWarnings: [
      {
        userId: 'user-jane',
        profileId: JANE,
        name: 'Jane Wanjiru',
        expiresOn: '2030-03-03',
        state: 'expired',
        daysLeft: -1,
      },
    ],
    certificates: {
      valuers: 2,
      valid: 0,
      expiring: 0,
      expired: 1,
      missing: 1,
      unrecorded: [{ userId: 'user-otieno', profileId: OTIENO, name: 'Otieno Odhiambo' }],
    },
  };
}

const dashboardCalls = () =>
  vi
    .mocked(apiRequest)
    .mock.calls.map(([path]) => path)
    .filter((path) => path.startsWith('/api/admin/dashboard'));

function renderAt(initialPath = '/admin') {
  return renderWithRouter(
    [
      { path: '/admin', element: <AdminDashboardPage /> },
      { path: '/admin/requests', element: <h1>Requests list</h1> },
    ],
    { initialPath },
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(apiRequest).mockImplementation((path: string) => {
    const search = new URLSearchParams(path.split('?')[1] ?? '');
    return Promise.resolve(figures(search.get('from') ?? '2030-02-03', search.get('to') ?? '2030-03-04'));
  });
});

// The first render loads the page's modules; a busy machine needs more than the default 5 s.
describe('AdminDashboardPage', { timeout: 20_000 }, () => {
  it('shows each figure as a link to the requests it counts', async () => {
    renderAt();
    const tiles = await screen.findByRole('list', { name: 'Key figures' }, { timeout: 5000 });
    const hrefs = within(tiles)
      .getAllByRole('link')
      .map((a) => [a.querySelector('span')?.textContent, a.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Received', '/admin/requests?receivedFrom=2030-02-03&receivedTo=2030-03-04'],
      ['Open now', '/admin/requests?status=open'],
      ['Overdue now', '/admin/requests?overdue=true'],
      ['Completed', '/admin/requests?completedFrom=2030-02-03&completedTo=2030-03-04'],
      ['Median turnaround', '/admin/requests?completedFrom=2030-02-03&completedTo=2030-03-04'],
      ['Revision rate', '/admin/requests?completedFrom=2030-02-03&completedTo=2030-03-04&revised=true'],
    ]);
    expect(within(tiles).getByText('5.0 days')).toBeInTheDocument();
    expect(within(tiles).getByText('25%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Under Review\s*1$/ })).toHaveAttribute(
      'href',
      '/admin/requests?status=under_review',
    );
    expect(screen.getByRole('link', { name: '1 overdue: Jane Wanjiru' })).toHaveAttribute(
      'href',
      `/admin/requests?overdue=true&valuerId=${JANE}`,
    );
    expect(screen.getByRole('link', { name: '2 open: Not assigned yet' })).toHaveAttribute(
      'href',
      '/admin/requests?status=open&valuerId=unassigned',
    );
    expect(screen.getByRole('link', { name: '5 requests: Nairobi' })).toHaveAttribute(
      'href',
      '/admin/requests?receivedFrom=2030-02-03&receivedTo=2030-03-04&county=Nairobi',
    );
    expect(screen.getByRole('link', { name: /Jane Wanjiru\s*Expired: expired 1 day ago/ })).toHaveAttribute(
      'href',
      '/admin/users/user-jane',
    );
  });

  it('says how many valuers have no certificate recorded and links to them, with no all-clear', async () => {
    renderAt();
    const tally = await screen.findByTestId('certificate-tally', {}, { timeout: 5000 });
    expect(tally).toHaveTextContent(
      '2 active valuers: 1 with no certificate recorded, 1 expired, 0 valid for more than 30 days.',
    );
    expect(screen.queryByText(/Every valuer’s recorded certificate is valid/)).toBeNull();
    expect(screen.getByRole('link', { name: /Otieno Odhiambo\s*No certificate recorded/ })).toHaveAttribute(
      'href',
      '/admin/users/user-otieno',
    );
  });

  it('keeps a typed range in the address and fetches its figures', async () => {
    const user = userEvent.setup();
    const { router } = renderAt();
    await screen.findByRole('list', { name: 'Key figures' }, { timeout: 5000 });
    // jsdom's date inputs take a value, not keystrokes.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-02-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2030-02-20' } });
    await user.click(screen.getByRole('button', { name: 'Show figures' }));
    expect(await screen.findByText('10 Feb – 20 Feb 2030', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=2030-02-10&to=2030-02-20');
    expect(dashboardCalls()).toContain('/api/admin/dashboard?from=2030-02-10&to=2030-02-20');
  });

  it('says what is wrong with a reversed range instead of fetching', async () => {
    renderAt('/admin?from=2030-02-20&to=2030-02-10');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The start date must be on or before the end date',
    );
    expect(dashboardCalls()).toEqual([]);
  });

  it('gives the weekly turnaround as a table screen readers can reach', async () => {
    renderAt();
    const table = await screen.findByRole('table', { name: 'Median turnaround per week' }, { timeout: 5000 });
    expect(within(table).getByRole('row', { name: /11 Feb – 17 Feb 2030 2 3\.0 days/ })).toBeInTheDocument();
  });
});
