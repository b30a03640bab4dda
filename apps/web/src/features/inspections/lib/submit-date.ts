import {
  VisitDateUnconfirmedDetailsSchema,
  nairobiDayOf,
  visitNeedsMoving,
} from '@thamani/domain/inspection-date';
import type { InspectionDetail, SubmitInspectionBody } from '@thamani/domain/inspections';
import { isAppError } from '@/lib/errors';

/**
 * What pressing Submit does with the day on site: send it, or first ask the valuer to confirm it
 * (the visit is still booked for a later day, so confirming moves the visit).
 */
export type SubmitStep = { kind: 'send'; body: SubmitInspectionBody } | { kind: 'confirm'; bookedDay: string };

export function submitStep(detail: Pick<InspectionDetail, 'version' | 'visit'>, day: string): SubmitStep {
  if (visitNeedsMoving(detail.visit, day)) {
    return { kind: 'confirm', bookedDay: nairobiDayOf(detail.visit.scheduledDate) };
  }
  return { kind: 'send', body: { version: detail.version, inspectedOn: day } };
}

/** The confirmed submit: always carries the day chosen then, and the confirmation, so it is never asked again. */
export function confirmedBody(detail: Pick<InspectionDetail, 'version'>, day: string): SubmitInspectionBody {
  return { version: detail.version, inspectedOn: day, confirmVisitDate: true };
}

/**
 * The server refused an unconfirmed submit (the visit was booked later than this page knew): the
 * booked day to ask about. Null for anything else — and for a submit that was already confirmed,
 * so a confirmation never loops.
 */
export function bookedDayToConfirm(error: unknown, sent: SubmitInspectionBody): string | null {
  if (sent.confirmVisitDate || !isAppError(error, 'CONFLICT')) {
    return null;
  }
  const details = VisitDateUnconfirmedDetailsSchema.safeParse(error.details);
  return details.success ? nairobiDayOf(details.data.scheduledDate) : null;
}
