import { z } from 'zod';
import { INPUT_MESSAGES, VALIDATION_MESSAGES, VISIT_FORM_MESSAGES, VISIT_MESSAGES } from './messages.ts';
import { formatTime12h, fromNairobiWallTime, isPastDate, isWeekend, parseTime12h, parseYmd } from './nairobi-time.ts';
import { VisitStatusSchema } from './visit-status.ts';
import { CursorSchema } from './pagination.ts';
import { storableString } from './text.ts';

// The Nairobi clock and the visit statuses live in modules of their own, so code that only needs
// a date (a report's, a request's) does not load the visit forms' schemas; they are still
// exported from here.
export * from './nairobi-time.ts';
export * from './visit-status.ts';

/** Site visit constants. */
export const VISIT_DURATIONS_MINUTES = [30, 60, 90, 120] as const;
export const VISIT_DEFAULT_DURATION_MINUTES = 60;
export const VISIT_FIRST_SLOT_MINUTES = 8 * 60;
export const VISIT_LAST_SLOT_MINUTES = 17 * 60 + 30;
export const VISIT_SLOT_STEP_MINUTES = 30;

/** "8:00 AM" … "5:30 PM", every 30 minutes. */
export function visitTimeSlots(): string[] {
  const slots: string[] = [];
  for (let m = VISIT_FIRST_SLOT_MINUTES; m <= VISIT_LAST_SLOT_MINUTES; m += VISIT_SLOT_STEP_MINUTES) {
    slots.push(formatTime12h(Math.floor(m / 60), m % 60));
  }
  return slots;
}

/** One of the offered slots: 8:00 AM … 5:30 PM on the half hour ("08:00 AM" reads the same). */
export function isVisitSlot(time: string): boolean {
  const parsed = parseTime12h(time);
  if (!parsed) {
    return false;
  }
  const m = parsed.hours * 60 + parsed.minutes;
  return m >= VISIT_FIRST_SLOT_MINUTES && m <= VISIT_LAST_SLOT_MINUTES && m % VISIT_SLOT_STEP_MINUTES === 0;
}

export type VisitDuration = (typeof VISIT_DURATIONS_MINUTES)[number];

export function isVisitDuration(value: unknown): value is VisitDuration {
  return (VISIT_DURATIONS_MINUTES as readonly unknown[]).includes(value);
}

/** The ISO instant (UTC, "…Z") of a Nairobi date and 12-hour time. Throws a RangeError if either is unreadable. */
export function toScheduledInstant(dateYmd: string, time12h: string): string {
  const time = parseTime12h(time12h);
  if (!time) {
    throw new RangeError(`Invalid time: ${time12h}`);
  }
  return fromNairobiWallTime(dateYmd, time.hours, time.minutes).toISOString();
}

export interface VisitSlotInput {
  date?: string | null;
  time?: string | null;
  /** Missing means the default (60). */
  durationMinutes?: number | null;
}
export interface VisitSlotProblem {
  field: 'date' | 'time' | 'durationMinutes';
  message: string;
}

/**
 * The scheduling rules, checked in the order the form reads: a date is
 * required, a weekday, not past; a time is required, one of the slots, and not already past
 * when the date is today; the duration is one of 30/60/90/120. Returns the first problem.
 */
