import { Readable } from 'node:stream';
import {
  CSV_BYTE_ORDER_MARK,
  INVOICES_CSV_COLUMNS,
  PAYMENTS_CSV_COLUMNS,
  booksCsvFilename,
  csvLine,
  type BooksCsvKind,
  type BooksInvoicesFilters,
  type PaymentsCsvQuery,
} from '@thamani/domain/books';
import { formatInvoiceNumber, INVOICE_STATUS_LABELS } from '@thamani/domain/invoicing';
import { displayName } from '@thamani/domain/me';
import { NAIROBI_UTC_OFFSET_MINUTES, nairobiToday } from '@thamani/domain/nairobi-time';
import { PAYMENT_METHOD_LABELS } from '@thamani/domain/payments';
import type { AppContext } from '#context.ts';
import type { Cursor } from '#platform/cursor.ts';
import { clientOf, toBooksInvoice } from './book-invoice-view.ts';
import {
  selectBookInvoices,
  selectReceivedPayments,
  type BookInvoiceRow,
  type ReceivedPaymentRow,
} from './books.queries.ts';

type Ctx = Pick<AppContext, 'db' | 'now'>;

/** Rows per database read while exporting: memory stays flat however long the books are. */
export const CSV_BATCH_ROWS = 1000;

/** "2030-03-04 09:00" — Nairobi wall time (no daylight saving), sortable in a spreadsheet. */
function nairobiStamp(at: Date): string {
  return new Date(at.getTime() + NAIROBI_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

function invoiceRecord(row: BookInvoiceRow, now: Date): string {
  const item = toBooksInvoice(row, now);
  return csvLine([
    item.number,
    nairobiStamp(row.issuedAt),
    row.requestReference,
    clientOf(row).name,
    row.buyerName,
    row.buyerPin,
    row.subtotal,
    row.vatAmount ?? 0,
    row.total,
    item.paid,
    item.credited,
    item.balance,
    INVOICE_STATUS_LABELS[row.status],
    item.daysOutstanding,
  ]);
}

function paymentRecord(row: ReceivedPaymentRow): string {
  return csvLine([
    row.settledAt ? nairobiStamp(row.settledAt) : null,
    formatInvoiceNumber(row.invoiceNumber),
    row.requestReference,
    row.organisationName ?? displayName(row.requesterName, row.requesterEmail),
    PAYMENT_METHOD_LABELS[row.method],
    row.reference,
    row.amount,
  ]);
}

/** A header, then each batch of records as it is read: the next batch is read as the client takes the last. */
async function* csvChunks<R>(
  columns: readonly string[],
  readBatch: (after: Cursor | null) => Promise<R[]>,
  keyOf: (row: R) => Cursor,
  record: (row: R) => string,
): AsyncGenerator<string> {
  yield `${CSV_BYTE_ORDER_MARK}${csvLine(columns)}`;
  let after: Cursor | null = null;
  for (;;) {
    const rows = await readBatch(after);
    if (rows.length > 0) {
      yield rows.map(record).join('');
    }
    const last = rows.at(-1);
    if (!last || rows.length < CSV_BATCH_ROWS) {
      return;
    }
    after = keyOf(last);
  }
}

/** The filtered invoices as CSV, newest issued first (as the list shows them). */
export function streamInvoicesCsv(ctx: Ctx, firmId: string, filters: BooksInvoicesFilters): Readable {
  const now = ctx.now();
  return Readable.from(
    csvChunks(
      INVOICES_CSV_COLUMNS,
      (after) => selectBookInvoices(ctx.db, firmId, filters, after, CSV_BATCH_ROWS),
      (row) => ({ at: row.issuedAt, id: row.id }),
      (row) => invoiceRecord(row, now),
    ),
    { objectMode: false },
  );
}

/** Payments received on the chosen Nairobi days as CSV, oldest first. */
export function streamPaymentsCsv(ctx: Ctx, firmId: string, query: PaymentsCsvQuery): Readable {
  return Readable.from(
    csvChunks(
      PAYMENTS_CSV_COLUMNS,
      (after) => selectReceivedPayments(ctx.db, firmId, query, after, CSV_BATCH_ROWS),
      (row) => ({ at: row.settledAt ?? new Date(0), id: row.id }),
      paymentRecord,
    ),
    { objectMode: false },
  );
}

export function csvFilename(
  ctx: Pick<AppContext, 'now'>,
  kind: BooksCsvKind,
  dates: { from?: string; to?: string },
): string {
  return booksCsvFilename(kind, dates, nairobiToday(ctx.now()));
}
