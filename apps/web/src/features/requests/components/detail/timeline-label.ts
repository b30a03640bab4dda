import type { RequestDetail } from '@thamani/domain/requests';

type TimelineEntry = RequestDetail['timeline'][number];

/** Audit actions a client may see on their request, in plain words. */
const ACTION_LABELS: Record<string, string> = {
  request_created: 'Request submitted',
  request_submitted: 'Request submitted',
  request_accepted: 'Valuer assigned',
  request_assigned: 'Valuer assigned',
  request_released: 'Valuer unassigned; waiting for a valuer',
  request_cancelled: 'Request cancelled',
  site_visit_scheduled: 'Site visit scheduled',
  site_visit_rescheduled: 'Site visit rescheduled',
  site_visit_cancelled: 'Site visit cancelled',
  site_visit_completed: 'Site visit completed',
  report_submitted: 'Report submitted for review',
  report_changes_requested: 'Report sent back for changes',
  report_approved: 'Report approved',
  request_completed: 'Valuation completed',
};

/** "site_visit_rescheduled" → "Site visit rescheduled" for an action not listed above. */
function humanize(action: string): string {
  const words = action
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Updated';
}

export function timelineLabel(entry: TimelineEntry): string {
  return ACTION_LABELS[entry.action] ?? humanize(entry.action);
}

/** Oldest first (the server sends them so; sorting keeps the promise if it ever does not). */
export function sortTimeline(entries: readonly TimelineEntry[]): TimelineEntry[] {
  return [...entries].sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
}
