import { queryOptions, useQuery } from '@tanstack/react-query';
import { ExtractionListSchema } from '@thamani/domain/extractions';
import { apiRequest } from '@/lib/api-client';
import { extractionKeys } from '@/lib/query-keys/extraction-keys';

/** GET /api/extractions — mine, newest first. */
export function extractionsQueryOptions() {
  return queryOptions({
    queryKey: extractionKeys.list,
    queryFn: ({ signal }) => apiRequest('/api/extractions', { schema: ExtractionListSchema, signal }),
  });
}

export function useExtractions() {
  return useQuery(extractionsQueryOptions());
}
