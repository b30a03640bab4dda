import { formatInvoiceNumber, type Invoice } from '@thamani/domain/invoicing';
import { describeMpesaResult, maskPhone, type Payment } from '@thamani/domain/payments';
import type { AppContext } from '#context.ts';
import { selectInvoiceEtims, toInvoiceEtims } from './etims-state.ts';
import { listPayments, paidOf, type InvoiceRow, type PaymentRow } from './invoices.queries.ts';

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

/** The invoice as its reader sees it, with its payments, what is still owed and where it stands with eTIMS. */
export async function toInvoice(
  ctx: Pick<AppContext, 'db' | 'settings'>,
  row: InvoiceRow,
  requestReference: string,
): Promise<Invoice> {
  const { db, settings } = ctx;
  const [paymentRows, etims] = await Promise.all([listPayments(db, row.id), selectInvoiceEtims(db, row.id)]);
  const paid = paidOf(paymentRows);
  return {
    id: row.id,
    number: formatInvoiceNumber(row.number),
    status: row.status,
    requestId: row.requestId,
    requestReference,
    issuedAt: row.issuedAt.toISOString(),
    seller: { name: row.sellerName, kraPin: row.sellerPin },
    buyer: { name: row.buyerName, kraPin: row.buyerPin },
    lines: row.lines,
    subtotal: row.subtotal,
    vat: row.vatRateBp !== null && row.vatAmount !== null ? { rateBp: row.vatRateBp, amount: row.vatAmount } : null,
    total: row.total,
    paid,
    balance: Math.max(0, row.total - paid),
    comparison: row.comparison,
    payBeforeRelease: row.payBeforeRelease,
    payments: paymentRows.map(toPayment),
    etims: toInvoiceEtims(etims, settings),
  };
}
