import { AppError } from '@thamani/domain/app-error';
import { FIELD_MESSAGES, REQUEST_MESSAGES, REQUEST_TOAST_MESSAGES } from '@thamani/domain/messages';
import { nairobiToday } from '@thamani/domain/visits';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { createTestQueryClient } from '@/test/test-utils';
import { requestStatsQueryOptions } from '../api/get-request-stats';
import { requestsQueryOptions } from '../api/get-requests';
import { REQUEST_PREFILL_STORAGE_KEY, savePrefill } from '../request-prefill';
import { REQUEST_ID, requestDetail } from '../testing/request-detail-fixture';
import { NewRequestPage } from './new-request-page';

// Form tests render a dozen fields and re-validate; give a loaded CI machine room.
vi.setConfig({ testTimeout: 15_000 });

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

function DetailStub() {
  return <h1>Detail {useParams().requestId}</h1>;
}

function renderPage({ state }: { state?: unknown } = {}) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/request', element: <NewRequestPage /> },
      { path: '/my-requests/:requestId', element: <DetailStub /> },
    ],
    { initialEntries: [{ pathname: '/request', state }] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Submit Request' });

/** The field's message, reached the way a screen reader does: through aria-describedby. */
function messageOf(label: string): string {
  const ids = field(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function shiftDay(ymd: string, days: number): string {
  const date = new Date(`${ymd}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** One change event per field (typing key by key re-validates on each stroke and is slow). */
function setValue(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

function fillValid() {
  setValue('Property title', 'Kilimani apartment');
  setValue('Property type', 'residential');
  setValue('County', 'Nairobi');
  setValue('Town / area', 'Kilimani');
  setValue('Address', 'Argwings Kodhek Rd');
  setValue('Plot / LR number (optional)', 'Nairobi / Block 82 / 1234');
  setValue('Size (m²)', '145.5');
  setValue('Bedrooms', '3');
  setValue('Purpose', 'mortgage');
  setValue('Preferred date', shiftDay(nairobiToday(), 3));
  setValue('Contact phone', '0712 345 678');
  setValue('Notes', 'Gate code 1234');
}

beforeEach(() => {
  vi.mocked(apiRequest).mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});
afterEach(() => {
  window.sessionStorage.clear();
});

describe('NewRequestPage — validation', () => {
  it('labels every field and shows plain-word errors on each, creating nothing', async () => {
    const { user } = renderPage();
    await user.click(submit());

    expect(await screen.findByText(REQUEST_MESSAGES.title)).toBeInTheDocument();
    expect(field('Property title')).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf('Property title')).toContain(REQUEST_MESSAGES.title);
    expect(messageOf('Property type')).toContain(REQUEST_MESSAGES.propertyType);
    expect(messageOf('County')).toContain(FIELD_MESSAGES.county);
    expect(messageOf('Town / area')).toContain(REQUEST_MESSAGES.town);
    expect(messageOf('Address')).toContain(REQUEST_MESSAGES.address);
    expect(messageOf('Size (m²)')).toContain(REQUEST_MESSAGES.sizeSqm);
    expect(messageOf('Purpose')).toContain(REQUEST_MESSAGES.purpose);
    expect(messageOf('Preferred date')).toContain(REQUEST_MESSAGES.preferredDate);
    expect(messageOf('Contact phone')).toContain(FIELD_MESSAGES.phone);
    // Optional fields stay quiet when blank.
    expect(field('Plot / LR number (optional)')).not.toHaveAttribute('aria-invalid');
    expect(field('Notes')).not.toHaveAttribute('aria-invalid');
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('asks for bedrooms only when the property is residential', async () => {
    const { user } = renderPage();
    expect(screen.queryByLabelText('Bedrooms')).not.toBeInTheDocument();

    await user.selectOptions(field('Property type'), 'residential');
    await user.click(submit());
    expect(await screen.findByText(REQUEST_MESSAGES.bedrooms)).toBeInTheDocument();
    expect(field('Bedrooms')).toHaveAttribute('aria-invalid', 'true');

    setValue('Bedrooms', '2.5');
    expect(await screen.findByText(REQUEST_MESSAGES.bedroomsRange)).toBeInTheDocument();

    await user.selectOptions(field('Property type'), 'land');
    expect(screen.queryByLabelText('Bedrooms')).not.toBeInTheDocument();
    expect(screen.queryByText(REQUEST_MESSAGES.bedroomsRange)).not.toBeInTheDocument();
  });

  it('refuses a preferred date in the past (Nairobi) and accepts today', async () => {
    const { user } = renderPage();
    const today = nairobiToday();

    fireEvent.change(field('Preferred date'), { target: { value: shiftDay(today, -1) } });
    await user.click(submit());
    expect(await screen.findByText(REQUEST_MESSAGES.preferredDatePast)).toBeInTheDocument();

    fireEvent.change(field('Preferred date'), { target: { value: today } });
    await waitFor(() => expect(screen.queryByText(REQUEST_MESSAGES.preferredDatePast)).not.toBeInTheDocument());
  });

  it('checks the phone is a Kenyan mobile number and the LR number has a real format', async () => {
    const { user } = renderPage();
    setValue('Contact phone', '12345');
    setValue('Plot / LR number (optional)', 'my plot');
    await user.click(submit());

    expect(await screen.findByText(FIELD_MESSAGES.phone)).toBeInTheDocument();
    expect(messageOf('Plot / LR number (optional)')).toContain(FIELD_MESSAGES.lrNumber);

    setValue('Contact phone', '+254 712 345 678');
    setValue('Plot / LR number (optional)', 'LR No. 209/12345');
    await waitFor(() => expect(field('Contact phone')).not.toHaveAttribute('aria-invalid'));
    expect(field('Plot / LR number (optional)')).not.toHaveAttribute('aria-invalid');
  });
});

describe('NewRequestPage — submitting', () => {
  it('posts the checked body, toasts, opens the new request and refreshes lists and counters', async () => {
    const { user, router, queryClient } = renderPage();
    const created = requestDetail();
    vi.mocked(apiRequest).mockImplementation((path: string) => {
      if (path === '/api/requests') {
        return Promise.resolve(created);
      }
      if (path === '/api/requests/stats') {
        return Promise.resolve({ total: 1, completed: 0, inProgress: 0, pending: 1 });
      }
      return Promise.resolve({ items: [], nextCursor: null });
    });
    // Cached earlier and not on screen now: they must refetch anyway (the cache never refetches on mount).
    await queryClient.fetchQuery(requestStatsQueryOptions());
    await queryClient.fetchQuery(requestsQueryOptions());
    vi.mocked(apiRequest).mockClear();
    savePrefill({ county: 'Nairobi' });

    fillValid();
    await user.click(submit());

    await screen.findByRole('heading', { name: `Detail ${REQUEST_ID}` });
    expect(router.state.location.pathname).toBe(`/my-requests/${REQUEST_ID}`);
    expect(apiRequest).toHaveBeenCalledWith('/api/requests', {
      method: 'POST',
      schema: expect.anything(),
      body: {
        title: 'Kilimani apartment',
        propertyType: 'residential',
        county: 'Nairobi',
        town: 'Kilimani',
        address: 'Argwings Kodhek Rd',
        lrNumber: 'Nairobi/Block 82/1234',
        sizeSqm: 145.5,
        bedrooms: 3,
        purpose: 'mortgage',
        preferredDate: shiftDay(nairobiToday(), 3),
        contactPhone: '+254712345678',
        notes: 'Gate code 1234',
      },
    });
    expect(toast.success).toHaveBeenCalledWith(REQUEST_TOAST_MESSAGES.submitted, expect.anything());
    await waitFor(() => expect(apiRequest).toHaveBeenCalledWith('/api/requests/stats', expect.anything()));
    expect(apiRequest).toHaveBeenCalledWith('/api/requests', expect.objectContaining({ signal: expect.anything() }));
    expect(queryClient.getQueryData(['requests', 'detail', REQUEST_ID])).toEqual(created);
    expect(window.sessionStorage.getItem(REQUEST_PREFILL_STORAGE_KEY)).toBeNull();
  });

  it('disables Submit Request while the request is on its way', async () => {
    const { user } = renderPage();
    vi.mocked(apiRequest).mockReturnValue(new Promise(() => undefined));
    fillValid();
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('button', { name: /Submit Request/ })).toBeDisabled());
    expect(apiRequest).toHaveBeenCalledTimes(1);
  });

  it("shows the server's field errors on the fields they concern", async () => {
    const { user, router } = renderPage();
    vi.mocked(apiRequest).mockRejectedValue(
      new AppError('VALIDATION', 'Invalid request', {
        contactPhone: 'This number cannot receive calls',
        county: FIELD_MESSAGES.county,
      }),
    );
    fillValid();
    await user.click(submit());

    expect(await screen.findByText('This number cannot receive calls')).toBeInTheDocument();
    expect(field('Contact phone')).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf('Contact phone')).toContain('This number cannot receive calls');
    expect(messageOf('County')).toContain(FIELD_MESSAGES.county);
    expect(toast.error).toHaveBeenCalledWith(REQUEST_TOAST_MESSAGES.submitFailed, {
      description: REQUEST_TOAST_MESSAGES.fixFields,
    });
    expect(router.state.location.pathname).toBe('/request');
    expect(submit()).toBeEnabled();
  });

  it('toasts the message of an error that concerns no field', async () => {
    const { user } = renderPage();
    vi.mocked(apiRequest).mockRejectedValue(new AppError('FORBIDDEN', 'Only clients can order valuations'));
    fillValid();
    await user.click(submit());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(REQUEST_TOAST_MESSAGES.submitFailed, {
        description: 'Only clients can order valuations',
      }),
    );
  });
});

describe('NewRequestPage — estimator carry-over', () => {
  it('fills type, county, town and size from router state', () => {
    renderPage({
      state: { prefill: { propertyType: 'commercial', county: 'Mombasa', town: 'Nyali', sizeSqm: '800' } },
    });
    expect(field('Property type')).toHaveValue('commercial');
    expect(field('County')).toHaveValue('Mombasa');
    expect(field('Town / area')).toHaveValue('Nyali');
    expect(field('Size (m²)')).toHaveValue('800');
    expect(field('Property title')).toHaveValue('');
  });

  it('fills them from sessionStorage after the sign-in detour (router state lost)', () => {
    savePrefill({ propertyType: 'residential', county: 'Kiambu', town: 'Ruiru', sizeSqm: '300' });
    renderPage();
    expect(field('Property type')).toHaveValue('residential');
    expect(field('County')).toHaveValue('Kiambu');
    expect(field('Town / area')).toHaveValue('Ruiru');
    expect(field('Size (m²)')).toHaveValue('300');
    expect(field('Bedrooms')).toBeInTheDocument();
  });
});
