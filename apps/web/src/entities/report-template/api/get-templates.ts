import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReportTemplateDetailSchema, ReportTemplateListSchema } from '@thamani/domain/reports';
import { apiRequest } from '@/lib/api-client';
import { templateKeys } from '@/lib/query-keys/report-keys';

/** GET /api/report-templates — the firm's templates and the valuer's own (an admin: all). */
export function getTemplates(signal?: AbortSignal) {
  return apiRequest('/api/report-templates', { schema: ReportTemplateListSchema, signal });
}

export function useTemplates() {
  return useQuery(queryOptions({ queryKey: templateKeys.list, queryFn: ({ signal }) => getTemplates(signal) }));
}

/** GET /api/report-templates/:id — the latest version with its sections. */
export function getTemplate(templateId: string, signal?: AbortSignal) {
  return apiRequest(`/api/report-templates/${encodeURIComponent(templateId)}`, {
    schema: ReportTemplateDetailSchema,
    signal,
  });
}

export function templateQueryOptions(templateId: string) {
  return queryOptions({
    queryKey: templateKeys.detail(templateId),
    queryFn: ({ signal }) => getTemplate(templateId, signal),
  });
}

/** `templateId` null: nothing to load (a new template). */
export function useTemplate(templateId: string | null) {
  return useQuery({ ...templateQueryOptions(templateId ?? ''), enabled: templateId !== null });
}
