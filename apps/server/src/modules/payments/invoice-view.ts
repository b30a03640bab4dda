import { formatInvoiceNumber, type Invoice } from '@thamani/domain/invoicing';
import { describeMpesaResult, maskPhone, type Payment } from '@thamani/domain/payments';
import type { AppContext } from '#context.ts';
import { selectCreditNotesEtims } from './credit-note-etims-state.ts';
import { toCreditNote } from './credit-note-view.ts';
import { selectInvoiceEtims, toInvoiceEtims } from './etims-state.ts';
import { standingOf } from './invoice-standing.ts';
import type { InvoiceRow, PaymentRow } from './invoices.queries.ts';

export function toPayment(row: PaymentRow): Payment {
  // A negative code is ours (M-Pesa never answered, or paid another amount): its words are in resultDesc.
  const result = row.resultCode === null || row.resultCode < 0 ? null : describeMpesaResult(row.resultCode);
  const failedWords = row.status === 'failed' ? (result?.message ?? row.resultDesc) : null;
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    method: row.method,
    status: row.status,
    amount: row.amount,
    phone: row.phone ? maskPhone(row.phone) : null,
    reference: row.reference,
    message: row.status === 'paid' ? (result?.message ?? null) : failedWords,
    canRetry: row.status === 'failed' && (result?.canRetry ?? true),
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/**
 * The invoice as its reader sees it, with its payments and credit notes, what is still owed (its
 * credit notes counted) or to be refunded, and where it stands with eTIMS.
 */
export async function toInvoice(
  ctx: Pick<AppContext, 'db' | 'settings'>,
  row: InvoiceRow,
  requestReference: string,
): Promise<Invoice> {
  const { db, settings } = ctx;
  const [standing, etims] = await Promise.all([standingOf(db, row), selectInvoiceEtims(db, row.id)]);
  const creditNotesEtims = await selectCreditNotesEtims(
    db,
    standing.creditNotes.map((note) => note.id),
  );
  return {
    id: row.id,
    number: formatInvoiceNumber(row.number),
    status: row.status,
    kind: row.kind,
    terms: row.terms,
    requestId: row.requestId,
    requestReference,
    issuedAt: row.issuedAt.toISOString(),
    seller: { name: row.sellerName, kraPin: row.sellerPin },
    buyer: { name: row.buyerName, kraPin: row.buyerPin },
    lines: row.lines,
    subtotal: row.subtotal,
    vat: row.vatRateBp !== null && row.vatAmount !== null ? { rateBp: row.vatRateBp, amount: row.vatAmount } : null,
    total: row.total,
    paid: standing.paid,
    credited: standing.credited,
    balance: standing.balance,
    refundDue: standing.refundDue,
    comparison: row.comparison,
    payBeforeRelease: row.payBeforeRelease,
    payments: standing.payments.map(toPayment),
    creditNotes: standing.creditNotes.map((note) =>
      toCreditNote(note, row.number, creditNotesEtims.get(note.id) ?? null, settings),
    ),
    etims: toInvoiceEtims(etims, settings),
  };
}
