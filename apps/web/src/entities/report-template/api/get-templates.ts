import { queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_TEMPLATE_ENDPOINTS } from '@thamani/domain/report-templates.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { templateKeys } from '@/lib/query-keys/report-keys';

/** The firm's templates and the valuer's own (an admin: all). */
export function getTemplates(signal?: AbortSignal) {
  return callEndpoint(REPORT_TEMPLATE_ENDPOINTS.list, { signal });
}

export function useTemplates() {
  return useQuery(queryOptions({ queryKey: templateKeys.list, queryFn: ({ signal }) => getTemplates(signal) }));
}

/** A template's latest version with its sections. */
export function getTemplate(templateId: string, signal?: AbortSignal) {
  return callEndpoint(REPORT_TEMPLATE_ENDPOINTS.template, { params: { id: templateId }, signal });
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
