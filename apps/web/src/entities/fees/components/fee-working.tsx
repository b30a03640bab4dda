import type { FeeLineKind, FeeQuote } from '@thamani/domain/fees';
import { formatKsh } from '@thamani/domain/money';
import { cn } from '@/lib/utils';
import { FEE_SCREEN_TEXTS as T } from '../fee-texts';

const EMPHASISED: ReadonlySet<FeeLineKind> = new Set(['subtotal', 'total']);

/**
 * A quote's working as the client reads it: each line (bands, minimum, scale or fixed fee,
 * disbursements, subtotal, VAT, total) with its amount, then the notes (the value it is worked
 * on, why there is no VAT). The same table on the order form and on the request's page.
 */
export function FeeWorking({ quote, className }: { quote: Pick<FeeQuote, 'lines' | 'notes'>; className?: string }) {
  return (
    <div className={cn('grid gap-3', className)}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{T.workingCaption}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{T.workingLine}</th>
            <th scope="col">{T.workingAmount}</th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line, index) => {
            const emphasised = EMPHASISED.has(line.kind);
            return (
              <tr
                key={`${line.kind}-${index}`}
                className={cn(
                  'border-b last:border-b-0',
                  emphasised && 'font-semibold',
                  line.kind === 'total' && 'border-t-2 text-base',
                )}
              >
                <th
                  scope="row"
                  className={cn('py-2 pr-3 text-left align-top', emphasised ? 'font-semibold' : 'font-normal')}
                >
                  {line.description}
                </th>
                <td className="py-2 text-right align-top whitespace-nowrap tabular-nums">{formatKsh(line.amount)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {quote.notes.length > 0 ? (
        <ul className="grid gap-1 text-xs text-muted-foreground">
          {quote.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
