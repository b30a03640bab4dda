import type { FeeLineKind } from '@thamani/domain/fees';
import type { Invoice } from '@thamani/domain/invoicing';
import { formatKsh } from '@thamani/domain/money';
import { cn } from '@/lib/utils';
import { PAYMENT_SCREEN_TEXTS as T } from '../payment-texts';

const EMPHASISED: ReadonlySet<FeeLineKind> = new Set(['subtotal', 'total']);

/**
 * The invoice's lines (the final fee's working, VAT and the total), then what is paid, what its
 * credit notes credit (when any), and what is still to pay.
 */
export function InvoiceLines({ invoice }: { invoice: Pick<Invoice, 'lines' | 'paid' | 'credited' | 'balance'> }) {
  return (
    <div className="grid gap-3">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{T.linesCaption}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{T.line}</th>
            <th scope="col">{T.amount}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => {
            const emphasised = EMPHASISED.has(line.kind);
            return (
              <tr
                key={`${line.kind}-${index}`}
                className={cn('border-b last:border-b-0', line.kind === 'total' && 'border-t-2 text-base')}
              >
                <th
                  scope="row"
                  className={cn('py-2 pr-3 text-left align-top', emphasised ? 'font-semibold' : 'font-normal')}
                >
                  {line.description}
                </th>
                <td
                  className={cn(
                    'py-2 text-right align-top whitespace-nowrap tabular-nums',
                    emphasised && 'font-semibold',
                  )}
                >
                  {formatKsh(line.amount)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{T.paid}</dt>
        <dd className="text-right tabular-nums">{formatKsh(invoice.paid)}</dd>
        {invoice.credited > 0 ? (
          <>
            <dt className="text-muted-foreground">{T.credited}</dt>
            <dd className="text-right tabular-nums">{formatKsh(invoice.credited)}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{T.balance}</dt>
        <dd className="text-right text-base font-bold tabular-nums">{formatKsh(invoice.balance)}</dd>
      </dl>
    </div>
  );
}
