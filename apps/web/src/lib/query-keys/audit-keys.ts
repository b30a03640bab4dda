import type { AuditLogFilters } from '@thamani/domain/audit-log';

/** Query keys of the audit log; every one starts with 'audit'. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (filters: AuditLogFilters) => ['audit', 'list', filters] as const,
  actors: (q: string) => ['audit', 'actors', q] as const,
};
