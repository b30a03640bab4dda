import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '@thamani/domain/app-error';
import { payInvoiceRefusal } from '@thamani/domain/invoicing';
import { enforce } from '@thamani/domain/policies';
import {
  PAYMENT_MESSAGES as M,
  STK_MAX_AMOUNT,
  toDarajaPhone,
  type PayByMpesaBody,
  type Payment,
} from '@thamani/domain/payments';
import type { AppContext } from '#context.ts';
import { payments } from '#db/schema/payments.table.ts';
import { writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { DarajaRefusedError } from '#platform/mpesa/daraja-errors.ts';
import { inTransaction } from '#platform/transaction.ts';
import { toPayment } from './invoice-view.ts';
import { standingOf } from './invoice-standing.ts';
import { requesterOf, selectInvoice, type InvoiceRow } from './invoices.queries.ts';
import { PAYMENT_ENTITY, settlePayment } from './settle-payment.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'sendMail' | 'log' | 'now' | 'firmId' | 'jobs' | 'mpesa'>;

/** With no callback a minute after the push, the server asks M-Pesa itself. */
export const MPESA_STATUS_JOB = 'payments.mpesa-status';
export const MPESA_STATUS_DELAY_SECONDS = 60;
export const MpesaStatusPayloadSchema = z.object({ paymentId: z.uuid() });

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') {
      return true;
    }
  }
  return false;
};

/** The pending payment row, written before M-Pesa is asked: two pushes at once for one invoice make one. */
async function openPayment(
  ctx: Ctx,
  identity: Identity,
  invoiceId: string,
  phone: string,
): Promise<{ payment: typeof payments.$inferSelect; invoice: InvoiceRow; reference: string }> {
  try {
    return await inTransaction(ctx, async (tx) => {
      const invoice = await selectInvoice(tx, identity.firmId, invoiceId, { forUpdate: true });
      const request = invoice ? await requesterOf(tx, identity.firmId, invoice.requestId) : null;
      // What is owed counts the credit notes: an invoice cancelled by one is never asked for.
      const balance = invoice ? (await standingOf(tx, invoice)).balance : 0;
      enforce(
        payInvoiceRefusal(
          identity,
          invoice && request ? { requesterId: request.requesterId, balance, status: invoice.status } : null,
        ),
      );
      if (!invoice || !request) {
        throw new AppError('NOT_FOUND', M.invoiceNotFound);
      }
      const [payment] = await tx
        .insert(payments)
        .values({
          invoiceId,
          method: 'mpesa',
          status: 'pending',
          amount: Math.min(balance, STK_MAX_AMOUNT),
          phone,
          createdBy: identity.profileId,
        })
        .returning();
      if (!payment) {
        throw new Error('payment insert returned nothing');
      }
      await writeAudit(tx, {
        actionType: 'payment_requested',
        entityType: PAYMENT_ENTITY,
        entityId: payment.id,
        userId: identity.userId,
        details: { invoice_id: invoiceId, amount: payment.amount },
      });
      return { payment, invoice, reference: request.reference };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', M.pushPending);
    }
    throw error;
  }
}

/**
 * Ask the payer's phone for the PIN: the payment is pending until Daraja calls back or, a minute
 * on, the status job asks. A push Daraja does not take ends the payment as failed at once.
 */
export async function payByMpesa(
  ctx: Ctx,
  identity: Identity,
  invoiceId: string,
  body: PayByMpesaBody,
): Promise<Payment> {
  const mpesa = ctx.mpesa;
  if (!mpesa) {
    throw new AppError('UNAVAILABLE', M.mpesaUnavailable);
  }
  const phone = toDarajaPhone(body.phone) as string;
  const { payment, reference } = await openPayment(ctx, identity, invoiceId, phone);
  try {
    const accepted = await mpesa.stkPush({
      phone,
      amount: payment.amount,
      accountReference: reference,
      description: 'Valuation fee',
    });
    await ctx.db
      .update(payments)
      .set({ merchantRequestId: accepted.merchantRequestId, checkoutRequestId: accepted.checkoutRequestId })
      .where(eq(payments.id, payment.id));
    await ctx.jobs.send(MPESA_STATUS_JOB, { paymentId: payment.id }, { startAfterSeconds: MPESA_STATUS_DELAY_SECONDS });
  } catch (error) {
    ctx.log.warn({ err: error, paymentId: payment.id }, 'M-Pesa did not take the push');
    const refused = error instanceof DarajaRefusedError;
    await inTransaction(ctx, (tx) =>
      settlePayment(
        tx,
        identity.firmId,
        payment,
        { resultCode: -1, resultDesc: refused ? M.mpesaRefused : M.mpesaUnavailable },
        ctx.now(),
        ctx.log,
      ),
    );
    throw new AppError(refused ? 'CONFLICT' : 'UNAVAILABLE', refused ? M.mpesaRefused : M.mpesaUnavailable);
  }
  const [row] = await ctx.db.select().from(payments).where(eq(payments.id, payment.id)).limit(1);
  return toPayment(row ?? payment);
}
