import {
  ADMIN_REQUESTS_MESSAGES,
  type AdminRequestsFilters,
  AdminRequestsFiltersSchema,
} from '@thamani/domain/admin-requests';
import { useFiltersInAddress } from '@/lib/use-filters-in-address';

export type AdminRequestFilterKey = keyof AdminRequestsFilters;
export const FILTER_KEYS = Object.keys(AdminRequestsFiltersSchema.shape) as AdminRequestFilterKey[];
const UNKNOWN_FILTER = 'This address holds a filter the list does not know. Clear the filters to start again.';

const outOfOrder = (from?: string, to?: string) => Boolean(from && to && from > to);

/**
 * The filters live in the address, so a dashboard link opens the list pre-filtered and Back from a
 * request returns to the same view. `error` is set for an unreadable filter or dates out of order
 * (nothing is fetched then).
 */
export function useAdminRequestFilters() {
  const { raw, parsed, setFilter, clear } = useFiltersInAddress(FILTER_KEYS, AdminRequestsFiltersSchema);
  const filters: AdminRequestsFilters = parsed.success ? parsed.data : {};
  const error = !parsed.success
    ? UNKNOWN_FILTER
    : outOfOrder(filters.receivedFrom, filters.receivedTo) || outOfOrder(filters.completedFrom, filters.completedTo)
      ? ADMIN_REQUESTS_MESSAGES.datesOutOfOrder
      : null;
  return { raw, filters, error, setFilter, clear };
}