export function validateVisitSlot(input: VisitSlotInput, now: Date = new Date()): VisitSlotProblem | null {
  const { date, time, durationMinutes } = input;
  if (!date || !parseYmd(date)) {
    return { field: 'date', message: VALIDATION_MESSAGES.visitDate };
  }
  if (isWeekend(date)) {
    return { field: 'date', message: VISIT_FORM_MESSAGES.weekend };
  }
  if (isPastDate(date, now)) {
    return { field: 'date', message: VISIT_FORM_MESSAGES.pastDate };
  }
  if (!time) {
    return { field: 'time', message: VALIDATION_MESSAGES.visitTime };
  }
  if (!isVisitSlot(time)) {
    return { field: 'time', message: VISIT_FORM_MESSAGES.slot };
  }
  if (new Date(toScheduledInstant(date, time)).getTime() <= now.getTime()) {
    return { field: 'time', message: VISIT_FORM_MESSAGES.pastTime };
  }
  if (durationMinutes !== undefined && !isVisitDuration(durationMinutes)) {
    return { field: 'durationMinutes', message: VISIT_FORM_MESSAGES.duration };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Site visit records and API bodies.

export const VISIT_NOTES_MAX_LENGTH = 1000;
export const VISIT_CANCEL_REASON_MIN_LENGTH = 3;
export const VISIT_CANCEL_REASON_MAX_LENGTH = 500;
export const VISIT_OBSERVATIONS_MAX_LENGTH = 5000;
export const VISIT_REVIEW_NOTES_MAX_LENGTH = 2000;

/** Trimmed optional text: blank → undefined. */
function optionalText(max: number, message: string) {
  return storableString()
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((v) => (v ? v : undefined));
}

const VisitDateSchema = z.iso.date({ error: VALIDATION_MESSAGES.visitDate });
const VisitTimeSchema = z
  .string({ error: VALIDATION_MESSAGES.visitTime })
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.visitTime })
  // A blank time already has its message above.
  .refine((v) => v === '' || isVisitSlot(v), { error: VISIT_FORM_MESSAGES.slot });
const VisitDurationSchema = z.coerce
  .number({ error: VISIT_FORM_MESSAGES.duration })
  .refine(isVisitDuration, { error: VISIT_FORM_MESSAGES.duration });

/** Adds the clock-dependent rules (weekend, past date, past slot) once every field reads well. */
function withSlotRules<T extends z.ZodType<VisitSlotInput>>(schema: T, getNow: () => Date) {
  return schema.superRefine(
    (value, ctx) => {
      const problem = validateVisitSlot(value, getNow());
      if (problem) {
        ctx.issues.push({ code: 'custom', message: problem.message, path: [problem.field], input: value });
      }
    },
    { when: (payload) => payload.issues.length === 0 },
  );
}

function scheduleVisitBody(getNow: () => Date) {
  return withSlotRules(
    z.object({
      requestId: z.uuid({ error: VISIT_MESSAGES.missingInfo }),
      propertyId: z.uuid({ error: VISIT_MESSAGES.noProperty }),
      date: VisitDateSchema,
      time: VisitTimeSchema,
      durationMinutes: VisitDurationSchema.default(VISIT_DEFAULT_DURATION_MINUTES),
      notes: optionalText(VISIT_NOTES_MAX_LENGTH, VISIT_FORM_MESSAGES.notesTooLong),
    }),
    getNow,
  );
}

function rescheduleVisitBody(getNow: () => Date) {
  return withSlotRules(
    z.object({
      date: VisitDateSchema,
      time: VisitTimeSchema,
      /** Missing keeps the visit's current duration. */
      durationMinutes: VisitDurationSchema.optional(),
      notes: optionalText(VISIT_NOTES_MAX_LENGTH, VISIT_FORM_MESSAGES.notesTooLong),
    }),
    getNow,
  );
}

/** POST /api/visits — the Schedule Site Visit form; `now` fixes the clock (tests, one request). */
export function createScheduleVisitBodySchema(now: Date) {
  return scheduleVisitBody(() => now);
}
/** Same, reading `getNow` at each parse (the server passes its injectable clock). */
export function scheduleVisitBodySchemaAt(getNow: () => Date) {
  return scheduleVisitBody(getNow);
}
/** Same, reading the clock at each parse. */
export const ScheduleVisitBodySchema = scheduleVisitBody(() => new Date());
export type ScheduleVisitInput = z.input<typeof ScheduleVisitBodySchema>;
export type ScheduleVisitBody = z.output<typeof ScheduleVisitBodySchema>;

/** PUT /api/visits/:id — reschedule under the same rules. */
export function createRescheduleVisitBodySchema(now: Date) {
  return rescheduleVisitBody(() => now);
}
/** Same, reading `getNow` at each parse (the server passes its injectable clock). */
export function rescheduleVisitBodySchemaAt(getNow: () => Date) {
  return rescheduleVisitBody(getNow);
}
export const RescheduleVisitBodySchema = rescheduleVisitBody(() => new Date());
export type RescheduleVisitInput = z.input<typeof RescheduleVisitBodySchema>;
export type RescheduleVisitBody = z.output<typeof RescheduleVisitBodySchema>;

