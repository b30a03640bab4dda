import { z } from 'zod';
import { nairobiDateParts, nairobiToday, parseYmd } from './nairobi-time.ts';
import { MONTH_NAMES, WEEKDAY_NAMES } from './calendar-names.ts';
import { defineMessages, withParams } from './messages/define.ts';

/**
 * The date of inspection: the Nairobi day the valuer was actually on site, chosen when the
 * inspection is submitted (today by default). It is what the report prints, so it may not be in
 * the future, nor before the valuer took the request on. A visit still booked for a later day
 * than that is moved to it, but only once the valuer has confirmed the day (`confirmVisitDate`).
 */

/** "2026-11-30" → "Monday 30 November 2026" (the year only when it is not `currentYear`). */
export function spellInspectionDay(ymd: string, currentYear?: number): string {
  const d = parseYmd(ymd);
  if (!d) {
    return ymd;
  }
  const weekday = WEEKDAY_NAMES[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()] ?? '';
  const year = d.year === currentYear ? '' : ` ${d.year}`;
  return `${weekday} ${d.day} ${MONTH_NAMES[d.month - 1] ?? ''}${year}`;
}

/** The Nairobi day of an instant, YYYY-MM-DD. */
export const nairobiDayOf = (instant: Date | string): string => nairobiToday(new Date(instant));

export const INSPECTION_DATE_MESSAGES = defineMessages('inspectionDate', {
  invalid: 'Enter the date you were on site.',
  future: 'The date you were on site cannot be in the future.',
  beforeTakenOn: withParams(
    (p: { day: string }) => `The date you were on site cannot be before you took this request on (${p.day}).`,
    (day: string) => ({ day }),
  ),
  confirmTitle: withParams(
    (p: { bookedDay: string }) => `This visit is booked for ${p.bookedDay}. When were you on site?`,
    (bookedDay: string) => ({ bookedDay }),
  ),
  confirmBody: 'The visit moves to the day you choose (same time) and is marked completed. The report prints this date of inspection.',
  unconfirmed: withParams(
    (p: { bookedDay: string }) =>
      `This visit is booked for ${p.bookedDay}, a later day than the date you were on site. Confirm the date to move the visit to it.`,
    (bookedDay: string) => ({ bookedDay }),
  ),
  inspectedOn: withParams(
    (p: { day: string }) => `Inspected on ${p.day}`,
    (day: string) => ({ day }),
  ),
});

/** The `code` in the details of the 409 an unconfirmed submit gets (the web opens its dialog). */
export const VISIT_DATE_UNCONFIRMED = 'visit_date_unconfirmed';

export const InspectedOnSchema = z.iso.date({ error: INSPECTION_DATE_MESSAGES.invalid });

/** details of the 409 when a submit for a visit booked later was not confirmed. */
export const VisitDateUnconfirmedDetailsSchema = z.object({
  code: z.literal(VISIT_DATE_UNCONFIRMED),
  /** The visit's booked instant. */
  scheduledDate: z.iso.datetime({ offset: true }),
  inspectedOn: z.iso.date(),
});
export type VisitDateUnconfirmedDetails = z.infer<typeof VisitDateUnconfirmedDetailsSchema>;

/**
 * Why `inspectedOn` cannot be the date of inspection, or null. `takenOn`: the Nairobi day the
 * valuer took the request on (accepted or was assigned it) — they cannot have inspected it for
 * this request earlier.
 */
export function inspectedOnRefusal(inspectedOn: string, context: { now: Date; takenOn: string | null }): string | null {
  if (!parseYmd(inspectedOn)) {
    return INSPECTION_DATE_MESSAGES.invalid;
  }
  if (inspectedOn > nairobiToday(context.now)) {
    return INSPECTION_DATE_MESSAGES.future;
  }
  if (context.takenOn && inspectedOn < context.takenOn) {
    return INSPECTION_DATE_MESSAGES.beforeTakenOn(spellInspectionDay(context.takenOn, nairobiDateParts(context.now).year));
  }
  return null;
}

/** A still-booked visit whose day is later than the day inspected: submitting must be confirmed (and moves it). */
export function visitNeedsMoving(visit: { status: string; scheduledDate: Date | string }, inspectedOn: string): boolean {
  return visit.status === 'scheduled' && nairobiDayOf(visit.scheduledDate) > inspectedOn;
}
