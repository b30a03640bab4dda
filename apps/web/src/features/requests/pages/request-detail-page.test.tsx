import { AppError } from '@thamani/domain/app-error';
import { REQUEST_TOAST_MESSAGES } from '@thamani/domain/messages';
import type { RequestDetail } from '@thamani/domain/requests';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { feeQuote } from '@/entities/fees/testing/fee-quote-fixture';
import { OPEN_CHAT_EVENT } from '@/features/chat/open-chat';
import { apiRequest } from '@/lib/api-client';
import { createTestQueryClient } from '@/test/test-utils';
import { requestStatsQueryOptions } from '../api/get-request-stats';
import { PERSON_ID, REQUEST_ID, requestDetail } from '../testing/request-detail-fixture';
import { AdminRequestPage, AgentRequestPage, RequestDetailPage } from './request-detail-page';

vi.setConfig({ testTimeout: 15_000 });
vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
// The signed-in person is the fixture's requester (the cancel rule reads who ordered it).
vi.mock('@/lib/auth/use-auth', () => ({
  useAuth: () => ({ role: auth.role, status: 'signed-in', me: { profile: { id: PERSON_ID } } }),
}));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const auth: { role: 'user' | 'agent' | 'admin' } = { role: 'user' };
const STATS = { total: 1, completed: 0, inProgress: 0, pending: 1 };

function mockDetail(detail: RequestDetail | Error, onCancel?: (body: unknown) => RequestDetail | Error) {
  vi.mocked(apiRequest).mockImplementation((path: string, opts: { body?: unknown }) => {
    const reply = (value: unknown) => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value));
    if (path === `/api/requests/${REQUEST_ID}/cancel` && onCancel) {
      return reply(onCancel(opts.body));
    }
    if (path.startsWith('/api/requests/stats')) {
      return reply(STATS);
    }
    if (path.endsWith('/invoice')) {
      // No invoice yet (the payments feature's tests show the card): the page shows none.
      return reply(new AppError('NOT_FOUND', 'There is no invoice for this request yet.'));
    }
    if (path.endsWith('/inspection-summary')) {
      // No submitted inspection yet: the API says so and the page shows no summary.
      return reply({ status: 'not_submitted' });
    }
    return reply(detail);
  });
}

function renderPage(id = REQUEST_ID, area: 'client' | 'admin' | 'agent' = 'client') {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/my-requests/:requestId', element: <RequestDetailPage /> },
      { path: '/admin/requests/:requestId', element: <AdminRequestPage /> },
      { path: '/agent-dashboard/requests/:requestId', element: <AgentRequestPage /> },
    ],
    {
      initialEntries: [
        area === 'admin'
          ? `/admin/requests/${id}`
          : area === 'agent'
            ? `/agent-dashboard/requests/${id}`
            : `/my-requests/${id}`,
      ],
    },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient, user: userEvent.setup() };
}

const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  vi.mocked(apiRequest).mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
  auth.role = 'user';
});

