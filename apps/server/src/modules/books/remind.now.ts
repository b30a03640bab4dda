import { AppError } from '@thamani/domain/app-error';
import { BOOKS_MESSAGES as M, type ReminderSent } from '@thamani/domain/books';
import { PAYMENT_MESSAGES } from '@thamani/domain/payments';
import type { AppContext } from '#context.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { inTransaction } from '#platform/transaction.ts';
import { balanceOf } from './book-invoice-view.ts';
import { selectBookInvoice } from './books.queries.ts';
import { sendReminder } from './reminders.send.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'sendMail' | 'log' | 'settings' | 'now'>;

/**
 * An admin sends the client who ordered a reminder now (audited, with the invoice's age as its
 * day: a step of the schedule reached that day is then not sent again). 409 when nothing is owed.
 */
export async function remindNow(ctx: Ctx, identity: Identity, invoiceId: string): Promise<ReminderSent> {
  return inTransaction(ctx, async (tx) => {
    const invoice = await selectBookInvoice(tx, identity.firmId, invoiceId, { forUpdate: true });
    if (!invoice) {
      throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.invoiceNotFound);
    }
    if (invoice.status === 'credited') {
      throw new AppError('CONFLICT', M.remindCredited);
    }
    if (balanceOf(invoice) <= 0) {
      throw new AppError('CONFLICT', M.remindPaid);
    }
    if (!invoice.requesterEmail) {
      throw new AppError('CONFLICT', M.noClientEmail);
    }
    const sentAt = ctx.now();
    const { to, day } = await sendReminder(ctx, tx, invoice, { step: null, userId: identity.userId });
    return { invoiceId: invoice.id, day, sentTo: to, sentAt: sentAt.toISOString() };
  });
}
