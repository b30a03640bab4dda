import { queryOptions, useQuery } from '@tanstack/react-query';
import { ExtractionListSchema } from '@thamani/domain/extractions';
import { apiRequest } from '@/lib/api-client';
import { extractionsKey } from './get-extraction';

/** GET /api/extractions — mine, newest first. */
export function extractionsQueryOptions() {
  return queryOptions({
    queryKey: [...extractionsKey, 'list'],
    queryFn: ({ signal }) => apiRequest('/api/extractions', { schema: ExtractionListSchema, signal }),
  });
}

export function useExtractions() {
  return useQuery(extractionsQueryOptions());
}
