import { ReportUpdatedEvent } from '@thamani/domain/reports.events';
import { realtimeFeature, realtimeHandler } from '@/lib/realtime/realtime-feature';
import { reportKeys } from './api/report-keys';

/**
 * `report.updated`: the lists, the report itself and its checks refetch. An open draft's own
 * autosave store ignores a copy no newer than the version it saved, so its own saves echo harmlessly.
 */
export const realtime = realtimeFeature({
  refetchOnReset: [reportKeys.all],
  handlers: [
    realtimeHandler(ReportUpdatedEvent, (data, { queryClient }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.lists }),
        queryClient.invalidateQueries({ queryKey: reportKeys.ready }),
        queryClient.invalidateQueries({ queryKey: reportKeys.detail(data.reportId) }),
        queryClient.invalidateQueries({ queryKey: reportKeys.checks(data.reportId) }),
      ]),
    ),
  ],
});
