import type { BooksInvoicesFilters } from '@thamani/domain/books';
import { INVOICE_STATUSES, INVOICE_STATUS_LABELS } from '@thamani/domain/invoicing';
import { Button } from '@/components/ui/button';
import { useBookOrganisations } from '../api/get-statement';
import { BOOKS_TEXTS } from '../books-texts';
import { ChoiceField, DayField } from './book-fields';

const T = BOOKS_TEXTS.invoices;
const STATUS_OPTIONS = INVOICE_STATUSES.map((status) => [status, INVOICE_STATUS_LABELS[status]] as const);

export type InvoiceFilterKey = keyof BooksInvoicesFilters;
type Raw = Partial<Record<InvoiceFilterKey, string>>;

/** The invoice list's filters; each change updates the address at once. */
export function InvoiceFilters({
  raw,
  setFilter,
  clear,
}: {
  raw: Raw;
  setFilter: (key: InvoiceFilterKey, value: string) => void;
  clear: () => void;
}) {
  const organisations = useBookOrganisations();
  const organisationOptions = (organisations.data?.items ?? []).map((o) => [o.id, o.name] as const);
  return (
    <form
      aria-label={T.filtersLabel}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => e.preventDefault()}
    >
      <ChoiceField
        label={T.status}
        any={T.anyStatus}
        options={STATUS_OPTIONS}
        value={raw.status ?? ''}
        onChange={(value) => setFilter('status', value)}
      />
      <ChoiceField
        label={T.organisation}
        any={T.anyOrganisation}
        options={organisationOptions}
        value={raw.organisationId ?? ''}
        onChange={(value) => setFilter('organisationId', value)}
      />
      <DayField
        label={T.issuedFrom}
        value={raw.issuedFrom ?? ''}
        onChange={(value) => setFilter('issuedFrom', value)}
      />
      <DayField label={T.issuedTo} value={raw.issuedTo ?? ''} onChange={(value) => setFilter('issuedTo', value)} />
      <div className="flex items-end sm:col-span-2 lg:col-span-4 lg:justify-end">
        <Button type="button" variant="outline" onClick={clear}>
          {T.clear}
        </Button>
      </div>
    </form>
  );
}
