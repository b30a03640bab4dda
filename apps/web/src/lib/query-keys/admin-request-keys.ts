import type { AdminRequestsFilters } from '@thamani/domain/admin-requests';

/** Query keys of the admin's requests list; every one starts with 'admin-requests'. */
export const adminRequestsKeys = {
  all: ['admin-requests'] as const,
  list: (filters: AdminRequestsFilters) => ['admin-requests', 'list', filters] as const,
};
