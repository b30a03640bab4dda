/** Query keys of krooki extractions; every one starts with 'extractions'. */
export const extractionKeys = {
  all: ['extractions'] as const,
  list: ['extractions', 'list'] as const,
  detail: (id: string) => ['extractions', 'detail', id] as const,
};
