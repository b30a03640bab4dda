import { z } from 'zod';
import {
  INSPECTION_CAPTION_MAX_LENGTH,
  INSPECTION_MAX_CHANGES,
  INSPECTION_REOPEN_REASON_MAX_LENGTH,
  INSPECTION_REOPEN_REASON_MIN_LENGTH,
} from './answers.ts';
import { defineMessages } from '../messages/define.ts';

// ---------------------------------------------------------------------------------------------
// Statuses and messages

export const INSPECTION_STATUSES = ['in_progress', 'submitted'] as const;
export const InspectionStatusSchema = z.enum(INSPECTION_STATUSES);
export type InspectionStatus = z.infer<typeof InspectionStatusSchema>;

/** The list also shows visits still to inspect: scheduled, nothing recorded yet. */
export const INSPECTION_LIST_STATUSES = ['to_do', ...INSPECTION_STATUSES] as const;
export const InspectionListStatusSchema = z.enum(INSPECTION_LIST_STATUSES);
export type InspectionListStatus = z.infer<typeof InspectionListStatusSchema>;

export const INSPECTION_STATUS_LABELS: Record<InspectionListStatus, string> = {
  to_do: 'To do',
  in_progress: 'In progress',
  submitted: 'Submitted',
};

export const INSPECTION_MESSAGES = defineMessages('inspections', {
  notFound: 'Inspection not found',
  conflict: 'Someone else changed this inspection. Review the highlighted fields.',
  submittedReadOnly: 'This inspection has been submitted and can no longer be edited.',
  missing: 'Fill in the required items before submitting.',
  notSubmitted: 'This inspection is not submitted.',
  visitNotFound: 'Visit not found',
  visitCancelled: 'This visit was cancelled, so it cannot be inspected.',
  visitCompleted: 'This visit is already completed.',
  onlyVisitAgent: 'Only the valuer assigned to this visit can inspect it.',
  clientsCannotView:
    'Inspections are recorded by valuers. Your request page shows a summary once the inspection is submitted.',
  onlyAdminReopen: 'Only an administrator can reopen an inspection.',
  photoNotFound: 'Photo not found',
  photoItem: 'Choose the checklist item this photo belongs to.',
  photoClientId: 'The photo upload is missing its identifier. Try again.',
  photoTakenAt: 'The time the photo was taken is not valid.',
  captionTooLong: `Keep the caption under ${INSPECTION_CAPTION_MAX_LENGTH} characters.`,
  reopenReason: `Give a reason of at least ${INSPECTION_REOPEN_REASON_MIN_LENGTH} characters.`,
  reopenReasonTooLong: `Keep the reason under ${INSPECTION_REOPEN_REASON_MAX_LENGTH} characters.`,
  version: 'Reload the inspection and try again.',
  changesEmpty: 'There is nothing to save.',
  tooManyChanges: `Save at most ${INSPECTION_MAX_CHANGES} changes at once.`,
  started: 'Inspection started',
  submitted: 'Inspection submitted',
  reopened: 'Inspection reopened',
});

/** The page's status line: where the valuer's changes stand. */
export const INSPECTION_SAVE_STATUS = {
  saved: 'All changes saved',
  saving: 'Saving…',
} as const;

function countOf(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The status line while offline: what waits in the phone, e.g. 'Offline — 3 changes and 2 photos
 * waiting', 'Offline — 1 change waiting', or 'Offline — all changes saved on this phone'.
 */
export function offlineStatusText(changes: number, photos: number): string {
  const parts: string[] = [];
  if (changes > 0) {
    parts.push(countOf(changes, 'change', 'changes'));
  }
  if (photos > 0) {
    parts.push(countOf(photos, 'photo', 'photos'));
  }
  if (parts.length === 0) {
    return 'Offline — all changes saved on this phone';
  }
  return `Offline — ${parts.join(' and ')} waiting`;
}
