import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENTS_ENDPOINTS } from '@thamani/domain/payments.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { paymentKeys } from '@/lib/query-keys/payment-keys';

/** While M-Pesa has not answered, the payment is asked again this often… */
export const PAYMENT_POLL_MS = 2_000;
/** …for about as long as the prompt stays on the phone (the simulator and Daraja expire it after a minute or so). */
export const PAYMENT_WAIT_MS = 120_000;

/** One payment as it stands: pending, paid (with its receipt) or failed (why, and whether to try again). */
export function getPayment(id: string, signal?: AbortSignal) {
  return callEndpoint(PAYMENTS_ENDPOINTS.payment, { params: { id }, signal });
}

export function paymentQueryOptions(id: string) {
  return queryOptions({ queryKey: paymentKeys.payment(id), queryFn: ({ signal }) => getPayment(id, signal) });
}

/** The payment, asked again every 2 s while it is pending, until `waitUntil` (ms since the epoch). */
export function usePolledPayment(id: string, waitUntil: number) {
  return useQuery({
    ...paymentQueryOptions(id),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && Date.now() < waitUntil ? PAYMENT_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
}
