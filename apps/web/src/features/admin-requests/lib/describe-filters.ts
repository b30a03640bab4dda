import type { AdminRequestsFilters } from '@thamani/domain/admin-requests';
import { formatDate } from '@thamani/domain/display';
import { REQUEST_PURPOSE_LABELS, REQUEST_STATUS_LABELS } from '@thamani/domain/requests';
import { fromNairobiWallTime } from '@thamani/domain/visits';

/** "4 Mar 2030" for a Nairobi date "2030-03-04". */
const day = (ymd: string) => formatDate(fromNairobiWallTime(ymd, 12, 0).toISOString());

function range(verb: string, from: string | undefined, to: string | undefined): string | null {
  if (from && to) {
    return from === to ? `${verb} on ${day(from)}` : `${verb} ${day(from)} – ${day(to)}`;
  }
  if (from) {
    return `${verb} on or after ${day(from)}`;
  }
  return to ? `${verb} on or before ${day(to)}` : null;
}

/**
 * The active filters in words, e.g. "Open requests assigned to Jane Wanjiru, overdue", so someone
 * arriving from a dashboard figure reads what the list holds. `valuerName` names `valuerId`.
 */
export function describeFilters(f: AdminRequestsFilters, valuerName: string | null): string {
  const subject =
    f.status === 'open' ? 'Open requests' : f.status ? `${REQUEST_STATUS_LABELS[f.status]} requests` : 'All requests';
  const who =
    f.valuerId === 'unassigned'
      ? 'with no valuer assigned'
      : f.valuerId
        ? `assigned to ${valuerName ?? 'the chosen valuer'}`
        : null;
  const head = [
    subject,
    who,
    f.county ? `in ${f.county}` : null,
    f.purpose ? `for ${REQUEST_PURPOSE_LABELS[f.purpose].toLowerCase()}` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const extras = [
    f.q ? `matching “${f.q}”` : null,
    f.overdue ? 'overdue' : null,
    f.revised ? 'sent back for changes at least once' : null,
    range('received', f.receivedFrom, f.receivedTo),
    range('completed', f.completedFrom, f.completedTo),
  ].filter(Boolean);
  return [head, ...extras].join(', ');
}

/** True when any filter is set. */
export function hasFilters(f: AdminRequestsFilters): boolean {
  return Object.values(f).some((value) => value !== undefined && value !== '');
}
