import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { creditNotes } from '#db/schema/credit-notes.table.ts';
import { invoiceCounters, invoices } from '#db/schema/invoices.table.ts';
import { payments } from '#db/schema/payments.table.ts';
import { ofFirm, valuationRequests as vr } from '../requests/index.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = Omit<typeof invoices.$inferInsert, 'id' | 'number' | 'status' | 'issuedAt' | 'paidAt'>;
export type PaymentRow = typeof payments.$inferSelect;

/** The firm's next invoice number, taken in the caller's transaction: a rollback returns it, so the series has no gaps. */
async function takeInvoiceNumber(tx: Db, firmId: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ firmId, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.firmId, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  if (!row) {
    throw new Error('invoice_counters: no number returned');
  }
  return row.last;
}

export async function insertInvoice(tx: Db, values: NewInvoiceRow): Promise<InvoiceRow> {
  const number = await takeInvoiceNumber(tx, values.firmId);
  const [row] = await tx
    .insert(invoices)
    .values({ ...values, number })
    .returning();
  if (!row) {
    throw new Error('invoice insert returned nothing');
  }
  return row;
}

/** Every invoice of a request, oldest first: an advance, then the final fee or its balance, and any that replaced a credited one. */
export async function selectInvoicesOfRequest(db: Db, firmId: string, requestId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.firmId, firmId), eq(invoices.requestId, requestId)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
}

/**
 * The invoice a request's reader is shown: the newest one still owed, else the newest not
 * credited, else the newest.
 */
export async function selectInvoiceOfRequest(db: Db, firmId: string, requestId: string): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.firmId, firmId), eq(invoices.requestId, requestId)))
    .orderBy(
      desc(sql`${invoices.status} = 'issued'`),
      desc(sql`${invoices.status} <> 'credited'`),
      desc(invoices.issuedAt),
      desc(invoices.number),
    )
    .limit(1);
  return row ?? null;
}

export async function selectInvoice(
  db: Db,
  firmId: string,
  id: string,
  { forUpdate = false } = {},
): Promise<InvoiceRow | null> {
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.firmId, firmId), eq(invoices.id, id)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function listPayments(db: Db, invoiceId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.invoiceId, invoiceId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/** What has been paid towards an invoice, whole shillings. */
export const paidOf = (rows: readonly PaymentRow[]): number =>
  rows.filter((p) => p.status === 'paid').reduce((sum, p) => sum + p.amount, 0);

export async function markInvoicePaid(tx: Db, id: string, at: Date): Promise<void> {
  await tx
    .update(invoices)
    .set({ status: 'paid', paidAt: at })
    .where(and(eq(invoices.id, id), eq(invoices.status, 'issued')));
}

/** Who ordered a request of the firm, and its reference: what an invoice's reader and payer are checked against. */
export async function requesterOf(
  db: Db,
  firmId: string,
  requestId: string,
): Promise<{ requesterId: string | null; reference: string } | null> {
  const [row] = await db
    .select({ requesterId: vr.requesterId, reference: vr.reference })
    .from(vr)
    .where(and(ofFirm(firmId), eq(vr.id, requestId)))
    .limit(1);
  return row ?? null;
}

/** Whether the firm itself (no person) has credited this invoice: the credit the approval makes when an advance was over the final fee. */
export async function hasFirmCreditNote(db: Db, invoiceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(and(eq(creditNotes.invoiceId, invoiceId), isNull(creditNotes.issuedBy)))
    .limit(1);
  return row !== undefined;
}
