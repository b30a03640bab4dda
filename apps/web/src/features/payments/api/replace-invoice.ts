import { useQueryClient } from '@tanstack/react-query';
import type { ReplaceInvoiceBody } from '@thamani/domain/invoicing';
import { PAYMENTS_ENDPOINTS } from '@thamani/domain/payments.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { paymentKeys } from '@/lib/query-keys/payment-keys';

/** Issues a new invoice for an invoice credited in full; the answer is the new invoice, which the request now shows. */
export function replaceInvoice(invoiceId: string, body: ReplaceInvoiceBody) {
  return callEndpoint(PAYMENTS_ENDPOINTS.replaceInvoice, { params: { id: invoiceId }, body });
}

export function useReplaceInvoice(invoiceId: string) {
  const queryClient = useQueryClient();
  return useChangeMutation('payment.replace-invoice', {
    mutationFn: (body: ReplaceInvoiceBody) => replaceInvoice(invoiceId, body),
    onSuccess: (invoice) => {
      queryClient.setQueryData(paymentKeys.invoiceOfRequest(invoice.requestId), invoice);
    },
    keep: (invoice) => [paymentKeys.invoiceOfRequest(invoice.requestId)],
  });
}
