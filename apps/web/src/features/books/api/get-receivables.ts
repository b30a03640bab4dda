import { useQuery } from '@tanstack/react-query';
import { BOOKS_ENDPOINTS } from '@thamani/domain/books.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { booksKeys } from './books-keys';

/** What each client owes, by age. */
export function useReceivables() {
  return useQuery({
    queryKey: booksKeys.receivables,
    queryFn: ({ signal }) => callEndpoint(BOOKS_ENDPOINTS.receivables, { signal }),
  });
}
