import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InspectionDetail } from '@thamani/domain/inspections';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { inspectionKeys } from '@/lib/query-keys/inspection-keys';
import { createTestQueryClient } from '@/test/test-utils';
import { SubmitInspection } from './submit-inspection';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  apiRequest: vi.fn(),
}));
vi.mock('sonner', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

const ID = '00000000-0000-4000-8000-0000000000b1';

/** Only the fields the form reads; the rest of the detail does not matter here. */
const detail = (status: 'in_progress' | 'submitted') =>
  ({
    id: ID,
    status,
    version: 3,
    inspectedOn: null,
    visit: { status: 'completed', scheduledDate: '2026-11-02T07:00:00.000Z' },
  }) as unknown as InspectionDetail;

/** As the inspection page: the form is there only while the inspection can still be edited. */
function Page() {
  const { data } = useQuery({ queryKey: inspectionKeys.detail(ID), queryFn: () => detail('in_progress') });
  if (!data) {
    return null;
  }
  return data.status === 'submitted' ? (
    <p>This inspection has been submitted and can no longer be edited.</p>
  ) : (
    <SubmitInspection
      detail={data}
      prepare={() => Promise.resolve(true)}
      onMissing={vi.fn()}
      onSubmitted={vi.fn()}
      onFailed={vi.fn()}
    />
  );
}

describe('SubmitInspection', () => {
  it('says "Inspection submitted" although the page turned read-only before the answer came (the realtime event was faster)', async () => {
    let answer: (value: InspectionDetail) => void = () => undefined;
    vi.mocked(apiRequest).mockImplementation(() => new Promise((resolve) => (answer = resolve as typeof answer)));
    const client = createTestQueryClient();
    render(
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Submit inspection' }));
    await waitFor(() => expect(apiRequest).toHaveBeenCalled());
    // The inspection's event arrives first and its refetch shows it submitted: the form goes.
    await act(async () => {
      client.setQueryData(inspectionKeys.detail(ID), detail('submitted'));
    });
    expect(
      await screen.findByText('This inspection has been submitted and can no longer be edited.'),
    ).toBeInTheDocument();
    // Then the answer to the submit itself.
    await act(async () => answer(detail('submitted')));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Inspection submitted'));
  });
});
