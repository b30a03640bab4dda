import type { RequestDetail, TimelineAction } from '@thamani/domain/requests';

type TimelineEntry = RequestDetail['timeline'][number];

/** Audit actions a client sees on their request, in plain words (every action of the contract). */
export function timelineActionLabel(action: TimelineAction): string {
  switch (action) {
    case 'request_created':
      return 'Request submitted';
    case 'request_accepted':
    case 'request_assigned':
      return 'Valuer assigned';
    case 'request_released':
      return 'Valuer unassigned; waiting for a valuer';
    case 'request_cancelled':
      return 'Request cancelled';
    case 'site_visit_scheduled':
      return 'Site visit scheduled';
    case 'site_visit_rescheduled':
      return 'Site visit rescheduled';
    case 'site_visit_cancelled':
      return 'Site visit cancelled';
    case 'site_visit_completed':
      return 'Site visit completed';
    case 'report_submitted':
      return 'Report submitted for review';
    case 'report_changes_requested':
      return 'Report returned to the valuer for changes';
    case 'report_approved':
      return 'Report approved';
    case 'report_pdf_rendered':
      return 'Report ready to download';
  }
}

export function timelineLabel(entry: TimelineEntry): string {
  return timelineActionLabel(entry.action);
}

/** Oldest first (the server sends them so; sorting keeps the promise if it ever does not). */
export function sortTimeline(entries: readonly TimelineEntry[]): TimelineEntry[] {
  return [...entries].sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
}
