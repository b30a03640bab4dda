import { AppError } from '@thamani/domain/app-error';
import type { VisitDetail } from '@thamani/domain/visits';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { fakeAuth, fakeMe, renderWithRouter } from '@/test/test-utils';
import { VisitDetailsPage } from './visit-details-page';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('@/lib/auth/use-auth', () => ({ useAuth: vi.fn() }));
// The inspection card has its own tests (visit-inspection-card.test.tsx); here it stays empty.
vi.mock('../api/visit-inspection', () => ({
  useVisitInspectionSummary: () => ({ data: undefined }),
  useStartVisitInspection: () => ({ mutate: vi.fn(), isPending: false }),
}));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const VISIT_ID = '00000000-0000-4000-8000-000000000301';
const VISIT: VisitDetail = {
  id: VISIT_ID,
  requestId: '00000000-0000-4000-8000-000000000101',
  requestReference: 'TH-2025-0101',
  status: 'scheduled',
  scheduledDate: '2025-03-06T11:30:00.000Z',
  durationMinutes: 90,
  notes: 'Gate code 1234',
  property: { id: '00000000-0000-4000-8000-000000000201', title: 'Maisonette in Kileleshwa', address: 'Othaya Road' },
  // fakeMe's profile: the signed-in agent owns this visit.
  agent: { id: '00000000-0000-4000-8000-000000000001', fullName: 'Jane Wanjiku' },
  client: { fullName: 'Akinyi Otieno', phone: '+254712345678' },
  cancelReason: null,
  review: null,
};

function renderPage() {
  return renderWithRouter([{ path: '/agent/visit/:visitId', element: <VisitDetailsPage /> }], {
    initialPath: `/agent/visit/${VISIT_ID}`,
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(useAuth).mockReturnValue(fakeAuth({ status: 'signed-in', role: 'agent', me: fakeMe('agent') }));
});

describe('VisitDetailsPage', { timeout: 20_000 }, () => {
  it('shows the visit and its actions', async () => {
    vi.mocked(apiRequest).mockResolvedValue(VISIT);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Visit Details' })).toBeInTheDocument();
    expect(screen.getByText('Akinyi Otieno')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+254712345678' })).toHaveAttribute('href', 'tel:+254712345678');
    expect(screen.getByText('6 Mar 2025')).toBeInTheDocument();
    expect(screen.getByText('2:30 PM (Nairobi time)')).toBeInTheDocument();
    expect(screen.getByText('90 minutes')).toBeInTheDocument();
    expect(screen.getByText('Gate code 1234')).toBeInTheDocument();
    for (const name of ['Reschedule', 'Mark Completed', 'Cancel Visit']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Write Review' })).toHaveAttribute(
      'href',
      `/agent/visit/${VISIT_ID}/review`,
    );
  });

  it('keeps the visit on screen when a background refetch fails (a weak signal at the site)', async () => {
    vi.mocked(apiRequest).mockResolvedValue(VISIT);
    const { queryClient } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Visit Details' })).toBeInTheDocument();

    vi.mocked(apiRequest).mockRejectedValue(new AppError('UNAVAILABLE', 'Could not reach the server.'));
    await queryClient.refetchQueries({ queryKey: ['visits', 'detail', VISIT_ID] });
    await waitFor(() => expect(queryClient.getQueryState(['visits', 'detail', VISIT_ID])?.status).toBe('error'), {
      timeout: 5000,
    });
    // Give the page time to render the failure: the error screen must never replace the data.
    await expect(screen.findByRole('button', { name: 'Try Again' }, { timeout: 1000 })).rejects.toThrow();
    expect(screen.getByRole('heading', { level: 1, name: 'Visit Details' })).toBeInTheDocument();
    expect(screen.getByText('Akinyi Otieno')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('says "Visit not found" for a 404', async () => {
    vi.mocked(apiRequest).mockRejectedValue(new AppError('NOT_FOUND', 'Not found'));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Visit not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Site Visits' })).toHaveAttribute('href', '/agent/visits');
    expect(apiRequest).toHaveBeenCalledTimes(1);
  });

  it('cancels only with a reason, given in a dialog', async () => {
    const user = userEvent.setup({ delay: null });
    vi.mocked(apiRequest).mockResolvedValue(VISIT);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Visit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this site visit?' });

    await user.click(within(dialog).getByRole('button', { name: 'Cancel Visit' }));
    expect(await within(dialog).findByText('Give a reason of at least 3 characters')).toBeInTheDocument();
    expect(apiRequest).toHaveBeenCalledTimes(1);

    vi.mocked(apiRequest).mockResolvedValue({ ...VISIT, status: 'cancelled', cancelReason: 'Client travelling' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Client travelling');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Visit' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Site visit cancelled'));
    expect(apiRequest).toHaveBeenCalledWith(`/api/visits/${VISIT_ID}/cancel`, {
      method: 'POST',
      body: { reason: 'Client travelling' },
      schema: expect.anything(),
    });
  });

  it('marks the visit completed', async () => {
    const user = userEvent.setup({ delay: null });
    vi.mocked(apiRequest).mockResolvedValue(VISIT);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mark Completed' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Visit marked as completed'));
    expect(apiRequest).toHaveBeenCalledWith(
      `/api/visits/${VISIT_ID}/complete`,
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('lets an admin complete or cancel, but not reschedule or review', async () => {
    vi.mocked(useAuth).mockReturnValue(fakeAuth({ status: 'signed-in', role: 'admin', me: fakeMe('admin') }));
    vi.mocked(apiRequest).mockResolvedValue({
      ...VISIT,
      agent: { id: '00000000-0000-4000-8000-000000000009', fullName: 'Brian' },
    });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Mark Completed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Visit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Write Review' })).not.toBeInTheDocument();
  });
});
