import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { creditNoteCounters, creditNotes } from '#db/schema/credit-notes.table.ts';
import { invoices } from '#db/schema/invoices.table.ts';

export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type NewCreditNoteRow = Omit<typeof creditNotes.$inferInsert, 'id' | 'number' | 'issuedAt'>;

/** The firm's next credit note number, taken in the caller's transaction: a rollback returns it, so the series has no gaps. */
async function takeCreditNoteNumber(tx: Db, firmId: string): Promise<number> {
  const [row] = await tx
    .insert(creditNoteCounters)
    .values({ firmId, last: 1 })
    .onConflictDoUpdate({ target: creditNoteCounters.firmId, set: { last: sql`${creditNoteCounters.last} + 1` } })
    .returning({ last: creditNoteCounters.last });
  if (!row) {
    throw new Error('credit_note_counters: no number returned');
  }
  return row.last;
}

export async function insertCreditNote(tx: Db, values: NewCreditNoteRow, issuedAt: Date): Promise<CreditNoteRow> {
  const number = await takeCreditNoteNumber(tx, values.firmId);
  const [row] = await tx
    .insert(creditNotes)
    .values({ ...values, number, issuedAt })
    .returning();
  if (!row) {
    throw new Error('credit note insert returned nothing');
  }
  return row;
}

/** An invoice's credit notes, oldest first. */
export async function listCreditNotes(db: Db, invoiceId: string): Promise<CreditNoteRow[]> {
  return db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId)).orderBy(asc(creditNotes.number));
}

/** What an invoice's credit notes credit, VAT included. */
export const creditedOfRows = (rows: readonly CreditNoteRow[]): number => rows.reduce((sum, row) => sum + row.total, 0);

/** The invoice row, locked for the rest of the caller's transaction: two credits (or a credit and a payment) at once wait in turn. */
export async function lockInvoice(tx: Db, invoiceId: string) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1).for('update');
  return row ?? null;
}

/** Moves an invoice credited in full to `credited`, from issued or paid (the trigger allows nothing else). */
export async function markInvoiceCredited(tx: Db, invoiceId: string): Promise<void> {
  await tx
    .update(invoices)
    .set({ status: 'credited' })
    .where(and(eq(invoices.id, invoiceId), inArray(invoices.status, ['issued', 'paid'])));
}
