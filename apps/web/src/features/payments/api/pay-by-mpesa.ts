import { useQueryClient } from '@tanstack/react-query';
import type { PayByMpesaBody } from '@thamani/domain/payments';
import { PAYMENTS_ENDPOINTS } from '@thamani/domain/payments.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { paymentKeys } from '@/lib/query-keys/payment-keys';

/** Sends an M-Pesa prompt (STK push) for what is owed on the invoice: the answer is the pending payment. */
export function payByMpesa(invoiceId: string, body: PayByMpesaBody) {
  return callEndpoint(PAYMENTS_ENDPOINTS.payByMpesa, { params: { id: invoiceId }, body });
}

export function usePayByMpesa(invoiceId: string) {
  const queryClient = useQueryClient();
  return useChangeMutation('payment.pay-mpesa', {
    mutationFn: (body: PayByMpesaBody) => payByMpesa(invoiceId, body),
    onSuccess: (payment) => {
      // The waiting screen starts from the answer; the invoice refetches to list the pending payment.
      queryClient.setQueryData(paymentKeys.payment(payment.id), payment);
    },
    keep: (payment) => [paymentKeys.payment(payment.id)],
  });
}
