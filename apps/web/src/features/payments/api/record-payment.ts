import { useQueryClient } from '@tanstack/react-query';
import type { RecordPaymentBody } from '@thamani/domain/payments';
import { PAYMENTS_ENDPOINTS } from '@thamani/domain/payments.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { paymentKeys } from '@/lib/query-keys/payment-keys';

/** Records money received at the bank (transfer, RTGS or cheque) on an invoice; the answer is the invoice. */
export function recordPayment(invoiceId: string, body: RecordPaymentBody) {
  return callEndpoint(PAYMENTS_ENDPOINTS.recordPayment, { params: { id: invoiceId }, body });
}

export function useRecordPayment(invoiceId: string) {
  const queryClient = useQueryClient();
  return useChangeMutation('payment.record', {
    mutationFn: (body: RecordPaymentBody) => recordPayment(invoiceId, body),
    onSuccess: (invoice) => {
      queryClient.setQueryData(paymentKeys.invoiceOfRequest(invoice.requestId), invoice);
    },
    keep: (invoice) => [paymentKeys.invoiceOfRequest(invoice.requestId)],
  });
}
