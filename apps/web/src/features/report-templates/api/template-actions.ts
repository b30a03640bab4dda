import { useQueryClient } from '@tanstack/react-query';
import type { ReportTemplateBody, UpdateReportTemplateBody } from '@thamani/domain/reports';
import { REPORT_TEMPLATE_ENDPOINTS } from '@thamani/domain/report-templates.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { templateKeys } from '@/lib/query-keys/report-keys';

/** A new template owned by the caller. */
export function createTemplate(body: ReportTemplateBody) {
  return callEndpoint(REPORT_TEMPLATE_ENDPOINTS.create, { body });
}

/** A new version of a template; names the version edited (a stale one is a 409). */
export function updateTemplate(templateId: string, body: UpdateReportTemplateBody) {
  return callEndpoint(REPORT_TEMPLATE_ENDPOINTS.update, { params: { id: templateId }, body });
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
