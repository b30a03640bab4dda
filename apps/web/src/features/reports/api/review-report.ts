import { useQueryClient } from '@tanstack/react-query';
import type { ApproveReportBody, RequestChangesBody } from '@thamani/domain/reports';
import { REPORT_ENDPOINTS } from '@thamani/domain/reports.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { isAppError } from '@/lib/errors';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { reportKeys } from '@/lib/query-keys/report-keys';

/** POST /api/reports/:id/approve (admin) — completes the request and issues the signed PDF. */
export function approveReport(reportId: string, body: ApproveReportBody) {
  return callEndpoint(REPORT_ENDPOINTS.approve, { params: { id: reportId }, body });
}

/** POST /api/reports/:id/request-changes (admin) — back to the valuer with comments; the request is in progress again. */
export function requestReportChanges(reportId: string, body: RequestChangesBody) {
  return callEndpoint(REPORT_ENDPOINTS.requestChanges, { params: { id: reportId }, body });
}

/**
 * Both decisions name the submission they were made on. After either — or after a 409, when
 * another admin decided first or the valuer submitted a newer version — every report query and
 * the request refetch, so the screen shows what is decided now.
 */
function useDecision<B>(
  change: 'report.approve' | 'report.request-changes',
  reportId: string,
  send: (reportId: string, body: B) => ReturnType<typeof approveReport>,
) {
  const queryClient = useQueryClient();
  return useChangeMutation(change, {
    mutationFn: (body: B) => send(reportId, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(reportKeys.detail(detail.id), detail);
    },
    keep: (detail) => [reportKeys.detail(detail.id)],
    refreshOnError: isDecidedElsewhere,
  });
}

export function useApproveReport(reportId: string) {
  return useDecision<ApproveReportBody>('report.approve', reportId, approveReport);
}

export function useRequestReportChanges(reportId: string) {
  return useDecision<RequestChangesBody>('report.request-changes', reportId, requestReportChanges);
}

/** The report moved on while the admin was deciding. */
export function isDecidedElsewhere(error: unknown): boolean {
  return isAppError(error, 'CONFLICT') || isAppError(error, 'INVALID_TRANSITION');
}
