import {
  ageingBucketOf,
  daysSinceIssue,
  isRemindable,
  type BookClient,
  type BooksInvoice,
} from '@thamani/domain/books';
import { formatInvoiceNumber, invoiceStanding } from '@thamani/domain/invoicing';
import { displayName } from '@thamani/domain/me';
import type { BookInvoiceRow } from './books.queries.ts';

/**
 * What is still owed on an invoice: its total less what is paid and what credit notes took off;
 * nothing once it is paid or cancelled by a credit note.
 */
export function balanceOf(row: Pick<BookInvoiceRow, 'status' | 'total' | 'paid' | 'credited'>): number {
  return row.status === 'issued'
    ? invoiceStanding({ total: row.total, paid: Number(row.paid), credited: Number(row.credited) }).balance
    : 0;
}

/** Who the invoice is owed by: the client organisation that ordered, else the person who did. */
export function clientOf(
  row: Pick<BookInvoiceRow, 'organisationId' | 'organisationName' | 'requesterId' | 'requesterName' | 'requesterEmail'>,
): BookClient {
  return row.organisationId
    ? { kind: 'organisation', id: row.organisationId, name: row.organisationName ?? '' }
    : { kind: 'individual', id: row.requesterId, name: displayName(row.requesterName, row.requesterEmail) };
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function toBooksInvoice(row: BookInvoiceRow, now: Date): BooksInvoice {
  const balance = balanceOf(row);
  const owed = isRemindable({ status: row.status, balance });
  const days = owed ? daysSinceIssue(row.issuedAt, now) : null;
  return {
    id: row.id,
    number: formatInvoiceNumber(row.number),
    requestId: row.requestId,
    requestReference: row.requestReference,
    client: clientOf(row),
    buyer: row.buyerName,
    total: row.total,
    paid: Number(row.paid),
    credited: Number(row.credited),
    balance,
    status: row.status,
    issuedAt: row.issuedAt.toISOString(),
    daysOutstanding: days,
    ageingBucket: days === null ? null : ageingBucketOf(days),
    reminders: { count: Number(row.reminders), lastSentAt: iso(row.lastRemindedAt) },
  };
}
