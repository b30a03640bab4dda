import type { BooksInvoicesFilters } from '@thamani/domain/books';
import { ReceiptText } from 'lucide-react';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { LoadMoreButton } from '@/components/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import { useBookInvoices } from '../api/get-book-invoices';
import { BOOKS_TEXTS } from '../books-texts';
import { BookInvoiceCards, BookInvoicesTable } from './book-invoices-list';
import { InvoiceFilters, type InvoiceFilterKey } from './invoice-filters';

const T = BOOKS_TEXTS.invoices;

function InvoiceResults({ filters }: { filters: BooksInvoicesFilters }) {
  const query = useBookInvoices(filters);
  if (query.isError && !query.data) {
    return <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return <Spinner label={T.loading} />;
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center">
        <ReceiptText aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="font-medium">{T.none}</p>
        <p className="text-sm text-muted-foreground">{T.noneHint}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <div className="hidden lg:block">
        <BookInvoicesTable items={items} />
      </div>
      <div className="lg:hidden">
        <BookInvoiceCards items={items} />
      </div>
      <LoadMoreButton query={query} />
    </div>
  );
}

/** Every invoice, filtered by what the address says, with "Send reminder" on those still owed. */
export function InvoicesSection({
  raw,
  filters,
  error,
  setFilter,
  clear,
}: {
  raw: Partial<Record<InvoiceFilterKey, string>>;
  filters: BooksInvoicesFilters;
  error: string | null;
  setFilter: (key: InvoiceFilterKey, value: string) => void;
  clear: () => void;
}) {
  return (
    <section aria-labelledby="books-invoices" className="grid gap-3">
      <h2 id="books-invoices" className="text-xl font-semibold">
        {T.heading}
      </h2>
      <InvoiceFilters raw={raw} setFilter={setFilter} clear={clear} />
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <InvoiceResults filters={filters} />
      )}
    </section>
  );
}
