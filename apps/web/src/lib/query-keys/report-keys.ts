import type { ReportListQuery } from '@thamani/domain/reports';

/**
 * Query keys of reports, templates and the valuer's own details. Every report key starts with
 * 'reports', so one invalidation of `reportKeys.all` refreshes lists, details and checks.
 */
export const reportKeys = {
  all: ['reports'] as const,
  lists: ['reports', 'list'] as const,
  list: (query: Partial<ReportListQuery>) => ['reports', 'list', query] as const,
  ready: ['reports', 'ready'] as const,
  detail: (reportId: string) => ['reports', 'detail', reportId] as const,
  /** Submitted versions never change: cached for good. */
  version: (reportId: string, n: number) => ['reports', 'version', reportId, n] as const,
  checks: (reportId: string) => ['reports', 'checks', reportId] as const,
};

export const templateKeys = {
  all: ['report-templates'] as const,
  list: ['report-templates', 'list'] as const,
  detail: (templateId: string) => ['report-templates', 'detail', templateId] as const,
};

export const valuerProfileKeys = {
  all: ['valuer-profile'] as const,
  me: ['valuer-profile', 'me'] as const,
};
