import type { RequestQueueItem } from '@thamani/domain/requests';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { fakeAuth, fakeMe, renderWithRouter } from '@/test/test-utils';
import { AgentRequestsPage } from './agent-requests-page';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('@/lib/auth/use-auth', () => ({ useAuth: vi.fn() }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

/** fakeMe's profile id: "me" in these rows. */
const ME = '00000000-0000-4000-8000-000000000001';
const OTHER_AGENT = '00000000-0000-4000-8000-000000000002';

function row(n: number, overrides: Partial<RequestQueueItem> = {}): RequestQueueItem {
  return {
    id: `00000000-0000-4000-8000-${String(100 + n).padStart(12, '0')}`,
    reference: `TH-2025-${String(n).padStart(4, '0')}`,
    status: 'pending',
    priority: 'normal',
    requestedAt: '2025-03-03T06:00:00.000Z',
    dueDate: '2025-03-17T14:00:00.000Z',
    property: {
      id: `00000000-0000-4000-8000-${String(200 + n).padStart(12, '0')}`,
      title: `Property ${n}`,
      propertyType: 'residential',
      price: null,
      address: 'Ngong Road',
    },
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
  row(2, { status: 'assigned', assignedAgentId: ME, overdue: true }),
  row(3, {
    status: 'visit_scheduled',
    assignedAgentId: ME,
    visit: { id: '00000000-0000-4000-8000-000000000900', scheduledAt: '2025-03-12T07:30:00.000Z', status: 'scheduled' },
  }),
  row(4, { status: 'assigned', assignedAgentId: OTHER_AGENT }),
];
const AGENTS = {
  items: [
    { id: ME, fullName: 'Jane Wanjiku', email: 'jane@example.com' },
    { id: OTHER_AGENT, fullName: 'Brian Kiprop', email: 'brian@example.com' },
  ],
};

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(apiRequest).mockImplementation((path: string) =>
    Promise.resolve(
      path === '/api/agents'
        ? AGENTS
        : path.startsWith('/api/requests/queue')
          ? { items: QUEUE, nextCursor: null }
          : {},
    ),
  );
});

function renderAs(role: 'agent' | 'admin', initialPath = '/agent-dashboard/requests') {
  vi.mocked(useAuth).mockReturnValue(fakeAuth({ status: 'signed-in', role, me: fakeMe(role) }));
  return renderWithRouter(
    [
      { path: '/agent-dashboard', element: <AgentRequestsPage /> },
      { path: '/agent-dashboard/requests', element: <AgentRequestsPage /> },
      { path: '/agent/schedule', element: <h1>Schedule page</h1> },
    ],
    { initialPath },
  );
}

/** A queue row, found by its heading (cheaper than computing every list item's accessible name). */
async function rowOf(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: 'h3' });
  const item = heading.closest('li');
  if (!item) {
    throw new Error(`No row for ${title}`);
  }
  expect(item).toHaveAccessibleName(title);
  return item;
}
const buttonNames = (item: HTMLElement) =>
  within(item)
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('AgentRequestsPage as an agent', { timeout: 20_000 }, () => {
  it('offers Accept on unassigned requests and Schedule Visit / Release on my own', async () => {
    renderAs('agent');
    expect(screen.getByRole('heading', { level: 1, name: 'Requests' })).toBeInTheDocument();
    expect(buttonNames(await rowOf('Property 1'))).toEqual(['Accept']);
    expect(buttonNames(await rowOf('Property 2'))).toEqual(['Schedule Visit', 'Release']);
    expect(buttonNames(await rowOf('Property 4'))).toEqual([]);
    expect(screen.queryByRole('combobox', { name: 'Assign' })).not.toBeInTheDocument();
    expect(apiRequest).not.toHaveBeenCalledWith('/api/agents', expect.anything());
  });

  it('opens on work that needs action; closed work is one press away and kept in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderAs('agent');
    await rowOf('Property 1');
    expect(apiRequest).toHaveBeenCalledWith('/api/requests/queue?status=open&limit=20', expect.anything());
    expect(screen.getByRole('button', { name: 'Needs action' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Closed' }));
    await vi.waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith('/api/requests/queue?status=closed&limit=20', expect.anything()),
    );
    expect(router.state.location.search).toBe('?status=closed');
    expect(screen.getByRole('button', { name: 'Closed' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the reference, never the UUID, and a booked visit in place of "Schedule Visit"', async () => {
    renderAs('agent');
    const booked = await rowOf('Property 3');
    expect(within(booked).getByText('TH-2025-0003')).toBeInTheDocument();
    expect(booked).not.toHaveTextContent(QUEUE[2]?.id ?? '');
    expect(buttonNames(booked)).toEqual([]);
    const link = within(booked).getByRole('link', { name: 'Visit booked: 12 Mar 2025, 10:30 AM' });
    expect(link).toHaveAttribute('href', '/agent/visit/00000000-0000-4000-8000-000000000900');
  });

  it('flags overdue requests', async () => {
    renderAs('agent');
    expect(within(await rowOf('Property 2')).getByText('Overdue')).toBeInTheDocument();
    expect(within(await rowOf('Property 1')).queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('Schedule Visit opens /agent/schedule with { requestId, propertyId } as navigation state and ?request=', async () => {
    const { router } = renderAs('agent', '/agent-dashboard/requests');
    expect(screen.getByRole('heading', { level: 1, name: 'Requests' })).toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .click(within(await rowOf('Property 2')).getByRole('button', { name: 'Schedule Visit' }));
    expect(await screen.findByText('Schedule page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ requestId: QUEUE[1]?.id, propertyId: QUEUE[1]?.property?.id });
    expect(router.state.location.search).toBe(`?request=${QUEUE[1]?.id ?? ''}`);
  });

  it('accepts a request, toasts and refreshes the queue', async () => {
    renderAs('agent');
    await userEvent
      .setup({ delay: null })
      .click(within(await rowOf('Property 1')).getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Request accepted'));
    expect(apiRequest).toHaveBeenCalledWith(
      `/api/requests/${QUEUE[0]?.id}/accept`,
      expect.objectContaining({ method: 'POST' }),
    );
    await vi.waitFor(() =>
      expect(vi.mocked(apiRequest).mock.calls.filter(([path]) => path.startsWith('/api/requests/queue'))).toHaveLength(
        2,
      ),
    );
  });

  it('toasts the server message when an action fails', async () => {
    renderAs('agent');
    const release = within(await rowOf('Property 2')).getByRole('button', { name: 'Release' });
    vi.mocked(apiRequest).mockRejectedValueOnce(new Error('The request is no longer assigned to you'));
    await userEvent.setup({ delay: null }).click(release);
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to release request', {
        description: 'The request is no longer assigned to you',
      }),
    );
  });

  it('filters by status and county through the query string', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderAs('agent');
    await rowOf('Property 1');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Assigned' }));
    await user.click(screen.getByRole('combobox', { name: 'County' }));
    await user.click(await screen.findByRole('option', { name: 'Mombasa' }));
    await vi.waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith(
        '/api/requests/queue?status=assigned&county=Mombasa&limit=20',
        expect.anything(),
      ),
    );
    expect(router.state.location.search).toBe('?status=assigned&county=Mombasa');
  });
});

describe('AgentRequestsPage as an admin', { timeout: 20_000 }, () => {
  it('offers Assign (and Release) but neither Accept nor Schedule Visit', async () => {
    renderAs('admin');
    const pending = await rowOf('Property 1');
    expect(buttonNames(pending)).toEqual([]);
    expect(within(pending).getByRole('combobox', { name: 'Assign' })).toBeInTheDocument();
    const assigned = await rowOf('Property 4');
    expect(buttonNames(assigned)).toEqual(['Release']);
    expect(within(assigned).getByRole('combobox', { name: 'Assign' })).toHaveTextContent('Brian Kiprop');
    // visit_scheduled cannot be reassigned (status table), and an admin never schedules.
    expect(within(await rowOf('Property 3')).queryByRole('combobox', { name: 'Assign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule Visit' })).not.toBeInTheDocument();
  });

  it('assigns a request to the chosen agent', async () => {
    const user = userEvent.setup({ delay: null });
    renderAs('admin');
    const pending = await rowOf('Property 1');
    await vi.waitFor(() => expect(apiRequest).toHaveBeenCalledWith('/api/agents', expect.anything()));
    await user.click(within(pending).getByRole('combobox', { name: 'Assign' }));
    await user.click(await screen.findByRole('option', { name: 'Brian Kiprop' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Request assigned'));
    expect(apiRequest).toHaveBeenCalledWith(`/api/requests/${QUEUE[0]?.id}/assign`, {
      method: 'POST',
      body: { agentId: OTHER_AGENT },
      schema: expect.anything(),
    });
  });
});
