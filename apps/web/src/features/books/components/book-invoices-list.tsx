import type { BooksInvoice } from '@thamani/domain/books';
import { formatKsh } from '@thamani/domain/money';
import { useId } from 'react';
import { BOOKS_TEXTS } from '../books-texts';
import { Fact } from './book-fields';
import { ageOf, canRemind, issuedOn, remindersOf, RequestLink } from './book-invoice-cells';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { SendReminderButton } from './send-reminder-button';

const T = BOOKS_TEXTS.invoices;
const HEAD = 'px-3 py-2 font-medium';
const MONEY = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';

/** On wide screens: a row per invoice, its money in columns, the reminder action last. */
export function BookInvoicesTable({ items }: { items: readonly BooksInvoice[] }) {
  const captionId = useId();
  return (
    <div role="region" aria-labelledby={captionId} className="rounded-lg border">
      <table className="w-full text-left text-sm">
        <caption id={captionId} className="sr-only">
          {T.tableCaption}
        </caption>
        <thead className="bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className={HEAD}>
              {T.number}
            </th>
            <th scope="col" className={HEAD}>
              {T.client}
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              {T.total}
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              {T.balance}
            </th>
            <th scope="col" className={HEAD}>
              {T.age}
            </th>
            <th scope="col" className={HEAD}>
              {T.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {items.map((item) => (
            <tr key={item.id} className="align-top">
              <th scope="row" className="px-3 py-2 font-medium">
                <span className="grid justify-items-start gap-1">
                  <span>{item.number}</span>
                  <RequestLink invoice={item} />
                  <span className="text-xs font-normal text-muted-foreground">
                    {T.issued} {issuedOn(item)}
                  </span>
                </span>
              </th>
              <td className="px-3 py-2">
                <span className="grid">
                  <span className="wrap-anywhere">{item.client.name}</span>
                  {item.buyer !== item.client.name ? (
                    <span className="text-xs wrap-anywhere text-muted-foreground">
                      {T.buyer}: {item.buyer}
                    </span>
                  ) : null}
                </span>
              </td>
              <td className={MONEY}>
                <span className="grid">
                  <span>{formatKsh(item.total)}</span>
                  <span className="text-xs text-muted-foreground">
                    {T.paid} {formatKsh(item.paid)}
                  </span>
                  {item.credited > 0 ? (
                    <span className="text-xs text-muted-foreground">
                      {T.credited} {formatKsh(item.credited)}
                    </span>
                  ) : null}
                </span>
              </td>
              <td className={`${MONEY} font-semibold`}>{formatKsh(item.balance)}</td>
              <td className="px-3 py-2">
                <span className="grid justify-items-start gap-1">
                  <InvoiceStatusBadge status={item.status} />
                  <span className="text-xs whitespace-nowrap">{ageOf(item)}</span>
                  <span className="text-xs text-muted-foreground">
                    {T.reminders}: {remindersOf(item)}
                  </span>
                </span>
              </td>
              <td className="px-3 py-2">{canRemind(item) ? <SendReminderButton invoice={item} /> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On a phone: a card per invoice, its facts stacked, the reminder action at its foot. */
export function BookInvoiceCards({ items }: { items: readonly BooksInvoice[] }) {
  return (
    <ul aria-label={T.listLabel} className="grid gap-3">
      {items.map((item) => {
        const titleId = `books-invoice-${item.id}`;
        return (
          <li key={item.id} aria-labelledby={titleId} className="grid gap-2 rounded-lg border bg-card p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={titleId} className="font-semibold">
                {item.number}
              </h3>
              <InvoiceStatusBadge status={item.status} />
            </div>
            <dl className="grid gap-1 text-sm">
              <Fact label={T.request}>
                <RequestLink invoice={item} />
              </Fact>
              <Fact label={T.client}>{item.client.name}</Fact>
              <Fact label={T.issued}>{issuedOn(item)}</Fact>
              <Fact label={T.total}>{formatKsh(item.total)}</Fact>
              <Fact label={T.paid}>{formatKsh(item.paid)}</Fact>
              {item.credited > 0 ? <Fact label={T.credited}>{formatKsh(item.credited)}</Fact> : null}
              <Fact label={T.balance}>{formatKsh(item.balance)}</Fact>
              <Fact label={T.age}>{ageOf(item)}</Fact>
              <Fact label={T.reminders}>{remindersOf(item)}</Fact>
            </dl>
            {canRemind(item) ? (
              <div>
                <SendReminderButton invoice={item} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
