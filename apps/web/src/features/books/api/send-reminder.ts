import { BOOKS_ENDPOINTS } from '@thamani/domain/books.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';

/** E-mails the client who ordered a reminder of what is owed on the invoice, now. */
export function sendReminder(invoiceId: string) {
  return callEndpoint(BOOKS_ENDPOINTS.remind, { params: { id: invoiceId } });
}

export function useSendReminder() {
  return useChangeMutation('books.remind', { mutationFn: sendReminder });
}
