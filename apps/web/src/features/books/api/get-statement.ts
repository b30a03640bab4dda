import { useQuery } from '@tanstack/react-query';
import { BOOKS_ENDPOINTS } from '@thamani/domain/books.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { booksKeys } from './books-keys';

/** The client organisations that ordered from the firm: whose statement to read. */
export function useBookOrganisations() {
  return useQuery({
    queryKey: booksKeys.organisations,
    queryFn: ({ signal }) => callEndpoint(BOOKS_ENDPOINTS.organisations, { signal }),
  });
}

/** A client organisation's statement for a month (YYYY-MM); asked for once both are chosen. */
export function useStatement(organisationId: string, month: string) {
  return useQuery({
    queryKey: booksKeys.statement(organisationId, month),
    queryFn: ({ signal }) =>
      callEndpoint(BOOKS_ENDPOINTS.statement, { query: new URLSearchParams({ organisationId, month }), signal }),
    enabled: organisationId !== '' && month !== '',
  });
}
