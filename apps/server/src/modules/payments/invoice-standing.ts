import { invoiceStanding } from '@thamani/domain/invoicing';
import type { Db } from '#db/client.ts';
import { creditedOfRows, listCreditNotes, type CreditNoteRow } from './credit-notes.queries.ts';
import { listPayments, paidOf, type PaymentRow } from './invoices.queries.ts';

/**
 * Where an invoice stands, read in one place for everyone who asks (the invoice's reader, a
 * payment, a credit, the report's release): its payments and credit notes, what is paid and
 * credited, what is still owed and any refund due (invoiceStanding).
 */
export async function standingOf(
  db: Db,
  invoice: { id: string; total: number },
): Promise<{
  payments: PaymentRow[];
  creditNotes: CreditNoteRow[];
  paid: number;
  credited: number;
  balance: number;
  refundDue: number;
  fullyCredited: boolean;
}> {
  const payments = await listPayments(db, invoice.id);
  const creditNotes = await listCreditNotes(db, invoice.id);
  const paid = paidOf(payments);
  const credited = creditedOfRows(creditNotes);
  return { payments, creditNotes, paid, credited, ...invoiceStanding({ total: invoice.total, paid, credited }) };
}
