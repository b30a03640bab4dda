import type { BooksInvoicesFilters } from '@thamani/domain/books';

/**
 * Query keys of the books. They start with 'payments', so a payment asked for or recorded, and a
 * reminder sent, refresh the books with the invoices they are about.
 */
export const booksKeys = {
  all: ['payments', 'books'] as const,
  receivables: ['payments', 'books', 'receivables'] as const,
  invoices: (filters: BooksInvoicesFilters) => ['payments', 'books', 'invoices', filters] as const,
  organisations: ['payments', 'books', 'organisations'] as const,
  statement: (organisationId: string, month: string) =>
    ['payments', 'books', 'statement', organisationId, month] as const,
};
