import { type AuditLogFilters, AuditLogFiltersSchema } from '@thamani/domain/audit-log';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type AuditFilterKey = keyof AuditLogFilters;
const UNKNOWN_FILTER = 'This address holds a filter the log does not know. Clear the filters to start again.';
const KEYS = ['userId', 'entityType', 'entityId', 'action', 'from', 'to'] as const satisfies readonly AuditFilterKey[];

/**
 * The log's filters live in the address, so a filtered view survives following a row's link and
 * coming back. `error` is set when the dates are out of order (nothing is fetched then).
 */
export function useAuditFilters() {
  const [search, setSearch] = useSearchParams();
  const raw = useMemo(
    () =>
      Object.fromEntries(
        KEYS.flatMap((key) => {
          const v = search.get(key);
          return v ? [[key, v]] : [];
        }),
      ),
    [search],
  );
  const parsed = AuditLogFiltersSchema.safeParse(raw);
  const filters: AuditLogFilters = parsed.success ? parsed.data : {};
  const issue = parsed.success ? null : parsed.error.issues[0];
  const error = !issue ? null : issue.path[0] === 'to' ? issue.message : UNKNOWN_FILTER;

  const setFilter = useCallback(
    (key: AuditFilterKey, value: string) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) {
            next.set(key, value);
          } else {
            next.delete(key);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  const clear = useCallback(() => setSearch(new URLSearchParams(), { replace: true }), [setSearch]);

  return { raw: raw as Partial<Record<AuditFilterKey, string>>, filters, error, setFilter, clear };
}
