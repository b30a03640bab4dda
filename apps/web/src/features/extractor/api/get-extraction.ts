import { queryOptions, useQuery } from '@tanstack/react-query';
import { ExtractionSchema, type Extraction } from '@thamani/domain/extractions';
import { apiRequest } from '@/lib/api-client';
import { extractionKeys } from '@/lib/query-keys/extraction-keys';

export const extractionPath = (id: string) => `/api/extractions/${encodeURIComponent(id)}`;
export const extractionPagePath = (id: string, page: number) => `${extractionPath(id)}/pages/${page}`;

const isRunning = (e: Extraction | undefined) => e?.status === 'queued' || e?.status === 'running';

/** GET /api/extractions/:id — polled every second while the document is being read. */
export function extractionQueryOptions(id: string) {
  return queryOptions({
    queryKey: extractionKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(extractionPath(id), { schema: ExtractionSchema, signal }),
    refetchInterval: (query) => (isRunning(query.state.data) ? 1000 : false),
  });
}

export function useExtraction(id: string) {
  return useQuery(extractionQueryOptions(id));
}
