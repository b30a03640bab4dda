import { AppError } from '@thamani/domain/app-error';
import { formatKsh } from '@thamani/domain/money';
import { PAYMENT_MESSAGES as M, type RecordPaymentBody } from '@thamani/domain/payments';
import type { Invoice } from '@thamani/domain/invoicing';
import type { AppContext } from '#context.ts';
import { payments } from '#db/schema/payments.table.ts';
import { writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { inTransaction } from '#platform/transaction.ts';
import { toInvoice } from './invoice-view.ts';
import { standingOf } from './invoice-standing.ts';
import { markInvoicePaid, requesterOf, selectInvoice } from './invoices.queries.ts';
import { PAYMENT_ENTITY } from './settle-payment.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'sendMail' | 'log' | 'now' | 'settings'>;

/** Money that reached the firm's bank — a transfer, RTGS or cheque — recorded by an admin (the route's permission) with its reference; never more than is owed. */
export async function recordPayment(
  ctx: Ctx,
  identity: Identity,
  invoiceId: string,
  body: RecordPaymentBody,
): Promise<Invoice> {
  const reference = await inTransaction(ctx, async (tx) => {
    const invoice = await selectInvoice(tx, identity.firmId, invoiceId, { forUpdate: true });
    const request = invoice ? await requesterOf(tx, identity.firmId, invoice.requestId) : null;
    if (!invoice || !request) {
      throw new AppError('NOT_FOUND', M.invoiceNotFound);
    }
    // What is owed counts the credit notes: nothing is owed on an invoice cancelled by one.
    const { balance } = await standingOf(tx, invoice);
    if (balance <= 0) {
      throw new AppError('CONFLICT', M.alreadyPaid);
    }
    if (body.amount > balance) {
      throw new AppError('VALIDATION', M.recordTooMuch(formatKsh(balance)), {
        amount: M.recordTooMuch(formatKsh(balance)),
      });
    }
    const at = ctx.now();
    const [payment] = await tx
      .insert(payments)
      .values({
        invoiceId,
        method: body.method,
        status: 'paid',
        amount: body.amount,
        reference: body.reference,
        createdBy: identity.profileId,
        settledAt: at,
      })
      .returning({ id: payments.id });
    await writeAudit(tx, {
      actionType: 'payment_recorded',
      entityType: PAYMENT_ENTITY,
      entityId: payment?.id ?? null,
      userId: identity.userId,
      details: { invoice_id: invoiceId, method: body.method, amount: body.amount, reference: body.reference },
    });
    if (body.amount >= balance) {
      await markInvoicePaid(tx, invoiceId, at);
    }
    return request.reference;
  });
  const row = await selectInvoice(ctx.db, identity.firmId, invoiceId);
  if (!row) {
    throw new AppError('NOT_FOUND', M.invoiceNotFound);
  }
  return toInvoice(ctx, row, reference);
}
