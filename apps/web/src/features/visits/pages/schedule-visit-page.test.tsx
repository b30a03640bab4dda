import { QueryClientProvider } from '@tanstack/react-query';
import { AppError } from '@thamani/domain/app-error';
import { GUARD_MESSAGES, VALIDATION_MESSAGES, VISIT_MESSAGES } from '@thamani/domain/messages';
import { visitTimeSlots } from '@thamani/domain/visits';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { createTestQueryClient, fakeAuth, fakeMe } from '@/test/test-utils';
import { ScheduleVisitPage } from './schedule-visit-page';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('@/lib/auth/use-auth', () => ({ useAuth: vi.fn() }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const REQUEST_ID = '00000000-0000-4000-8000-000000000101';
const PROPERTY_ID = '00000000-0000-4000-8000-000000000201';
/** Wednesday 5 March 2025, 10:15 in Nairobi (07:15 UTC). */
const NOW = new Date('2025-03-05T07:15:00.000Z');

/** The job being booked, as GET /api/requests/:id answers it. */
const JOB = {
  id: REQUEST_ID,
  reference: 'TH-2025-0142',
  status: 'assigned',
  priority: 'high',
  purpose: 'mortgage',
  preferredDate: '2025-03-07',
  contactPhone: '+254712345678',
  notes: null,
  requestedAt: '2025-03-03T06:00:00.000Z',
  dueDate: '2025-03-17T14:00:00.000Z',
  overdue: false,
  requester: { id: '00000000-0000-4000-8000-000000000301', fullName: 'Akinyi Otieno' },
  property: {
    id: PROPERTY_ID,
    title: 'Maisonette in Kilimani',
    propertyType: 'residential',
    county: 'Nairobi',
    town: 'Kilimani',
    address: 'Argwings Kodhek Road',
    lrNumber: null,
    sizeSqm: 240,
    bedrooms: 4,
    price: null,
  },
  assignedAgent: { id: '00000000-0000-4000-8000-000000000001', fullName: 'Jane Wanjiku' },
  visit: null,
  report: null,
  timeline: [],
};

/** The valuer's visit already booked on Thursday 6 March, 9:00–10:00 AM Nairobi. */
const THURSDAY_VISIT = {
  id: '00000000-0000-4000-8000-000000000901',
  requestId: '00000000-0000-4000-8000-000000000102',
  status: 'scheduled',
  scheduledDate: '2025-03-06T06:00:00.000Z',
  durationMinutes: 60,
  notes: null,
  property: { id: '00000000-0000-4000-8000-000000000202', title: 'Shop on Moi Avenue', address: 'Moi Avenue' },
  client: { fullName: 'Brian Otieno' },
};

/** GET answers by path; POST /api/visits answers `post` (a value, or an error to throw). */
function answerApi(post: unknown = {}) {
  vi.mocked(apiRequest).mockImplementation((path: string, init?: { method?: string }) => {
    if (path === '/api/visits' && init?.method === 'POST') {
      return post instanceof Error ? Promise.reject(post) : Promise.resolve(post);
    }
    if (path.startsWith(`/api/requests/${REQUEST_ID}`)) {
      return Promise.resolve(JOB);
    }
    if (path.startsWith('/api/visits?')) {
      const from = new URLSearchParams(path.split('?')[1]).get('from');
      // Thursday 6 March starts at 21:00 UTC on the 5th in Nairobi.
      return Promise.resolve({ items: from === '2025-03-05T21:00:00.000Z' ? [THURSDAY_VISIT] : [], nextCursor: null });
    }
    return Promise.resolve({});
  });
}
const posts = () =>
  vi.mocked(apiRequest).mock.calls.filter(([path, init]) => path === '/api/visits' && init?.method === 'POST');

beforeAll(() => {
  // Radix Select uses pointer capture and scrollIntoView, which jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

beforeEach(() => {
  vi.clearAllMocks();
  // Only the clock is fake: timers (and so user-event and React) run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.mocked(useAuth).mockReturnValue(fakeAuth({ status: 'signed-in', role: 'agent', me: fakeMe('agent') }));
  answerApi();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderSchedule(state: unknown = { requestId: REQUEST_ID, propertyId: PROPERTY_ID }, search = '') {
  const router = createMemoryRouter(
    [
      { path: '/agent/schedule', element: <ScheduleVisitPage /> },
      { path: '/agent-dashboard', element: <h1>Agent dashboard</h1> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    { initialEntries: [{ pathname: '/agent/schedule', search, state }] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const day = (label: RegExp) => within(screen.getByRole('group', { name: 'Date' })).getByRole('button', { name: label });

describe('ScheduleVisitPage: navigation state', () => {
  it('without a requestId: "Missing required information to schedule visit" and back to the requests tab', async () => {
    const router = renderSchedule({ propertyId: PROPERTY_ID });
    expect(await screen.findByText('Agent dashboard')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(VISIT_MESSAGES.missingInfo, expect.anything());
    expect(router.state.location.pathname).toBe('/agent-dashboard');
    expect(router.state.location.search).toBe('?tab=requests');
  });

  it('without any state at all: the same message', async () => {
    renderSchedule(null);
    expect(await screen.findByText('Agent dashboard')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(VISIT_MESSAGES.missingInfo, expect.anything());
  });

  it('without a propertyId: "No property information provided" and back to the requests tab', async () => {
    const router = renderSchedule({ requestId: REQUEST_ID });
    expect(await screen.findByText('Agent dashboard')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(VISIT_MESSAGES.noProperty, expect.anything());
    expect(router.state.location.search).toBe('?tab=requests');
  });

  it('turns an admin away: the page is agent only', async () => {
    vi.mocked(useAuth).mockReturnValue(fakeAuth({ status: 'signed-in', role: 'admin', me: fakeMe('admin') }));
    const router = renderSchedule();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(toast.error).toHaveBeenCalledWith(GUARD_MESSAGES.accessDeniedTitle, {
      id: 'guard-agent',
      description: GUARD_MESSAGES.agentRequired,
    });
  });
});

describe('ScheduleVisitPage: the form', { timeout: 20_000 }, () => {
  it('shows the spec layout: labelled fields, Cancel, Schedule Visit and Back to Requests', () => {
    renderSchedule();
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule Site Visit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Requests' })).toHaveAttribute(
      'href',
      '/agent-dashboard?tab=requests',
    );
    expect(screen.getByRole('group', { name: 'Date' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Time' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Duration' })).toHaveTextContent('60 minutes');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule Visit' })).toBeInTheDocument();
  });

  it('disables past days and weekends in Nairobi time; today and later weekdays stay open', () => {
    renderSchedule();
    expect(day(/Saturday, March 1st, 2025/)).toBeDisabled();
    expect(day(/Sunday, March 2nd, 2025/)).toBeDisabled();
    expect(day(/Monday, March 3rd, 2025/)).toBeDisabled();
    expect(day(/Tuesday, March 4th, 2025/)).toBeDisabled();
    expect(day(/^Today, Wednesday, March 5th, 2025/)).toBeEnabled();
    expect(day(/Thursday, March 6th, 2025/)).toBeEnabled();
    expect(day(/Saturday, March 8th, 2025/)).toBeDisabled();
    expect(day(/Sunday, March 9th, 2025/)).toBeDisabled();
    expect(day(/Monday, March 10th, 2025/)).toBeEnabled();
  });

  it('offers 30-minute slots from 8:00 AM to 5:30 PM, slots earlier today disabled', async () => {
    const user = userEvent.setup({ delay: null });
    renderSchedule();
    await user.click(day(/Today, Wednesday, March 5th, 2025/));
    await user.click(screen.getByRole('combobox', { name: 'Time' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(visitTimeSlots());
    expect(options[0]).toHaveTextContent('8:00 AM');
    expect(options.at(-1)).toHaveTextContent('5:30 PM');
    expect(screen.getByRole('option', { name: '10:00 AM' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: '10:30 AM' })).not.toHaveAttribute('aria-disabled');
  });

  it('offers durations of 30, 60, 90 and 120 minutes', async () => {
    const user = userEvent.setup({ delay: null });
    renderSchedule();
    await user.click(screen.getByRole('combobox', { name: 'Duration' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['30 minutes', '60 minutes', '90 minutes', '120 minutes']);
  });

  it('asks for a date and a time before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    renderSchedule();
    await user.click(screen.getByRole('button', { name: 'Schedule Visit' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.visitDate)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.visitTime)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Time' })).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('schedules the visit, toasts success and returns to the agent dashboard', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderSchedule();

    await user.click(day(/Thursday, March 6th, 2025/));
    await user.click(screen.getByRole('combobox', { name: 'Time' }));
    await user.click(await screen.findByRole('option', { name: '9:00 AM' }));
    await user.click(screen.getByRole('combobox', { name: 'Duration' }));
    await user.click(await screen.findByRole('option', { name: '90 minutes' }));
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Meet the caretaker at the gate');
    await user.click(screen.getByRole('button', { name: 'Schedule Visit' }));

    expect(await screen.findByText('Agent dashboard')).toBeInTheDocument();
    expect(apiRequest).toHaveBeenCalledWith('/api/visits', {
      method: 'POST',
      body: {
        requestId: REQUEST_ID,
        propertyId: PROPERTY_ID,
        date: '2025-03-06',
        time: '9:00 AM',
        durationMinutes: 90,
        notes: 'Meet the caretaker at the gate',
      },
      schema: expect.anything(),
    });
    expect(toast.success).toHaveBeenCalledWith(VISIT_MESSAGES.scheduled);
    expect(router.state.location.search).toBe('?tab=requests');
  });

  it('shows the server message when the slot overlaps another visit (409)', async () => {
    const user = userEvent.setup({ delay: null });
    const overlap = 'You already have a site visit at that time';
    answerApi(new AppError('CONFLICT', overlap));
    const router = renderSchedule();

    await user.click(day(/Thursday, March 6th, 2025/));
    await user.click(screen.getByRole('combobox', { name: 'Time' }));
    await user.click(await screen.findByRole('option', { name: '2:30 PM' }));
    await user.click(screen.getByRole('button', { name: 'Schedule Visit' }));

    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(VISIT_MESSAGES.scheduleFailed(overlap)));
    expect(toast.error).toHaveBeenCalledWith(`Failed to schedule visit: ${overlap}`);
    expect(router.state.location.pathname).toBe('/agent/schedule');
  });
});

describe('ScheduleVisitPage: which job, and what else that day', { timeout: 20_000 }, () => {
  it('shows the job: reference, property, address, client and phone, priority, due and preferred dates', async () => {
    renderSchedule();
    const job = await screen.findByRole('region', { name: 'The job' });
    expect(await within(job).findByRole('heading', { name: /Maisonette in Kilimani/ })).toHaveTextContent(
      'TH-2025-0142',
    );
    expect(job).toHaveTextContent('Address:Argwings Kodhek Road, Kilimani, Nairobi');
    expect(job).toHaveTextContent('Client:Akinyi Otieno');
    expect(within(job).getByRole('link', { name: '+254712345678' })).toHaveAttribute('href', 'tel:+254712345678');
    expect(job).toHaveTextContent('Priority:High');
    expect(job).toHaveTextContent('Due date:17 Mar 2025');
    expect(job).toHaveTextContent('Preferred date:7 Mar 2025');
  });

  it('marks the client’s preferred date in the calendar, by name and in a legend', async () => {
    renderSchedule();
    expect(await screen.findByText(/the client’s preferred date/)).toHaveTextContent('7 Mar 2025');
    expect(day(/^Friday, March 7th, 2025, client’s preferred date$/)).toBeEnabled();
    expect(day(/^Thursday, March 6th, 2025$/)).toBeInTheDocument();
  });

  it('lists the valuer’s visits already booked on the picked day, with times and property', async () => {
    const user = userEvent.setup({ delay: null });
    renderSchedule();
    expect(screen.getByText('Pick a date to see the visits you already have that day.')).toBeInTheDocument();
    await user.click(day(/Thursday, March 6th, 2025/));
    const list = await screen.findByRole('list', { name: 'Visits booked that day' });
    expect(list).toHaveTextContent('9:00 AM–10:00 AM');
    expect(within(list).getByRole('link', { name: 'Shop on Moi Avenue' })).toHaveAttribute(
      'href',
      '/agent/visit/00000000-0000-4000-8000-000000000901',
    );
    expect(apiRequest).toHaveBeenCalledWith(
      '/api/visits?from=2025-03-05T21%3A00%3A00.000Z&to=2025-03-06T21%3A00%3A00.000Z&status=scheduled&limit=20',
      expect.anything(),
    );
    await user.click(day(/Monday, March 10th, 2025/));
    expect(await screen.findByText('No other visits booked that day.')).toBeInTheDocument();
  });

  it('survives a reload: with only ?request= it reads the property from the request and books it', async () => {
    const user = userEvent.setup({ delay: null });
    renderSchedule(null, `?request=${REQUEST_ID}`);
    expect(await screen.findByRole('heading', { name: /Maisonette in Kilimani/ })).toBeInTheDocument();
    await user.click(day(/Friday, March 7th, 2025/));
    await user.click(screen.getByRole('combobox', { name: 'Time' }));
    await user.click(await screen.findByRole('option', { name: '11:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Schedule Visit' }));
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.[1]).toMatchObject({
      body: { requestId: REQUEST_ID, propertyId: PROPERTY_ID, date: '2025-03-07' },
    });
    expect(toast.error).not.toHaveBeenCalled();
  });
});
