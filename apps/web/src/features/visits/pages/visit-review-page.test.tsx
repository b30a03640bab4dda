import type { VisitDetail } from '@thamani/domain/visits';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { renderWithRouter } from '@/test/test-utils';
import { VisitReviewPage } from './visit-review-page';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const VISIT_ID = '00000000-0000-4000-8000-000000000301';

function visitDetail(review: VisitDetail['review'] = null): VisitDetail {
  return {
    id: VISIT_ID,
    requestId: '00000000-0000-4000-8000-000000000101',
    requestReference: 'TH-2025-0101',
    status: 'completed',
    scheduledDate: '2025-03-06T07:30:00.000Z',
    durationMinutes: 60,
    notes: null,
    property: { id: '00000000-0000-4000-8000-000000000201', title: 'Maisonette in Kileleshwa', address: 'Othaya Road' },
    agent: { id: '00000000-0000-4000-8000-000000000001', fullName: 'Jane Wanjiku' },
    client: { fullName: 'Akinyi Otieno', phone: '+254712345678' },
    cancelReason: null,
    review,
  };
}

function renderPage() {
  return renderWithRouter([{ path: '/agent/visit/:visitId/review', element: <VisitReviewPage /> }], {
    initialPath: `/agent/visit/${VISIT_ID}/review`,
  });
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('VisitReviewPage', () => {
  it('asks for observations and a rating before saving', async () => {
    vi.mocked(apiRequest).mockResolvedValueOnce(visitDetail());
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Describe what you observed on site')).toBeInTheDocument();
    expect(screen.getByText('Choose a condition rating from 1 (poor) to 5 (excellent)')).toBeInTheDocument();
    expect(apiRequest).toHaveBeenCalledTimes(1);
  });

  it('saves a draft (draft: true) with the rating and notes', async () => {
    const saved = {
      observations: 'Sound structure; roof needs minor repairs',
      conditionRating: 4,
      notes: null,
      draft: true,
      updatedAt: '2025-03-06T10:00:00.000Z',
    };
    vi.mocked(apiRequest).mockResolvedValueOnce(visitDetail()).mockResolvedValueOnce(visitDetail(saved));
    const user = userEvent.setup({ delay: null });
    renderPage();

    await user.type(await screen.findByRole('textbox', { name: 'Observations' }), saved.observations);
    await user.click(screen.getByRole('radio', { name: '4 – Good' }));
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));

    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review draft saved'));
    expect(apiRequest).toHaveBeenLastCalledWith(`/api/visits/${VISIT_ID}/review`, {
      method: 'PUT',
      body: { observations: saved.observations, conditionRating: 4, notes: undefined, draft: true },
      schema: expect.anything(),
    });
    expect(await screen.findByText(/Draft saved/)).toBeInTheDocument();
  });

  it('loads a saved draft and saves it as the final review (draft: false)', async () => {
    const draft = {
      observations: 'Needs repainting',
      conditionRating: 2,
      notes: 'Tenant present',
      draft: true,
      updatedAt: '2025-03-06T10:00:00.000Z',
    };
    vi.mocked(apiRequest)
      .mockResolvedValueOnce(visitDetail(draft))
      .mockResolvedValueOnce(visitDetail({ ...draft, draft: false }));
    const user = userEvent.setup({ delay: null });
    renderPage();

    expect(await screen.findByRole('textbox', { name: 'Observations' })).toHaveValue('Needs repainting');
    expect(screen.getByRole('radio', { name: '2 – Fair' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Tenant present');

    await user.click(screen.getByRole('button', { name: 'Save Review' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review saved'));
    expect(apiRequest).toHaveBeenLastCalledWith(`/api/visits/${VISIT_ID}/review`, {
      method: 'PUT',
      body: { observations: 'Needs repainting', conditionRating: 2, notes: 'Tenant present', draft: false },
      schema: expect.anything(),
    });
  });
});
