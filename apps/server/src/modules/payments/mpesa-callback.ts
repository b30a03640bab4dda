import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AppError } from '@thamani/domain/app-error';
import { PAYMENT_MESSAGES as M } from '@thamani/domain/payments';
import type { AppContext } from '#context.ts';
import { payments } from '#db/schema/payments.table.ts';
import { parseStkCallback } from '#platform/mpesa/daraja-callback.ts';
import { inTransaction } from '#platform/transaction.ts';
import { settlePayment } from './settle-payment.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'sendMail' | 'log' | 'now' | 'firmId' | 'settings'>;

/** Daraja's acknowledgement: it stops retrying once answered 0. */
export const CALLBACK_ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' };

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Daraja's STK callback. Trusted only on the URL carrying the firm's secret (a browser never
 * settles a payment), idempotent on CheckoutRequestID: the payment is settled once, and a
 * second, late or unknown callback is acknowledged and changes nothing.
 */
export async function receiveMpesaCallback(ctx: Ctx, token: string, body: unknown): Promise<typeof CALLBACK_ACCEPTED> {
  const secret = ctx.settings.mpesa?.callbackSecret;
  if (!secret || !sameSecret(token, secret)) {
    throw new AppError('NOT_FOUND', M.paymentNotFound);
  }
  const parsed = parseStkCallback(body);
  if (!parsed.ok) {
    ctx.log.warn({ problems: parsed.problems }, 'an M-Pesa callback of another shape was refused');
    throw new AppError('BAD_REQUEST', M.paymentNotFound);
  }
  const { callback } = parsed;
  await inTransaction(ctx, async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.checkoutRequestId, callback.checkoutRequestId))
      .limit(1)
      .for('update');
    if (!payment) {
      ctx.log.warn({ checkoutRequestId: callback.checkoutRequestId }, 'an M-Pesa callback for no payment of ours');
      return;
    }
    await settlePayment(tx, ctx.firmId, payment, callback, ctx.now(), ctx.log);
  });
  return CALLBACK_ACCEPTED;
}