/** POST /api/visits/:id/cancel */
export const CancelVisitBodySchema = z.object({
  reason: storableString({ error: VISIT_FORM_MESSAGES.cancelReason })
    .trim()
    .min(VISIT_CANCEL_REASON_MIN_LENGTH, { error: VISIT_FORM_MESSAGES.cancelReason })
    .max(VISIT_CANCEL_REASON_MAX_LENGTH, { error: VISIT_FORM_MESSAGES.cancelReasonTooLong }),
});
export type CancelVisitBody = z.output<typeof CancelVisitBodySchema>;

/** Condition of the property as seen on site: the one scale (condition.ts), re-exported for the visit review. */
export { CONDITION_RATINGS, CONDITION_RATING_LABELS, type ConditionRating } from './condition.ts';

/** PUT /api/visits/:id/review — the post-visit review; `draft` until the valuer marks it final. */
export const VisitReviewBodySchema = z.object({
  observations: storableString({ error: VISIT_FORM_MESSAGES.observations })
    .trim()
    .min(1, { error: VISIT_FORM_MESSAGES.observations })
    .max(VISIT_OBSERVATIONS_MAX_LENGTH, { error: VISIT_FORM_MESSAGES.observationsTooLong }),
  conditionRating: z.coerce
    .number({ error: VISIT_FORM_MESSAGES.conditionRating })
    .int({ error: VISIT_FORM_MESSAGES.conditionRating })
    .min(1, { error: VISIT_FORM_MESSAGES.conditionRating })
    .max(5, { error: VISIT_FORM_MESSAGES.conditionRating }),
  notes: optionalText(VISIT_REVIEW_NOTES_MAX_LENGTH, VISIT_FORM_MESSAGES.reviewNotesTooLong),
  draft: z.boolean().default(true),
});
export type VisitReviewInput = z.input<typeof VisitReviewBodySchema>;
export type VisitReviewBody = z.output<typeof VisitReviewBodySchema>;

/** One card of the Site Visits list: property, status, date and time, client. */
export const VisitListItemSchema = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  /** The request's reference ("TH-2026-0142"), what the valuer and the client quote. */
  requestReference: z.string(),
  status: VisitStatusSchema,
  scheduledDate: z.iso.datetime({ offset: true }),
  durationMinutes: z.number().int(),
  notes: z.string().nullable(),
  property: z
    .object({
      id: z.uuid(),
      title: z.string(),
      address: z.string().nullable(),
    })
    .nullable(),
  client: z.object({ fullName: z.string() }).nullable(),
});
export type VisitListItem = z.infer<typeof VisitListItemSchema>;

/** The saved post-visit review (draft until the valuer marks it final). */
export const VisitReviewSchema = z.object({
  observations: z.string(),
  conditionRating: z.number().int(),
  notes: z.string().nullable(),
  draft: z.boolean(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type VisitReview = z.infer<typeof VisitReviewSchema>;

/** GET /api/visits/:id — a card's fields plus what the details and review pages need. */
export const VisitDetailSchema = VisitListItemSchema.extend({
  agent: z.object({ id: z.uuid(), fullName: z.string() }),
  client: z.object({ fullName: z.string(), phone: z.string().nullable() }).nullable(),
  cancelReason: z.string().nullable(),
  review: VisitReviewSchema.nullable(),
});
export type VisitDetail = z.infer<typeof VisitDetailSchema>;

/** GET /api/visits query: the caller's visits, earliest first, optionally within [from, to). */
/** An ISO instant the database can hold: after any offset it falls within the years 1–9999. */
const QueryInstantSchema = z.iso.datetime({ offset: true }).refine(
  (v) => {
    const year = new Date(v).getUTCFullYear();
    return year >= 1 && year <= 9999;
  },
  { error: INPUT_MESSAGES.instantOutOfRange },
);

export const ListVisitsQuerySchema = z.object({
  from: QueryInstantSchema.optional(),
  to: QueryInstantSchema.optional(),
  status: VisitStatusSchema.optional(),
  cursor: CursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListVisitsQuery = z.output<typeof ListVisitsQuerySchema>;
