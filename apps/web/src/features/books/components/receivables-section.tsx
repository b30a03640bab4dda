import { AGEING_BUCKETS, AGEING_BUCKET_LABELS, type Receivables } from '@thamani/domain/books';
import { formatDate } from '@thamani/domain/display';
import { formatKsh } from '@thamani/domain/money';
import { PiggyBank } from 'lucide-react';
import { useId } from 'react';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { useReceivables } from '../api/get-receivables';
import { BOOKS_TEXTS } from '../books-texts';
import { Fact } from './book-fields';

const T = BOOKS_TEXTS.receivables;
type ClientRow = Receivables['clients'][number];

const clientKindLabel = (row: ClientRow) => (row.client.kind === 'organisation' ? T.organisation : T.individual);

/** On wide screens: one row per client, a column per age, the firm's totals at the foot. */
function ReceivablesTable({ receivables }: { receivables: Receivables }) {
  const captionId = useId();
  const cell = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';
  return (
    <div role="region" aria-labelledby={captionId} className="rounded-lg border">
      <table className="w-full text-left text-sm">
        <caption id={captionId} className="sr-only">
          {T.tableCaption}
        </caption>
        <thead className="bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {T.client}
            </th>
            {AGEING_BUCKETS.map((bucket) => (
              <th key={bucket} scope="col" className="px-3 py-2 text-right font-medium">
                {AGEING_BUCKET_LABELS[bucket]}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {T.total}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {receivables.clients.map((row) => (
            <tr key={`${row.client.kind}:${row.client.id}`}>
              <th scope="row" className="px-3 py-2 font-medium">
                <span className="grid">
                  <span className="wrap-anywhere">{row.client.name}</span>
                  <span className="text-xs font-normal text-muted-foreground">
                    {clientKindLabel(row)} · {T.invoices.toLowerCase()}: {row.invoices}
                  </span>
                </span>
              </th>
              {AGEING_BUCKETS.map((bucket) => (
                <td key={bucket} className={cell}>
                  {formatKsh(row.buckets[bucket])}
                </td>
              ))}
              <td className={`${cell} font-semibold`}>{formatKsh(row.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 font-semibold">
          <tr>
            <th scope="row" className="px-3 py-2">
              {T.allClients}
            </th>
            {AGEING_BUCKETS.map((bucket) => (
              <td key={bucket} className={cell}>
                {formatKsh(receivables.totals.buckets[bucket])}
              </td>
            ))}
            <td className={cell}>{formatKsh(receivables.totals.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** On a phone: a card per client, its amounts by age stacked. */
function ReceivableCard({
  name,
  kind,
  row,
}: {
  name: string;
  kind: string;
  row: Pick<ClientRow, 'buckets' | 'total' | 'invoices'>;
}) {
  const titleId = useId();
  return (
    <li aria-labelledby={titleId} className="grid gap-2 rounded-lg border bg-card p-4">
      <div className="grid gap-0.5">
        <h3 id={titleId} className="font-semibold wrap-anywhere">
          {name}
        </h3>
        <p className="text-xs text-muted-foreground">
          {kind} · {T.invoices.toLowerCase()}: {row.invoices}
        </p>
      </div>
      <dl className="grid gap-1 text-sm tabular-nums">
        {AGEING_BUCKETS.map((bucket) => (
          <Fact key={bucket} label={AGEING_BUCKET_LABELS[bucket]}>
            {formatKsh(row.buckets[bucket])}
          </Fact>
        ))}
        <Fact label={T.total}>{formatKsh(row.total)}</Fact>
      </dl>
    </li>
  );
}

/** What each client owes, by days since the invoice was issued: 0–30, 31–60, 61–90, over 90. */
export function ReceivablesSection() {
  const query = useReceivables();
  if (query.isError && !query.data) {
    return <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return <Spinner label={T.loading} />;
  }
  const receivables = query.data;
  return (
    <section aria-labelledby="books-receivables" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="books-receivables" className="text-xl font-semibold">
          {T.heading}
        </h2>
        <p className="text-sm text-muted-foreground">{T.asOf(formatDate(`${receivables.asOf}T09:00:00+03:00`))}</p>
      </div>
      {receivables.clients.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center">
          <PiggyBank aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="font-medium">{T.nothingOwed}</p>
          <p className="text-sm text-muted-foreground">{T.nothingOwedHint}</p>
        </div>
      ) : (
        <>
          <div className="hidden lg:block">
            <ReceivablesTable receivables={receivables} />
          </div>
          <ul aria-label={T.tableCaption} className="grid gap-3 lg:hidden">
            {receivables.clients.map((row) => (
              <ReceivableCard
                key={`${row.client.kind}:${row.client.id}`}
                name={row.client.name}
                kind={clientKindLabel(row)}
                row={row}
              />
            ))}
            <ReceivableCard name={T.allClients} kind={T.total} row={receivables.totals} />
          </ul>
        </>
      )}
    </section>
  );
}
