import { useQueryClient } from '@tanstack/react-query';
import {
  type ReportTemplateBody,
  ReportTemplateDetailSchema,
  type UpdateReportTemplateBody,
} from '@thamani/domain/reports';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { templateKeys } from '@/lib/query-keys/report-keys';

/** POST /api/report-templates — a new template owned by the caller. */
export function createTemplate(body: ReportTemplateBody) {
  return apiRequest('/api/report-templates', { method: 'POST', body, schema: ReportTemplateDetailSchema });
}

/** PUT /api/report-templates/:id — a new version; names the version edited (a stale one is a 409). */
export function updateTemplate(templateId: string, body: UpdateReportTemplateBody) {
  return apiRequest(`/api/report-templates/${encodeURIComponent(templateId)}`, {
    method: 'PUT',
    body,
    schema: ReportTemplateDetailSchema,
  });
}

export function useSaveTemplate(templateId: string | null) {
  const queryClient = useQueryClient();
  return useChangeMutation('template.save', {
    mutationFn: (body: UpdateReportTemplateBody | ReportTemplateBody) =>
      templateId && 'version' in body ? updateTemplate(templateId, body) : createTemplate(body),
    onSuccess: (detail) => {
      queryClient.setQueryData(templateKeys.detail(detail.id), detail);
    },
    keep: (detail) => [templateKeys.detail(detail.id)],
  });
}
