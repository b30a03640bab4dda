import { formatBookMonth, monthsUpTo, nairobiMonthOf } from '@thamani/domain/books';
import { useMemo, useState } from 'react';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { useBookOrganisations, useStatement } from '../api/get-statement';
import { BOOKS_TEXTS } from '../books-texts';
import { Field, SELECT_CLASS } from './book-fields';
import { StatementTable } from './statement-table';

const T = BOOKS_TEXTS.statement;
/** Two years of months to choose from. */
const MONTHS_OFFERED = 24;

function StatementResult({ organisationId, month }: { organisationId: string; month: string }) {
  const query = useStatement(organisationId, month);
  if (!organisationId) {
    return <p className="text-sm text-muted-foreground">{T.pick}</p>;
  }
  if (query.isError && !query.data) {
    return <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return <Spinner label={T.loading} />;
  }
  return <StatementTable statement={query.data} />;
}

/** A client organisation's statement for a month: choose whose and which. */
export function StatementSection() {
  const organisations = useBookOrganisations();
  const months = useMemo(() => monthsUpTo(nairobiMonthOf(new Date()), MONTHS_OFFERED), []);
  const [organisationId, setOrganisationId] = useState('');
  const [month, setMonth] = useState(months[0] ?? '');
  const items = organisations.data?.items ?? [];
  return (
    <section aria-labelledby="books-statement" className="grid gap-3">
      <h2 id="books-statement" className="text-xl font-semibold">
        {T.heading}
      </h2>
      {organisations.isError && !organisations.data ? (
        <DataLoadErrorFallback error={organisations.error} onRetry={() => void organisations.refetch()} />
      ) : !organisations.data ? (
        <Spinner label={T.loading} />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.noOrganisations}</p>
      ) : (
        <>
          <form aria-label={T.formLabel} className="grid gap-3 sm:grid-cols-2" onSubmit={(e) => e.preventDefault()}>
            <Field label={T.organisation}>
              {(id) => (
                <select
                  id={id}
                  className={SELECT_CLASS}
                  value={organisationId}
                  onChange={(e) => setOrganisationId(e.target.value)}
                >
                  <option value="">{T.chooseOrganisation}</option>
                  {items.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={T.month}>
              {(id) => (
                <select id={id} className={SELECT_CLASS} value={month} onChange={(e) => setMonth(e.target.value)}>
                  {months.map((m) => (
                    <option key={m} value={m}>
                      {formatBookMonth(m)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </form>
          <StatementResult organisationId={organisationId} month={month} />
        </>
      )}
    </section>
  );
}
