import { formatDate } from '@thamani/domain/display';
import type { Invoice } from '@thamani/domain/invoicing';
import { formatKsh } from '@thamani/domain/money';
import { useId } from 'react';
import { PAYMENT_SCREEN_TEXTS as T } from '../payment-texts';

/**
 * The credit notes that correct an invoice, oldest first: number, date, amount (VAT included) and
 * the reason; and the refund the firm owes when what was paid and credited exceed the invoice.
 */
export function InvoiceCreditNotes({ invoice }: { invoice: Pick<Invoice, 'creditNotes' | 'refundDue'> }) {
  const headingId = useId();
  if (invoice.creditNotes.length === 0 && invoice.refundDue === 0) {
    return null;
  }
  return (
    <div className="grid gap-2">
      {invoice.refundDue > 0 ? (
        <div className="grid gap-0.5 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
          <p className="font-semibold">{T.refundDue(formatKsh(invoice.refundDue))}</p>
          <p className="text-muted-foreground">{T.refundDueHint}</p>
        </div>
      ) : null}
      {invoice.creditNotes.length > 0 ? (
        <>
          <h3 id={headingId} className="text-sm font-semibold">
            {T.creditNotes}
          </h3>
          <ul aria-labelledby={headingId} className="grid gap-2">
            {invoice.creditNotes.map((note) => (
              <li key={note.id} className="grid gap-1 rounded-md border p-3 text-sm">
                <p className="font-medium">
                  <span className="font-mono">{note.number}</span> ·{' '}
                  <span className="tabular-nums">{formatKsh(note.total)}</span>
                </p>
                <p className="text-muted-foreground">
                  {formatDate(note.issuedAt)}
                  {note.vat ? ` · ${T.creditNoteVat(formatKsh(note.vat.amount))}` : null}
                </p>
                <p className="break-words">{note.reason}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
