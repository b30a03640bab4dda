import { type AuditLogFilters, AuditLogFiltersSchema } from '@thamani/domain/audit-log';
import { useFiltersInAddress } from '@/lib/use-filters-in-address';

export type AuditFilterKey = keyof AuditLogFilters;
const UNKNOWN_FILTER = 'This address holds a filter the log does not know. Clear the filters to start again.';
const KEYS = ['userId', 'entityType', 'entityId', 'action', 'from', 'to'] as const satisfies readonly AuditFilterKey[];

/**
 * The log's filters live in the address, so a filtered view survives following a row's link and
 * coming back. `error` is set when the dates are out of order (nothing is fetched then).
 */
export function useAuditFilters() {
  const { raw, parsed, setFilter, clear } = useFiltersInAddress(KEYS, AuditLogFiltersSchema);
  const filters: AuditLogFilters = parsed.success ? parsed.data : {};
  const issue = parsed.success ? null : parsed.error.issues[0];
  const error = !issue ? null : issue.path[0] === 'to' ? issue.message : UNKNOWN_FILTER;
  return { raw, filters, error, setFilter, clear };
}
