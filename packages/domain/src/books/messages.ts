import { defineMessages, withParams } from '../messages/define.ts';

/** What an admin reads about the firm's books, and the reminder a client receives. */
export const BOOKS_MESSAGES = defineMessages('books', {
  status: 'Choose an invoice status: awaiting payment, paid or cancelled by credit note',
  organisationId: 'Choose a client organisation',
  month: 'Enter a month as YYYY-MM',
  datesOutOfOrder: 'Choose a start date on or before the end date',
  organisationNotFound: 'Client organisation not found.',
  remindPaid: 'This invoice is paid: there is nothing to remind the client of.',
  remindCredited: 'This invoice is cancelled by a credit note: there is nothing to remind the client of.',
  noClientEmail: 'The client who ordered this valuation has no e-mail address to send a reminder to.',
  reminderSubject: withParams(
    (p: { number: string; amount: string }) => `Reminder: invoice ${p.number} — ${p.amount} to pay`,
    (number: string, amount: string) => ({ number, amount }),
  ),
  reminderIntro: withParams(
    (p: { number: string; reference: string; issuedOn: string; amount: string }) =>
      `Invoice ${p.number} for your valuation ${p.reference}, issued on ${p.issuedOn}, still has ${p.amount} to pay. You can pay it by M-Pesa on the request's page, or by bank transfer quoting the invoice number. If you have already paid, thank you, and please ignore this reminder.`,
    (number: string, reference: string, issuedOn: string, amount: string) => ({ number, reference, issuedOn, amount }),
  ),
  reminderLink: 'View the invoice',
});
