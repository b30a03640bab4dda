import { ReportUpdatedEvent } from '@thamani/domain/reports.events';
import type { ReportStatus } from '@thamani/domain/reports';
import type { Db } from '#db/client.ts';
import { emitEvent } from '#platform/realtime.ts';
import { declareRealtimeEvent } from '#platform/realtime-registry.ts';

/** `report.updated`: its valuer, the admins, and the request's client once the report is approved. */
export const reportUpdated = declareRealtimeEvent(ReportUpdatedEvent, {
  audience: (who: { userIds: Array<string | null | undefined> }) => ({
    userIds: who.userIds.filter((u): u is string => typeof u === 'string'),
    roles: ['admin'],
  }),
});

export const reportEvents = [reportUpdated];

export interface ReportUpdate {
  reportId: string;
  requestId: string;
  status: ReportStatus;
  delivery: 'rendering' | 'ready' | 'failed' | null;
  authorUserId: string;
  /** The request's client: told only once the report is approved. */
  clientUserId: string | null;
}

/** Emit `report.updated` once `tx` commits, to the author, admins and (approved only) the client. */
export function emitReportUpdated(tx: Db, update: ReportUpdate): void {
  const userIds = [update.authorUserId, update.status === 'approved' ? update.clientUserId : null];
  emitEvent(
    tx,
    reportUpdated,
    { reportId: update.reportId, requestId: update.requestId, status: update.status, delivery: update.delivery },
    { userIds },
  );
}
