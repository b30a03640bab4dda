import type { PaymentTerms } from '../fees/payment-terms.ts';
import type { InvoiceStatus } from '../invoicing/invoice.ts';
import { nairobiDateParts } from '../nairobi-time.ts';
import { nairobiDayNumber } from './ageing.ts';

/**
 * An unpaid invoice's client is reminded 7, 14 and 30 days after it was issued, then every 30 days
 * (60, 90, 120…). A paid invoice, or one cancelled by a credit note, is never reminded of.
 */
export const REMINDER_FIRST_DAYS = [7, 14, 30] as const;
export const REMINDER_REPEAT_DAYS = 30;

const LAST_FIRST_DAY = REMINDER_FIRST_DAYS[REMINDER_FIRST_DAYS.length - 1] ?? 30;

/** Whether the schedule reminds on that day since issue. */
export function isReminderDay(days: number): boolean {
  if ((REMINDER_FIRST_DAYS as readonly number[]).includes(days)) {
    return true;
  }
  return days > LAST_FIRST_DAY && (days - LAST_FIRST_DAY) % REMINDER_REPEAT_DAYS === 0;
}

/** The schedule's latest step on or before that day since issue; null before the first. */
export function latestReminderStep(days: number): number | null {
  if (days >= LAST_FIRST_DAY) {
    return LAST_FIRST_DAY + Math.floor((days - LAST_FIRST_DAY) / REMINDER_REPEAT_DAYS) * REMINDER_REPEAT_DAYS;
  }
  const passed = REMINDER_FIRST_DAYS.filter((step) => step <= days);
  return passed.length > 0 ? (passed[passed.length - 1] ?? null) : null;
}

/** The schedule's first step after that day since issue. */
export function nextReminderStep(days: number): number {
  const first = REMINDER_FIRST_DAYS.find((step) => step > days);
  if (first !== undefined) {
    return first;
  }
  return LAST_FIRST_DAY + (Math.floor((days - LAST_FIRST_DAY) / REMINDER_REPEAT_DAYS) + 1) * REMINDER_REPEAT_DAYS;
}

/** What decides whether an invoice is reminded of: where it stands and what is still owed. */
export interface RemindableInvoice {
  status: InvoiceStatus;
  balance: number;
}

/** Only an issued invoice with money still owed is reminded of (by the schedule or by an admin). */
export function isRemindable(invoice: RemindableInvoice): boolean {
  return invoice.status === 'issued' && invoice.balance > 0;
}

/**
 * The schedule's step due today, or null. `sentDays` are the days since issue on which reminders
 * were already sent (each records its day): the latest step is due unless a reminder was sent on
 * or after it, so a step missed while the server was down is sent late, once, and a step is never
 * sent twice. Steps missed before the latest one are not sent.
 */
export function dueReminderStep(invoice: RemindableInvoice, days: number, sentDays: readonly number[]): number | null {
  if (!isRemindable(invoice)) {
    return null;
  }
  const step = latestReminderStep(days);
  if (step === null) {
    return null;
  }
  return sentDays.some((sent) => sent >= step) ? null : step;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The day the schedule counts from: the day of issue; for a client on account, the last day of the
 * month after the month of issue (its statement closes at the month's end and is settled within
 * the next month), so an account is reminded of only once it is overdue.
 */
export function reminderDays(invoice: { issuedAt: Date; terms: PaymentTerms }, now: Date): number {
  let due = nairobiDayNumber(invoice.issuedAt);
  if (invoice.terms === 'on_account') {
    const { year, month } = nairobiDateParts(invoice.issuedAt);
    // Day 0 of the month two on is the last day of the month after the month of issue.
    due = Date.UTC(year, month + 1, 0) / DAY_MS;
  }
  return Math.max(0, nairobiDayNumber(now) - due);
}
