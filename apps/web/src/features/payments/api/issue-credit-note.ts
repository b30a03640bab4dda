import { useQueryClient } from '@tanstack/react-query';
import type { IssueCreditNoteBody } from '@thamani/domain/invoicing';
import { PAYMENTS_ENDPOINTS } from '@thamani/domain/payments.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { paymentKeys } from '@/lib/query-keys/payment-keys';

/** Credits part or all of an invoice with a credit note; the answer is the invoice as it now stands. */
export function issueCreditNote(invoiceId: string, body: IssueCreditNoteBody) {
  return callEndpoint(PAYMENTS_ENDPOINTS.issueCreditNote, { params: { id: invoiceId }, body });
}

export function useIssueCreditNote(invoiceId: string) {
  const queryClient = useQueryClient();
  return useChangeMutation('payment.credit-note', {
    mutationFn: (body: IssueCreditNoteBody) => issueCreditNote(invoiceId, body),
    onSuccess: (invoice) => {
      queryClient.setQueryData(paymentKeys.invoiceOfRequest(invoice.requestId), invoice);
    },
    keep: (invoice) => [paymentKeys.invoiceOfRequest(invoice.requestId)],
  });
}
