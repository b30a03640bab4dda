import { BOOKS_MESSAGES as M } from '@thamani/domain/books';
import { formatDate } from '@thamani/domain/display';
import { formatInvoiceNumber } from '@thamani/domain/invoicing';
import { formatKsh } from '@thamani/domain/money';
import { paths } from '@thamani/domain/paths';
import { escapeHtml, type MailMessage } from '#platform/mail.ts';

export interface ReminderMailInput {
  to: string;
  invoiceNumber: number;
  requestId: string;
  requestReference: string;
  issuedAt: Date;
  balance: number;
  publicUrl: string;
}

/**
 * The reminder the client who ordered receives: the invoice, the valuation it is for, when it was
 * issued, what is still owed, and the request's page where it can be paid. Signed by the firm when
 * it is delivered (signMail).
 */
export function reminderMail(input: ReminderMailInput): MailMessage {
  const number = formatInvoiceNumber(input.invoiceNumber);
  const amount = formatKsh(input.balance);
  const intro = M.reminderIntro(number, input.requestReference, formatDate(input.issuedAt.toISOString()), amount);
  const url = `${input.publicUrl}${paths.myRequest(input.requestId)}`;
  return {
    to: input.to,
    subject: M.reminderSubject(number, amount),
    text: `${intro}\n\n${M.reminderLink}: ${url}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(M.reminderLink)}</a></p>`,
  };
}
