import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOCUMENT_ENDPOINTS } from '@thamani/domain/documents.endpoints';
import { pathOf } from '@thamani/domain/endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { documentKeys } from '@/lib/query-keys/document-keys';

/** GET /api/requests/:id/documents — its requester, assigned valuer and admins; 404 for anyone else. */
export function getRequestDocuments(requestId: string, signal?: AbortSignal) {
  return callEndpoint(DOCUMENT_ENDPOINTS.list, { params: { id: requestId }, signal });
}

export function requestDocumentsQueryOptions(requestId: string) {
  return queryOptions({
    queryKey: documentKeys.ofRequest(requestId),
    queryFn: ({ signal }) => getRequestDocuments(requestId, signal),
  });
}

export function useRequestDocuments(requestId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...requestDocumentsQueryOptions(requestId), enabled });
}

/** Where a document's bytes (download) and page images (preview) are served. */
export const documentUrls = {
  content: (documentId: string) => pathOf(DOCUMENT_ENDPOINTS.content, { id: documentId }),
  page: (documentId: string, page: number) => pathOf(DOCUMENT_ENDPOINTS.page, { id: documentId, page }),
};
