import { formatBookMonth, type Statement } from '@thamani/domain/books';
import { formatDate } from '@thamani/domain/display';
import { formatKsh } from '@thamani/domain/money';
import { useId } from 'react';
import { BOOKS_TEXTS, formatBalance } from '../books-texts';

const T = BOOKS_TEXTS.statement;
const MONEY = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';

/** A Nairobi day (YYYY-MM-DD) in words: "1 Mar 2030". */
const day = (ymd: string) => formatDate(`${ymd}T12:00:00+03:00`);

/**
 * The statement as a table — opening balance, the month's entries with the balance after each,
 * closing balance. On a phone it scrolls sideways inside its own labelled, focusable region.
 */
export function StatementTable({ statement }: { statement: Statement }) {
  const captionId = useId();
  return (
    <div className="grid gap-2">
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring"
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption id={captionId} className="px-3 py-2 text-left font-medium">
            {T.tableCaption(statement.organisation.name, formatBookMonth(statement.month))}
          </caption>
          <thead className="bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {T.date}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {T.entry}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {T.reference}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {T.charged}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {T.received}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {T.balance}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            <tr>
              <th scope="row" colSpan={5} className="px-3 py-2 font-medium">
                {T.opening(day(statement.from))}
              </th>
              <td className={`${MONEY} font-semibold`}>{formatBalance(statement.openingBalance)}</td>
            </tr>
            {statement.lines.map((line, index) => (
              <tr key={`${line.at}-${line.kind}-${index}`} className="align-top">
                <td className="px-3 py-2 whitespace-nowrap">{formatDate(line.at)}</td>
                <td className="px-3 py-2">
                  <span className="grid">
                    <span>
                      {line.description} · {line.invoiceNumber}
                    </span>
                    <span className="text-xs text-muted-foreground">{line.requestReference}</span>
                  </span>
                </td>
                <td className="px-3 py-2 wrap-anywhere">{line.reference ?? ''}</td>
                <td className={MONEY}>{line.debit > 0 ? formatKsh(line.debit) : ''}</td>
                <td className={MONEY}>{line.credit > 0 ? formatKsh(line.credit) : ''}</td>
                <td className={MONEY}>{formatBalance(line.balance)}</td>
              </tr>
            ))}
            {statement.lines.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-3 py-2 text-muted-foreground">
                  {T.nothingInMonth}
                </td>
              </tr>
            ) : null}
          </tbody>
          <tfoot className="border-t-2">
            <tr>
              <th scope="row" colSpan={5} className="px-3 py-2 font-semibold">
                {T.closing(day(statement.to))}
              </th>
              <td className={`${MONEY} font-semibold`}>{formatBalance(statement.closingBalance)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="text-sm text-muted-foreground">
        {T.totals(statement.totals.invoiced, statement.totals.paid, statement.totals.credited)}
      </p>
    </div>
  );
}
