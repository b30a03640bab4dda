import { daysSinceIssue, reminderDays } from '@thamani/domain/books';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/client.ts';
import { writeAudit } from '#platform/audit.ts';
import { balanceOf } from './book-invoice-view.ts';
import { INVOICE_ENTITY, REMINDER_ACTION, type BookInvoiceRow } from './books.queries.ts';
import { reminderMail } from './reminder-mail.ts';

type Ctx = Pick<AppContext, 'sendMail' | 'settings' | 'now'>;

/**
 * In the caller's transaction, with the invoice locked: the reminder's audit entry and its mail
 * job, so a rolled-back reminder sends nothing and one sent is never sent again. Its `day` is the
 * schedule's step it stands for, or, sent by an admin (`userId`; null for the schedule), the
 * invoice's age that day.
 */
export async function sendReminder(
  ctx: Ctx,
  tx: Db,
  invoice: BookInvoiceRow,
  reminder: { step: number | null; userId: string | null },
): Promise<{ to: string; day: number }> {
  const to = invoice.requesterEmail;
  const balance = balanceOf(invoice);
  const daysOutstanding = daysSinceIssue(invoice.issuedAt, ctx.now());
  const day = reminder.step ?? reminderDays(invoice, ctx.now());
  await writeAudit(tx, {
    actionType: REMINDER_ACTION,
    entityType: INVOICE_ENTITY,
    entityId: invoice.id,
    userId: reminder.userId,
    details: {
      request_id: invoice.requestId,
      number: invoice.number,
      day,
      days_outstanding: daysOutstanding,
      balance,
      to,
      manual: reminder.userId !== null,
    },
  });
  await ctx.sendMail(
    reminderMail({
      to,
      invoiceNumber: invoice.number,
      requestId: invoice.requestId,
      requestReference: invoice.requestReference,
      issuedAt: invoice.issuedAt,
      balance,
      publicUrl: ctx.settings.publicUrl,
    }),
    { tx },
  );
  return { to, day };
}
