import { AGEING_BUCKET_LABELS, isRemindable, type BooksInvoice } from '@thamani/domain/books';
import { formatDate, formatDateTime } from '@thamani/domain/display';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { BOOKS_TEXTS } from '../books-texts';

const T = BOOKS_TEXTS.invoices;

/** The request the invoice is for, opening the admin's request page. */
export function RequestLink({ invoice }: { invoice: Pick<BooksInvoice, 'requestId' | 'requestReference'> }) {
  return (
    <Link
      to={paths.admin.request(invoice.requestId)}
      className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
    >
      {invoice.requestReference}
    </Link>
  );
}

/** "43 days · 31–60 days", or "Settled". */
export function ageOf(invoice: Pick<BooksInvoice, 'daysOutstanding' | 'ageingBucket'>): string {
  return invoice.daysOutstanding === null || invoice.ageingBucket === null
    ? T.settled
    : `${T.days(invoice.daysOutstanding)} · ${AGEING_BUCKET_LABELS[invoice.ageingBucket]}`;
}

export function remindersOf(invoice: Pick<BooksInvoice, 'reminders'>): string {
  const last = invoice.reminders.lastSentAt;
  return T.remindersSent(invoice.reminders.count, last ? formatDateTime(last) : null);
}

export const issuedOn = (invoice: Pick<BooksInvoice, 'issuedAt'>) => formatDate(invoice.issuedAt);

export const canRemind = (invoice: Pick<BooksInvoice, 'status' | 'balance'>) => isRemindable(invoice);
