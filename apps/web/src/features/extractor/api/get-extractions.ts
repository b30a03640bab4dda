import { queryOptions, useQuery } from '@tanstack/react-query';
import { EXTRACTION_ENDPOINTS } from '@thamani/domain/extractions.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { extractionKeys } from '@/lib/query-keys/extraction-keys';

/** Mine, newest first. */
export function extractionsQueryOptions() {
  return queryOptions({
    queryKey: extractionKeys.list,
    queryFn: ({ signal }) => callEndpoint(EXTRACTION_ENDPOINTS.mine, { signal }),
  });
}

export function useExtractions() {
  return useQuery(extractionsQueryOptions());
}
