import type { BooksInvoicesFilters } from '@thamani/domain/books';
import { BOOKS_ENDPOINTS } from '@thamani/domain/books.endpoints';
import { pathOf } from '@thamani/domain/endpoints';
import { invoiceFilterParams } from './get-book-invoices';

const withQuery = (path: string, search: URLSearchParams) => {
  const query = search.toString();
  return query ? `${path}?${query}` : path;
};

/** The invoices CSV with the list's filters. */
export function invoicesCsvUrl(filters: BooksInvoicesFilters): string {
  return withQuery(pathOf(BOOKS_ENDPOINTS.invoicesCsv), invoiceFilterParams(filters));
}

/** The payments CSV for the days chosen (either may be left open). */
export function paymentsCsvUrl(dates: { from: string; to: string }): string {
  const search = new URLSearchParams();
  if (dates.from) {
    search.set('from', dates.from);
  }
  if (dates.to) {
    search.set('to', dates.to);
  }
  return withQuery(pathOf(BOOKS_ENDPOINTS.paymentsCsv), search);
}
