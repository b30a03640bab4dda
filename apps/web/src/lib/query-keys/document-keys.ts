/** Query keys of request documents; every one starts with 'documents'. */
export const documentKeys = {
  all: ['documents'] as const,
  ofRequest: (requestId: string) => ['documents', 'request', requestId] as const,
};
