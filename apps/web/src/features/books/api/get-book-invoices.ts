import { useInfiniteQuery } from '@tanstack/react-query';
import type { BooksInvoicesFilters } from '@thamani/domain/books';
import { BOOKS_ENDPOINTS } from '@thamani/domain/books.endpoints';
import { PAGE_SIZE_DEFAULT } from '@thamani/domain/limits';
import { callEndpoint } from '@/lib/call-endpoint';
import { booksKeys } from './books-keys';

/** The filters as query-string parameters (empty ones left out), shared by the list and its CSV link. */
export function invoiceFilterParams(filters: BooksInvoicesFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value !== '') {
      search.set(key, value);
    }
  }
  return search;
}

/** The firm's invoices, newest issued first, in keyset pages; `fetchNextPage` is "Load more". */
export function useBookInvoices(filters: BooksInvoicesFilters) {
  return useInfiniteQuery({
    queryKey: booksKeys.invoices(filters),
    queryFn: ({ pageParam, signal }) => {
      const search = invoiceFilterParams(filters);
      if (pageParam) {
        search.set('cursor', pageParam);
      }
      search.set('limit', String(PAGE_SIZE_DEFAULT));
      return callEndpoint(BOOKS_ENDPOINTS.invoices, { query: search, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
