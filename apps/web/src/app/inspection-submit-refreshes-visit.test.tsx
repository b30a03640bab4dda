import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { VisitInspectionSummary } from '@thamani/domain/inspections';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/providers/query-client';
import { useSubmitInspection } from '@/features/inspections/api/inspection-actions';
import { VisitInspectionCard } from '@/features/visits/components/visit-inspection-card';
import { realtime as visitsRealtime } from '@/features/visits/visits-realtime';
import { apiRequest } from '@/lib/api-client';

/*
 * The reported case, with the app's real cache settings (no refetch on mount, stale after ten
 * minutes): the visit page's inspection card was seen "In progress" before the inspection was
 * submitted; opened again afterwards it must say Submitted, without a reload — for the valuer who
 * submitted, and for anyone else once the visit's event arrives.
 */

const VISIT_ID = '00000000-0000-4000-8000-0000000000a1';
const INSPECTION_ID = '00000000-0000-4000-8000-0000000000b1';
const REQUEST_ID = '00000000-0000-4000-8000-0000000000c1';

const summary = (status: VisitInspectionSummary['status'], answered: number): VisitInspectionSummary => ({
  inspectionId: INSPECTION_ID,
  status,
  answeredCount: answered,
  requiredCount: 16,
  photoCount: 1,
  gps: null,
  missing: [],
  submittedAt: status === 'submitted' ? '2026-11-28T09:00:00.000Z' : null,
  inspectedOn: status === 'submitted' ? '2026-11-28' : null,
  sections: [],
});

let server: { summary: VisitInspectionSummary };

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  apiRequest: vi.fn(),
}));

beforeEach(() => {
  server = { summary: summary('in_progress', 0) };
  vi.mocked(apiRequest).mockImplementation((path: string) => {
    if (path.endsWith('/inspection-summary')) {
      return Promise.resolve(server.summary);
    }
    if (path.endsWith('/submit')) {
      server.summary = summary('submitted', 16);
      return Promise.resolve({ id: INSPECTION_ID });
    }
    return Promise.reject(new Error(`unexpected ${path}`));
  });
});

function showCard(client: QueryClient) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <VisitInspectionCard visitId={VISIT_ID} canInspect visitOpen={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The valuer opened the visit while inspecting: the card is cached as "In progress". */
async function cardSeenInProgress(client: QueryClient) {
  const first = showCard(client);
  expect(await screen.findByText('In progress')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue inspection' })).toBeInTheDocument();
  first.unmount();
}

describe('the visit page after the inspection is submitted', () => {
  it('shows the inspection as submitted to the valuer who submitted it, without a reload', async () => {
    const client = createQueryClient();
    await cardSeenInProgress(client);

    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useSubmitInspection(INSPECTION_ID), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({} as never);
    });

    showCard(client); // "Open the visit"
    expect(await screen.findByText('Submitted')).toBeInTheDocument();
    expect(screen.getByText('16 items answered · 16 of 16 required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View inspection' })).toBeInTheDocument();
    expect(screen.queryByText('In progress')).not.toBeInTheDocument();
  });

  it('shows it as submitted to the other party once visit.updated arrives', async () => {
    const client = createQueryClient();
    await cardSeenInProgress(client);

    server.summary = summary('submitted', 16); // submitted by the valuer elsewhere
    const handler = visitsRealtime.handlers.find((h) => h.event.name === 'visit.updated');
    await act(async () => {
      await handler?.handle({ visitId: VISIT_ID, requestId: REQUEST_ID, status: 'completed' } as never, { queryClient: client });
    });

    showCard(client);
    expect(await screen.findByText('Submitted')).toBeInTheDocument();
    expect(screen.queryByText('In progress')).not.toBeInTheDocument();
  });
});
