import { ReportUpdatedEvent } from '@thamani/domain/reports.events';
import { applyChange } from '@/lib/cache/apply-change';
import { realtimeFeature, realtimeHandler } from '@/lib/realtime/realtime-feature';
import { reportKeys } from '@/lib/query-keys/report-keys';

/**
 * `report.updated`: every report query and the request refetch (lib/cache/cache-effects.ts). An
 * open draft's own autosave store ignores a copy no newer than the version it saved, so its own
 * saves echo harmlessly.
 */
export const realtime = realtimeFeature({
  refetchOnReset: [reportKeys.all],
  handlers: [realtimeHandler(ReportUpdatedEvent, (_data, { queryClient }) => applyChange(queryClient, 'report.updated'))],
});
