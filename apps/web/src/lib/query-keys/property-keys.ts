/** Query keys of the admin's properties pages; every one starts with 'admin-properties'. */
export const propertyKeys = {
  all: ['admin-properties'] as const,
  list: <Filters extends object>(filters: Filters) => ['admin-properties', 'list', filters] as const,
  detail: (propertyId: string) => ['admin-properties', 'detail', propertyId] as const,
};
