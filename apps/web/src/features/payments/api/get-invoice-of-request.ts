import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice } from '@thamani/domain/invoicing';
import { QUERY_RETRY } from '@thamani/domain/limits';
import { PAYMENTS_ENDPOINTS } from '@thamani/domain/payments.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { isAppError } from '@/lib/errors';
import { paymentKeys } from '@/lib/query-keys/payment-keys';

/** The invoice is issued by a background job just after approval: a 404 is asked again this often, for a minute. */
const NOT_ISSUED_POLL_MS = 5_000;
const NOT_ISSUED_POLLS = 12;
/** While a payment waits for M-Pesa (the payer may have closed the dialog), the invoice is asked again this often. */
const PENDING_POLL_MS = 5_000;

/** A request's invoice with its payments (the client who ordered and admins; 404 before the report is approved). */
export function getInvoiceOfRequest(requestId: string, signal?: AbortSignal) {
  return callEndpoint(PAYMENTS_ENDPOINTS.invoiceOfRequest, { params: { id: requestId }, signal });
}

export function isNotIssued(error: unknown): boolean {
  return isAppError(error, 'NOT_FOUND');
}

export function hasPendingPayment(invoice: Invoice | undefined): boolean {
  return invoice?.payments.some((payment) => payment.status === 'pending') ?? false;
}

export function invoiceOfRequestQueryOptions(requestId: string) {
  return queryOptions({
    queryKey: paymentKeys.invoiceOfRequest(requestId),
    queryFn: ({ signal }) => getInvoiceOfRequest(requestId, signal),
    retry: (failures, error) => !isNotIssued(error) && failures < QUERY_RETRY,
    refetchInterval: (query) => {
      if (hasPendingPayment(query.state.data)) {
        return PENDING_POLL_MS;
      }
      const notIssued = query.state.status === 'error' && isNotIssued(query.state.error);
      return notIssued && query.state.errorUpdateCount < NOT_ISSUED_POLLS ? NOT_ISSUED_POLL_MS : false;
    },
  });
}

export function useInvoiceOfRequest(requestId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...invoiceOfRequestQueryOptions(requestId), enabled });
}
