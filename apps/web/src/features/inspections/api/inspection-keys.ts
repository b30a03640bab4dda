/** Every inspection query lives under this key, so one invalidation refreshes lists, details and summaries. */
export const inspectionsKey = ['inspections'] as const;

export const inspectionKeys = {
  list: (agentId: string | null) => [...inspectionsKey, 'list', { agentId }] as const,
  detail: (inspectionId: string) => [...inspectionsKey, 'detail', inspectionId] as const,
  visitSummary: (visitId: string) => [...inspectionsKey, 'visit-summary', visitId] as const,
  requestSummary: (requestId: string) => [...inspectionsKey, 'request-summary', requestId] as const,
};
