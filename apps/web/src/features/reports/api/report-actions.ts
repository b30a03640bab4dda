import { useQueryClient } from '@tanstack/react-query';
import type { ReportDetail, SaveReportBody, StartReportBody, SubmitReportBody } from '@thamani/domain/reports';
import { REPORT_ENDPOINTS } from '@thamani/domain/reports.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { reportKeys } from '@/lib/query-keys/report-keys';

/** POST /api/reports — starts the request's report from a template (or returns the one already started). */
export function startReport(body: StartReportBody) {
  return callEndpoint(REPORT_ENDPOINTS.start, { body });
}

/** PUT /api/reports/:id — autosave; names the version it was made on (a stale one is a 409). */
export function saveReport(reportId: string, body: SaveReportBody) {
  return callEndpoint(REPORT_ENDPOINTS.save, { params: { id: reportId }, body });
}

/** POST /api/reports/:id/submit — freezes a version for review (refused while a check fails). */
export function submitReport(reportId: string, body: SubmitReportBody) {
  return callEndpoint(REPORT_ENDPOINTS.submit, { params: { id: reportId }, body });
}

/** A report's start or submit moves its request too. */
/**
 * `onStarted` runs with the new report even when the screen that asked has gone meanwhile: the
 * ready list it sat in refreshes as soon as the server tells it the report exists, often before
 * the answer arrives, and a callback given to `mutate` would then never run.
 */
export function useStartReport({ onStarted }: { onStarted?: (detail: ReportDetail) => void } = {}) {
  const queryClient = useQueryClient();
  return useChangeMutation('report.start', {
    mutationFn: startReport,
    onSuccess: (detail) => {
      queryClient.setQueryData(reportKeys.detail(detail.id), detail);
      onStarted?.(detail);
    },
    keep: (detail) => [reportKeys.detail(detail.id)],
  });
}

export function useSubmitReport(reportId: string) {
  const queryClient = useQueryClient();
  return useChangeMutation('report.submit', {
    mutationFn: (body: SubmitReportBody) => submitReport(reportId, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(reportKeys.detail(detail.id), detail);
    },
    keep: (detail) => [reportKeys.detail(detail.id)],
  });
}
