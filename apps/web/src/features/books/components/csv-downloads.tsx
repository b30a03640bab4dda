import type { BooksInvoicesFilters } from '@thamani/domain/books';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { invoicesCsvUrl, paymentsCsvUrl } from '../api/csv-links';
import { BOOKS_TEXTS } from '../books-texts';
import { DayField } from './book-fields';

const T = BOOKS_TEXTS.downloads;

/** The CSV files for the accountant: the invoices as filtered, and the payments received between two days. */
export function CsvDownloads({ filters, filtersValid }: { filters: BooksInvoicesFilters; filtersValid: boolean }) {
  const [dates, setDates] = useState({ from: '', to: '' });
  const datesValid = !dates.from || !dates.to || dates.from <= dates.to;
  return (
    <section aria-labelledby="books-downloads" className="grid gap-3 rounded-lg border p-4">
      <div className="grid gap-1">
        <h2 id="books-downloads" className="text-xl font-semibold">
          {T.heading}
        </h2>
        <p className="text-sm text-muted-foreground">{T.intro}</p>
      </div>
      <div className="grid gap-1">
        <div>
          {filtersValid ? (
            <Button asChild variant="outline">
              <a href={invoicesCsvUrl(filters)} download>
                <Download aria-hidden="true" />
                {T.invoices}
              </a>
            </Button>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">{T.invoicesHint}</p>
      </div>
      <div className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <DayField label={T.paymentsFrom} value={dates.from} onChange={(from) => setDates((d) => ({ ...d, from }))} />
        <DayField label={T.paymentsTo} value={dates.to} onChange={(to) => setDates((d) => ({ ...d, to }))} />
        {datesValid ? (
          <Button asChild variant="outline">
            <a href={paymentsCsvUrl(dates)} download>
              <Download aria-hidden="true" />
              {T.payments}
            </a>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
