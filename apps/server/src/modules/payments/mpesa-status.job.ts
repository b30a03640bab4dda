import { eq } from 'drizzle-orm';
import type { AppContext } from '#context.ts';
import { payments } from '#db/schema/payments.table.ts';
import { inTransaction } from '#platform/transaction.ts';
import { MPESA_STATUS_DELAY_SECONDS, MPESA_STATUS_JOB, MpesaStatusPayloadSchema } from './mpesa-push.ts';
import { settlePayment } from './settle-payment.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'sendMail' | 'log' | 'now' | 'firmId' | 'jobs' | 'mpesa'>;

/** Asked again while the payer has not answered, up to this many times (the prompt expires on the phone well before). */
const MAX_QUERIES = 5;

/**
 * No callback a minute after the push: ask M-Pesa what became of it (stkpushquery) and settle the
 * payment from its answer. Still waiting: ask again a minute later.
 */
export async function registerMpesaStatusJob(ctx: Ctx): Promise<void> {
  await ctx.jobs.register({
    name: MPESA_STATUS_JOB,
    schema: MpesaStatusPayloadSchema,
    failedMessage: 'We could not ask M-Pesa about a payment.',
    retryLimit: 3,
    retryDelaySeconds: 30,
    handle: async ({ paymentId }) => {
      const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
      if (!payment || payment.status !== 'pending' || !payment.checkoutRequestId || !ctx.mpesa) {
        return;
      }
      const answer = await ctx.mpesa.stkQuery(payment.checkoutRequestId);
      if ('pending' in answer) {
        const asked = Math.round(
          (ctx.now().getTime() - payment.createdAt.getTime()) / 1000 / MPESA_STATUS_DELAY_SECONDS,
        );
        if (asked < MAX_QUERIES) {
          await ctx.jobs.send(MPESA_STATUS_JOB, { paymentId }, { startAfterSeconds: MPESA_STATUS_DELAY_SECONDS });
        }
        return;
      }
      await inTransaction(ctx, async (tx) => {
        const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1).for('update');
        if (locked) {
          // A query reports no receipt: a paid answer is credited with the amount asked.
          await settlePayment(tx, ctx.firmId, locked, { ...answer, amount: locked.amount }, ctx.now(), ctx.log);
        }
      });
    },
  });
}
