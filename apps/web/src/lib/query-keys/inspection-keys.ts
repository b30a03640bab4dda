/**
 * Query keys of inspections. Every key starts with 'inspections', so one invalidation refreshes
 * lists, details and the summaries on the visit and request pages.
 */
export const inspectionKeys = {
  all: ['inspections'] as const,
  list: (agentId: string | null) => ['inspections', 'list', { agentId }] as const,
  detail: (inspectionId: string) => ['inspections', 'detail', inspectionId] as const,
  visitSummary: (visitId: string) => ['inspections', 'visit-summary', visitId] as const,
  requestSummary: (requestId: string) => ['inspections', 'request-summary', requestId] as const,
  /** The valuers to filter the inspections by (admin). */
  agents: ['inspections', 'agents'] as const,
};