describe('RequestDetailPage', () => {
  it('shows the request, its property, "Not yet assigned", no visit and the timeline', async () => {
    mockDetail(requestDetail());
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Kilimani apartment' })).toBeInTheDocument();
    expect(apiRequest).toHaveBeenCalledWith(`/api/requests/${REQUEST_ID}`, expect.anything());
    // People quote the reference; the internal id is not printed.
    expect(screen.getByText('TH-2025-0142').closest('p')).toHaveTextContent(/^Ref\. TH-2025-0142/);
    expect(screen.queryByText(new RegExp(REQUEST_ID))).not.toBeInTheDocument();

    const request = region('Request');
    for (const text of [
      '7 Mar 2025',
      '21 Mar 2025',
      'Normal',
      'Mortgage / bank',
      '10 Mar 2025',
      '+254 712 345 678',
      'Gate code 1234',
    ]) {
      expect(within(request).getByText(text)).toBeInTheDocument();
    }
    const property = region('Property');
    for (const text of [
      'Residential',
      'Nairobi',
      'Kilimani',
      'Argwings Kodhek Rd',
      'Nairobi/Block 82/1234',
      '145.5 m²',
      '3',
    ]) {
      expect(within(property).getByText(text)).toBeInTheDocument();
    }
    expect(within(region('Assigned valuer')).getByText('Not yet assigned')).toBeInTheDocument();
    expect(within(region('Site visit')).getByText('No site visit scheduled yet.')).toBeInTheDocument();
    const timeline = within(region('Status timeline')).getByRole('list', { name: 'Status timeline' });
    expect(within(timeline).getByText('Request submitted')).toBeInTheDocument();
    expect(within(timeline).getByText(/by Wanjiku Kamau/)).toBeInTheDocument();
  });

  it('shows no fee quote when the client gave no value', async () => {
    mockDetail(requestDetail());
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Kilimani apartment' });
    expect(screen.queryByRole('region', { name: 'Fee quote' })).not.toBeInTheDocument();
  });

  it('shows the fee quoted when the request was made: its total, then its working and notes', async () => {
    mockDetail(requestDetail({ quote: feeQuote({ purpose: 'mortgage' }) }));
    renderPage();
    const card = await screen.findByRole('region', { name: 'Fee quote' });
    expect(within(card).getByText('Quoted total').nextElementSibling).toHaveTextContent('KSh 72,500');
    const rows = within(within(card).getByRole('table', { name: 'How the fee is worked out' })).getAllByRole('row');
    expect(rows.at(-1)).toHaveTextContent('Total to payKSh 72,500');
    expect(rows.at(-2)).toHaveTextContent('VAT at 16%KSh 10,000');
    expect(within(card).getByText('Worked on the value you expect: KSh 10,000,000')).toBeInTheDocument();
  });

  it('shows the valuer, the visit in Nairobi time and the timeline oldest first with readable labels', async () => {
    mockDetail(
      requestDetail({
        status: 'visit_scheduled',
        assignedAgent: { id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d', fullName: 'Otieno Valuer' },
        visit: {
          id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
          status: 'scheduled',
          scheduledDate: '2025-03-10T07:00:00.000Z',
          durationMinutes: 90,
          notes: null,
        },
        timeline: [
          { action: 'site_visit_scheduled', status: 'visit_scheduled', at: '2025-03-08T09:00:00.000Z', by: null },
          { action: 'request_created', status: 'pending', at: '2025-03-07T06:00:00.000Z', by: null },
          { action: 'request_accepted', status: 'assigned', at: '2025-03-07T10:00:00.000Z', by: null },
          { action: 'site_visit_rescheduled', status: null, at: '2025-03-09T10:00:00.000Z', by: null },
        ],
      }),
    );
    renderPage();

    expect(
      await within(await screen.findByRole('region', { name: 'Assigned valuer' })).findByText('Otieno Valuer'),
    ).toBeInTheDocument();
    const visit = region('Site visit');
    expect(within(visit).getByText('10 Mar 2025, 10:00 AM')).toBeInTheDocument();
    expect(within(visit).getByText('90 minutes')).toBeInTheDocument();
    expect(within(visit).getByText('Scheduled')).toBeInTheDocument();

    const items = within(screen.getByRole('list', { name: 'Status timeline' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.font-medium')?.textContent)).toEqual([
      'Request submitted',
      'Valuer assigned',
      'Site visit scheduled',
      'Site visit rescheduled',
    ]);
    // A client may not cancel once a visit is scheduled.
    expect(screen.queryByRole('button', { name: 'Cancel Request' })).not.toBeInTheDocument();
    // A booked visit with no inspection yet: nothing about an inspection, no error.
    expect(screen.queryByRole('region', { name: 'Site inspection' })).not.toBeInTheDocument();
    expect(screen.queryByText(/went wrong|Try Again/i)).not.toBeInTheDocument();
  });

  it('says "Request not found" for a 404 (someone else\'s request looks the same)', async () => {
    mockDetail(new AppError('NOT_FOUND', 'Not found'));
    renderPage();
    expect(await screen.findByRole('heading', { name: REQUEST_TOAST_MESSAGES.notFound })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to My Requests' })[0]).toHaveAttribute('href', '/my-requests');
    expect(apiRequest).toHaveBeenCalledTimes(1);
  });

  it('says "Request not found" for an id that cannot exist, without asking the server', () => {
    renderPage('not-a-uuid');
    expect(screen.getByRole('heading', { name: REQUEST_TOAST_MESSAGES.notFound })).toBeInTheDocument();
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('offers Try Again when loading fails for another reason', async () => {
    mockDetail(new AppError('UNAVAILABLE', 'Could not reach the server.'));
    renderPage();
    // Not a "missing" error, so the one spec retry (about 1 s) happens first.
    expect(await screen.findByRole('button', { name: 'Try Again' }, { timeout: 5000 })).toBeInTheDocument();
    expect(apiRequest).toHaveBeenCalledTimes(2);
  });

  it('keeps the request on screen when a background refetch fails', async () => {
    mockDetail(requestDetail());
    const { queryClient } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kilimani apartment' })).toBeInTheDocument();

    mockDetail(new AppError('UNAVAILABLE', 'Could not reach the server.'));
    await queryClient.refetchQueries({ queryKey: ['requests', 'detail', REQUEST_ID] });
    await waitFor(() => expect(queryClient.getQueryState(['requests', 'detail', REQUEST_ID])?.status).toBe('error'), {
      timeout: 5000,
    });
    // Give the page time to render the failure: the error screen must never replace the data.
    await expect(screen.findByRole('button', { name: 'Try Again' }, { timeout: 1000 })).rejects.toThrow();
    expect(screen.getByRole('heading', { level: 1, name: 'Kilimani apartment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });
});

describe('RequestDetailPage — cancelling', () => {
  it('asks for confirmation, sends the reason, updates the page and refreshes the counters', async () => {
    let sent: unknown;
    mockDetail(requestDetail(), (body) => {
      sent = body;
      return requestDetail({
        status: 'cancelled',
        timeline: [
          ...requestDetail().timeline,
          { action: 'request_cancelled', status: 'cancelled', at: '2025-03-08T06:00:00.000Z', by: null },
        ],
      });
    });
    const { user, queryClient } = renderPage();
    await queryClient.fetchQuery(requestStatsQueryOptions());

    await user.click(await screen.findByRole('button', { name: 'Cancel Request' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this valuation request?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Sale fell through');
    vi.mocked(apiRequest).mockClear();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Request' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent).toEqual({ reason: 'Sale fell through' });
    expect(apiRequest).toHaveBeenCalledWith(
      `/api/requests/${REQUEST_ID}/cancel`,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(toast.success).toHaveBeenCalledWith(REQUEST_TOAST_MESSAGES.cancelled, expect.anything());
    expect(within(screen.getByRole('banner')).getByText('Cancelled')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Status timeline' })).getByText('Request cancelled'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Request' })).not.toBeInTheDocument();
    // Counters refetch; the detail itself is not fetched again (the response already holds it).
    await waitFor(() => expect(apiRequest).toHaveBeenCalledWith('/api/requests/stats', expect.anything()));
    expect(apiRequest).not.toHaveBeenCalledWith(`/api/requests/${REQUEST_ID}`, expect.anything());
  });

  it('"Keep Request" closes the dialog and cancels nothing', async () => {
    mockDetail(requestDetail({ status: 'assigned' }), () => {
      throw new Error('should not cancel');
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Request' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep Request' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(apiRequest).not.toHaveBeenCalledWith(`/api/requests/${REQUEST_ID}/cancel`, expect.anything());
  });

  it('keeps the dialog open and says why when the server refuses', async () => {
    mockDetail(requestDetail(), () => new AppError('INVALID_TRANSITION', 'This request can no longer be cancelled'));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Request' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, Cancel Request' }),
    );

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(REQUEST_TOAST_MESSAGES.cancelFailed, {
        description: 'This request can no longer be cancelled',
      }),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('shows Cancel Request as a quiet outline, not the page’s loudest (filled red) button', async () => {
    mockDetail(requestDetail());
    renderPage();
    const cancel = await screen.findByRole('button', { name: 'Cancel Request' });
    expect(cancel).toHaveClass('border', 'text-destructive');
    expect(cancel).not.toHaveClass('bg-destructive');
  });

  it('offers no Cancel Request to an agent', async () => {
    auth.role = 'agent';
    mockDetail(requestDetail());
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Kilimani apartment' });
    expect(screen.queryByRole('button', { name: 'Cancel Request' })).not.toBeInTheDocument();
  });
});

describe('RequestDetailPage — the valuation report', () => {
  const REPORT_ID = '6c5b4a39-2817-4f06-9e5d-4c3b2a190807';

  it('keeps Download Report disabled, with the reason, until the report is approved', async () => {
    mockDetail(requestDetail({ status: 'in-progress' }));
    renderPage();
    const card = await screen.findByRole('region', { name: 'Valuation report' });
    const button = within(card).getByRole('button', { name: 'Download Report' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/once your valuer has written it and the firm has approved it/);
  });

  it('says the report is being prepared, then offers the download and the verification code by itself', async () => {
    const approved = { id: REPORT_ID, status: 'approved' as const, verifyCode: '7K3QD-M9XTP' };
    mockDetail(requestDetail({ status: 'completed', report: { ...approved, downloadUrl: null } }));
    renderPage();
    const card = await screen.findByRole('region', { name: 'Valuation report' });
    expect(within(card).getByRole('status')).toHaveTextContent('Your report is being prepared.');
    expect(within(card).getByRole('button', { name: 'Download Report' })).toBeDisabled();

    // The PDF is rendered: the page asks again by itself while it waits.
    const downloadUrl = `/api/reports/${REPORT_ID}/pdf`;
    mockDetail(requestDetail({ status: 'completed', report: { ...approved, downloadUrl } }));
    const link = await within(card).findByRole('link', { name: 'Download Report' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', downloadUrl);
    expect(link).toHaveAttribute('download');
    expect(within(card).getByRole('link', { name: '7K3QD-M9XTP' })).toHaveAttribute('href', '/verify/7K3QD-M9XTP');
  });
  it('says what is owed instead of offering a download while the firm holds the report until paid', async () => {
    const held = 'Report ready — pay KSh 79,750 to download.';
    mockDetail(
      requestDetail({
        status: 'completed',
        report: { id: REPORT_ID, status: 'approved', verifyCode: '7K3QD-M9XTP', downloadUrl: null, heldForPayment: held },
      }),
    );
    renderPage();
    const card = await screen.findByRole('region', { name: 'Valuation report' });
    const button = within(card).getByRole('button', { name: 'Download Report' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(held);
    expect(within(card).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows staff the request in the admin area: its navigation, "Back to requests", the client and staff wording', async () => {
    auth.role = 'admin';
    const approved = { id: REPORT_ID, status: 'approved' as const, verifyCode: '7K3QD-M9XTP' };
    const downloadUrl = `/api/reports/${REPORT_ID}/pdf`;
    mockDetail(requestDetail({ status: 'completed', report: { ...approved, downloadUrl } }));
    renderPage(REQUEST_ID, 'admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Kilimani apartment' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin area' });
    expect(within(nav).getByRole('link', { name: 'Requests' })).toHaveAttribute('href', '/admin/requests');
    expect(screen.getByRole('link', { name: 'Back to requests' })).toHaveAttribute('href', '/admin/requests');
    expect(screen.queryByText('Back to My Requests')).not.toBeInTheDocument();
    expect(within(region('Client')).getByText('Wanjiku Kamau')).toBeInTheDocument();
    const card = region('Valuation report');
    expect(card).toHaveTextContent('The valuation report is issued: signed by the valuer and approved by the firm.');
    expect(card).not.toHaveTextContent(/your/i);
    expect(screen.getByRole('link', { name: 'Open the report review' })).toHaveAttribute(
      'href',
      `/admin/reports/${REPORT_ID}`,
    );
  });

  it('shows its valuer the request in the agent area: "Back to requests" to the queue, staff wording, no admin links', async () => {
    auth.role = 'agent';
    const approved = { id: REPORT_ID, status: 'approved' as const, verifyCode: '7K3QD-M9XTP' };
    mockDetail(
      requestDetail({ status: 'completed', report: { ...approved, downloadUrl: `/api/reports/${REPORT_ID}/pdf` } }),
    );
    renderPage(REQUEST_ID, 'agent');

    expect(await screen.findByRole('heading', { level: 1, name: 'Kilimani apartment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to requests' })).toHaveAttribute('href', '/agent-dashboard/requests');
    expect(screen.queryByText('Back to My Requests')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin area' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the report review' })).not.toBeInTheDocument();
    expect(region('Valuation report')).not.toHaveTextContent(/your/i);
  });

  it('puts a ready report first, above the request and its property', async () => {
    const downloadUrl = `/api/reports/${REPORT_ID}/pdf`;
    const report = { id: REPORT_ID, status: 'approved' as const, verifyCode: '7K3QD-M9XTP', downloadUrl };
    mockDetail(requestDetail({ status: 'completed', report }));
    renderPage();
    const card = await screen.findByRole('region', { name: 'Valuation report' });
    const first = screen.getAllByRole('region')[0];
    expect(first).toBe(card);
    expect(card.compareDocumentPosition(region('Request')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the report card beside the facts while the report is not approved', async () => {
    mockDetail(requestDetail({ status: 'in-progress' }));
    renderPage();
    const card = await screen.findByRole('region', { name: 'Valuation report' });
    expect(card.compareDocumentPosition(region('Request')) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('offers the requester "Message the valuer" once a valuer is assigned, opening the chat on this request', async () => {
    mockDetail(
      requestDetail({
        status: 'assigned',
        assignedAgent: { id: '00000000-0000-4000-8000-00000000a9e1', fullName: 'Otieno Valuer' },
      }),
    );
    renderPage();
    const valuer = await screen.findByRole('region', { name: 'Assigned valuer' });
    const opened = vi.fn();
    window.addEventListener(OPEN_CHAT_EVENT, (e) => opened((e as CustomEvent<string>).detail));
    await userEvent.setup().click(within(valuer).getByRole('button', { name: 'Message the valuer' }));
    expect(opened).toHaveBeenCalledWith(REQUEST_ID);
  });

  it('offers no chat while no valuer is assigned', async () => {
    mockDetail(requestDetail());
    renderPage();
    const valuer = await screen.findByRole('region', { name: 'Assigned valuer' });
    expect(within(valuer).queryByRole('button', { name: /Message/ })).not.toBeInTheDocument();
  });
});
