import { useQueryClient } from '@tanstack/react-query';
import {
  ReportDetailSchema,
  type SaveReportBody,
  SaveReportResponseSchema,
  type StartReportBody,
  type SubmitReportBody,
} from '@thamani/domain/reports';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { reportKeys } from '@/lib/query-keys/report-keys';

const base = (reportId: string) => `/api/reports/${encodeURIComponent(reportId)}`;

/** POST /api/reports — starts the request's report from a template (or returns the one already started). */
export function startReport(body: StartReportBody) {
  return apiRequest('/api/reports', { method: 'POST', body, schema: ReportDetailSchema });
}

/** PUT /api/reports/:id — autosave; names the version it was made on (a stale one is a 409). */
export function saveReport(reportId: string, body: SaveReportBody) {
  return apiRequest(base(reportId), { method: 'PUT', body, schema: SaveReportResponseSchema });
}

/** POST /api/reports/:id/submit — freezes a version for review (refused while a check fails). */
export function submitReport(reportId: string, body: SubmitReportBody) {
  return apiRequest(`${base(reportId)}/submit`, { method: 'POST', body, schema: ReportDetailSchema });
}

/** A report's start or submit moves its request too. */
export function useStartReport() {
  const queryClient = useQueryClient();
  return useChangeMutation('report.start', {
    mutationFn: startReport,
    onSuccess: (detail) => {
      queryClient.setQueryData(reportKeys.detail(detail.id), detail);
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
