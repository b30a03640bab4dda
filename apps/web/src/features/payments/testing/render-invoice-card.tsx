import type { RequestDetail } from '@thamani/domain/requests';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient } from '@/test/test-utils';
import { InvoiceCard } from '../components/invoice-card';
import { INVOICE_REQUEST_ID } from './invoice-fixture';

const APPROVED: RequestDetail['report'] = {
  id: '2b3c4d5e-6f70-4819-a2b3-c4d5e6f70819',
  status: 'approved',
  verifyCode: '7K3QD-M9XTP',
  downloadUrl: null,
};

/** The invoice card of a request (completed, its report approved, unless told otherwise), with a fresh query client. */
export function renderInvoiceCard({
  report = APPROVED,
  status = 'completed',
}: { report?: RequestDetail['report']; status?: RequestDetail['status'] } = {}) {
  const queryClient = createTestQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <InvoiceCard request={{ id: INVOICE_REQUEST_ID, status, report, contactPhone: '+254712345678' }} />
    </QueryClientProvider>,
  );
  return { queryClient, user: userEvent.setup() };
}
