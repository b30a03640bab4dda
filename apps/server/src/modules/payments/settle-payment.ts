import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { payments } from '#db/schema/payments.table.ts';
import { writeAudit } from '#platform/audit.ts';
import { standingOf } from './invoice-standing.ts';
import { markInvoicePaid, selectInvoice, type PaymentRow } from './invoices.queries.ts';

export const PAYMENT_ENTITY = 'payment';

/** What M-Pesa said became of a push: its result code, and the receipt when paid. */
export interface PushResult {
  resultCode: number;
  resultDesc: string;
  amount?: number;
  receiptNumber?: string;
  /** The payer, +2547… or 2547…. */
  phone?: string;
}

const digits = (phone: string) => phone.replace(/\D/g, '');

/**
 * Settle a pending payment once, in the caller's transaction, from a callback or a status query:
 * paid only when M-Pesa says 0 and the amount and number are the ones asked for (anything else is
 * recorded as failed and logged for the firm); the invoice is paid when its payments cover it.
 * A payment already settled stays as it is: the second callback of a pair changes nothing.
 */
export async function settlePayment(
  tx: Db,
  firmId: string,
  payment: PaymentRow,
  result: PushResult,
  at: Date,
  log: { error: (o: object, m: string) => void },
): Promise<void> {
  if (payment.status !== 'pending') {
    return;
  }
  let paid = result.resultCode === 0;
  let resultDesc = result.resultDesc;
  if (
    paid &&
    (result.amount !== payment.amount ||
      (result.phone !== undefined && payment.phone !== null && digits(result.phone) !== digits(payment.phone)))
  ) {
    log.error(
      { paymentId: payment.id, asked: { amount: payment.amount }, got: { amount: result.amount } },
      'M-Pesa reported a payment other than the one asked for: not credited',
    );
    paid = false;
    resultDesc = `Not credited: M-Pesa reported KSh ${result.amount ?? '?'} from another number or amount than asked (${resultDesc})`;
  }
  await tx
    .update(payments)
    .set({
      status: paid ? 'paid' : 'failed',
      resultCode: paid ? 0 : result.resultCode === 0 ? -1 : result.resultCode,
      resultDesc,
      reference: paid ? (result.receiptNumber ?? null) : null,
      settledAt: at,
    })
    .where(eq(payments.id, payment.id));
  await writeAudit(tx, {
    actionType: 'payment_settled',
    entityType: PAYMENT_ENTITY,
    entityId: payment.id,
    userId: null,
    details: {
      invoice_id: payment.invoiceId,
      status: paid ? 'paid' : 'failed',
      result_code: result.resultCode,
      receipt: paid ? (result.receiptNumber ?? null) : null,
    },
  });
  if (paid) {
    const invoice = await selectInvoice(tx, firmId, payment.invoiceId, { forUpdate: true });
    // Paid once its payments cover what its credit notes leave of it.
    if (invoice && (await standingOf(tx, invoice)).balance === 0) {
      await markInvoicePaid(tx, invoice.id, at);
    }
  }
}
