import { queryOptions, useQuery } from '@tanstack/react-query';
import { pathOf } from '@thamani/domain/endpoints';
import type { Extraction } from '@thamani/domain/extractions';
import { EXTRACTION_ENDPOINTS } from '@thamani/domain/extractions.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { extractionKeys } from '@/lib/query-keys/extraction-keys';

/** A page of the document as PNG: an image's address. */
export const extractionPagePath = (id: string, page: number) => pathOf(EXTRACTION_ENDPOINTS.page, { id, page });

const isRunning = (e: Extraction | undefined) => e?.status === 'queued' || e?.status === 'running';

/** An extraction, polled every second while the document is being read. */
export function extractionQueryOptions(id: string) {
  return queryOptions({
    queryKey: extractionKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(EXTRACTION_ENDPOINTS.extraction, { params: { id }, signal }),
    refetchInterval: (query) => (isRunning(query.state.data) ? 1000 : false),
  });
}

export function useExtraction(id: string) {
  return useQuery(extractionQueryOptions(id));
}
