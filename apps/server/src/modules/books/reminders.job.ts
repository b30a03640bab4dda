import { z } from 'zod';
import { dueReminderStep, latestReminderStep, reminderDays } from '@thamani/domain/books';
import { nextNightlyRun } from '@thamani/domain/backups';
import type { AppContext } from '#context.ts';
import { inTransaction } from '#platform/transaction.ts';
import { balanceOf } from './book-invoice-view.ts';
import { selectBookInvoice, selectReminderDays, selectUnpaidInvoices } from './books.queries.ts';
import { sendReminder } from './reminders.send.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'sendMail' | 'log' | 'settings' | 'now' | 'firmId' | 'jobs'>;

export const BOOKS_REMINDERS_JOB = 'books.invoice-reminders';
/** The day's run: the Nairobi time it was queued for, when the daily timer queued it. */
export const RemindersPayloadSchema = z.object({ slot: z.string().optional() });

/** Reminders go out once a day at this Nairobi time. */
export const REMINDERS_AT = { hour: 8, minute: 0 };

/**
 * One invoice, in its own transaction with the invoice locked: the reminders already sent are
 * read again under the lock, so two runs at once (two server processes, a retried job) send a
 * step once. Returns whether a reminder was sent.
 */
async function remindIfDue(ctx: Ctx, invoiceId: string): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const invoice = await selectBookInvoice(tx, ctx.firmId, invoiceId, { forUpdate: true });
    if (!invoice || !invoice.requesterEmail) {
      return false;
    }
    const days = reminderDays(invoice, ctx.now());
    const step = dueReminderStep(
      { status: invoice.status, balance: balanceOf(invoice) },
      days,
      await selectReminderDays(tx, invoice.id),
    );
    if (step === null) {
      return false;
    }
    await sendReminder(ctx, tx, invoice, { step, userId: null });
    return true;
  });
}

/**
 * Every unpaid invoice of the firm whose schedule step is due (7, 14, 30 days after issue — for a
 * client on account, after the month its statement is settled in — then every 30): its client is e-mailed once for that step. Safe to run any number of times a day.
 */
export async function sendDueReminders(ctx: Ctx): Promise<number> {
  const now = ctx.now();
  const candidates = (await selectUnpaidInvoices(ctx.db, ctx.firmId)).filter(
    (row) => balanceOf(row) > 0 && latestReminderStep(reminderDays(row, now)) !== null,
  );
  let sent = 0;
  let failed: unknown = null;
  for (const row of candidates) {
    try {
      if (await remindIfDue(ctx, row.id)) {
        sent += 1;
      }
    } catch (error) {
      // One invoice that cannot be reminded does not hold back the others; the run fails at the end and is retried.
      ctx.log.error({ err: error, invoiceId: row.id }, 'a payment reminder could not be sent');
      failed ??= error;
    }
  }
  if (failed) {
    throw failed;
  }
  return sent;
}

export async function registerRemindersJob(ctx: Ctx): Promise<void> {
  await ctx.jobs.register({
    name: BOOKS_REMINDERS_JOB,
    schema: RemindersPayloadSchema,
    failedMessage: 'The day’s payment reminders could not all be sent.',
    retryLimit: 3,
    retryDelaySeconds: 60,
    retryBackoff: true,
    handle: async () => {
      await sendDueReminders(ctx);
    },
  });
}

/**
 * The daily run: a timer (unref'd, so it never keeps a process alive) that at REMINDERS_AT,
 * Nairobi time, queues the reminders job, then sets itself for the next day. Returns its stop.
 */
export function scheduleDailyReminders(ctx: Ctx, onError: (error: unknown) => void): () => void {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const arm = () => {
    if (stopped) {
      return;
    }
    const slot = nextNightlyRun(REMINDERS_AT, new Date());
    timer = setTimeout(
      () => {
        ctx.jobs.send(BOOKS_REMINDERS_JOB, { slot: slot.toISOString() }).catch(onError);
        arm();
      },
      Math.max(1000, slot.getTime() - Date.now()),
    );
    timer.unref();
  };
  arm();
  return () => {
    stopped = true;
    if (timer) {
      clearTimeout(timer);
    }
  };
}
