import { type AdminDashboardQuery, AdminDashboardQuerySchema } from '@thamani/domain/admin-dashboard';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The dashboard's range lives in the page address (`?from=…&to=…`), so a chosen range survives
 * following a figure's link and coming back. `error` names what is wrong with a typed range
 * (nothing is fetched then).
 */
export function useDashboardRange() {
  const [search, setSearch] = useSearchParams();
  const raw = useMemo(() => ({ from: search.get('from') ?? '', to: search.get('to') ?? '' }), [search]);
  const parsed = AdminDashboardQuerySchema.safeParse(raw);
  const query: AdminDashboardQuery = parsed.success ? parsed.data : {};
  const error = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);

  const setRange = useCallback(
    (from: string, to: string) => {
      const next = new URLSearchParams();
      if (from) {
        next.set('from', from);
      }
      if (to) {
        next.set('to', to);
      }
      setSearch(next);
    },
    [setSearch],
  );
  return { raw, query, error, setRange };
}
