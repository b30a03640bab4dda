import { formatDate } from '@thamani/domain/display';
import { VISIT_MESSAGES } from '@thamani/domain/messages';
import { formatTime12h, nairobiDateParts, nairobiToday } from '@thamani/domain/visits';

/** "3 Mar 2025" (Nairobi); "Invalid date" when unreadable, never a crash. */
export const formatVisitDate = formatDate;

/** "10:30 AM" (Nairobi wall time); "Invalid date" when unreadable. */
export function formatVisitTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return VISIT_MESSAGES.invalidDate;
  }
  const { hours, minutes } = nairobiDateParts(date);
  return formatTime12h(hours, minutes);
}

/** The 'YYYY-MM-DD' and "10:30 AM" a stored visit reads in Nairobi, to prefill the reschedule form. */
export function toSlotValues(iso: string): { date: string; time: string } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return { date: '', time: '' };
  }
  const { hours, minutes } = nairobiDateParts(date);
  return { date: nairobiToday(date), time: formatTime12h(hours, minutes) };
}

export function formatDuration(minutes: number): string {
  return `${minutes} minutes`;
}
