import type { VisitInspectionSummary } from '@thamani/domain/inspections';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { renderWithRouter } from '@/test/test-utils';
import { VisitInspectionCard } from './visit-inspection-card';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const VISIT_ID = '00000000-0000-4000-8000-000000000301';
const INSPECTION_ID = '00000000-0000-4000-8000-000000000401';
const TO_DO: VisitInspectionSummary = {
  inspectionId: null,
  status: 'to_do',
  answeredCount: 0,
  requiredCount: 12,
  photoCount: 0,
  gps: null,
  missing: [],
  submittedAt: null,
  inspectedOn: null,
  sections: [],
};

function renderCard(canInspect = true) {
  return renderWithRouter(
    [
      {
        path: '/agent/visit/:visitId',
        element: <VisitInspectionCard visitId={VISIT_ID} canInspect={canInspect} visitOpen />,
      },
      { path: '/inspections/:inspectionId', element: <p>Checklist page</p> },
    ],
    { initialPath: `/agent/visit/${VISIT_ID}` },
  );
}

beforeEach(() => vi.clearAllMocks());

describe('VisitInspectionCard', () => {
  it('starts the inspection and opens its checklist', async () => {
    const user = userEvent.setup({ delay: null });
    vi.mocked(apiRequest).mockImplementation((path) =>
      Promise.resolve(path.endsWith('/inspection-summary') ? TO_DO : { id: INSPECTION_ID }),
    );
    const { router } = renderCard();
    expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start inspection' }));
    expect(await screen.findByText('Checklist page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/inspections/${INSPECTION_ID}`);
    expect(apiRequest).toHaveBeenCalledWith(
      `/api/visits/${VISIT_ID}/inspection`,
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('summarises what is recorded and continues the inspection', async () => {
    vi.mocked(apiRequest).mockResolvedValue({
      ...TO_DO,
      inspectionId: INSPECTION_ID,
      status: 'in_progress',
      answeredCount: 9,
      photoCount: 4,
      gps: { latitude: -1.2921, longitude: 36.8219, accuracyM: 8.4, capturedAt: '2026-03-02T08:00:00.000Z' },
      missing: [{ itemId: 'site.soil', sectionId: 'site', label: 'Soil' }],
    } satisfies VisitInspectionSummary);
    renderCard();
    expect(await screen.findByText('9 items answered · 11 of 12 required')).toBeInTheDocument();
    expect(screen.getByText('-1.292100, 36.821900 (± 8 m)')).toBeInTheDocument();
    expect(screen.getByText('Soil')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue inspection' })).toHaveAttribute(
      'href',
      `/inspections/${INSPECTION_ID}`,
    );
  });

  it('offers no start to someone who is not the visit’s valuer', async () => {
    vi.mocked(apiRequest).mockResolvedValue(TO_DO);
    renderCard(false);
    expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start inspection' })).not.toBeInTheDocument();
  });
});
