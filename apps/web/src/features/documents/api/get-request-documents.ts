import { queryOptions, useQuery } from '@tanstack/react-query';
import { DocumentListSchema } from '@thamani/domain/documents';
import { apiRequest } from '@/lib/api-client';
import { documentKeys } from '@/lib/query-keys/document-keys';

/** GET /api/requests/:id/documents — its requester, assigned valuer and admins; 404 for anyone else. */
export function getRequestDocuments(requestId: string, signal?: AbortSignal) {
  return apiRequest(`/api/requests/${encodeURIComponent(requestId)}/documents`, { schema: DocumentListSchema, signal });
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
  content: (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}/content`,
  page: (documentId: string, page: number) => `/api/documents/${encodeURIComponent(documentId)}/pages/${page}`,
};
