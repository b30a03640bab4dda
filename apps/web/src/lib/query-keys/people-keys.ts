/** Query keys of the admin's people pages; every one starts with 'admin-people'. */
export const peopleKeys = {
  all: ['admin-people'] as const,
  list: <Filters extends object>(filters: Filters) => ['admin-people', 'list', filters] as const,
  detail: (userId: string) => ['admin-people', 'detail', userId] as const,
};
