import { queryOptions, useQuery } from '@tanstack/react-query';
import { INSPECTION_ENDPOINTS } from '@thamani/domain/inspections.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { isAppError } from '@/lib/errors';
import { inspectionKeys } from '@/lib/query-keys/inspection-keys';
import { getOutbox } from '../lib/outbox';

/** GET /api/inspections/:id — the stamped checklist, answers, photos and version. */
export function getInspection(inspectionId: string, signal?: AbortSignal) {
  return callEndpoint(INSPECTION_ENDPOINTS.detail, { params: { id: inspectionId }, signal });
}

/** Copies served from IndexedDB rather than the server (see refetchOnReconnect below). */
const keptCopies = new WeakSet<object>();

/**
 * The server's copy; when the server cannot be reached (offline, a reload at the site), the copy
 * this phone last had (kept in IndexedDB by the page), with the outbox's waiting edits on top.
 */
export async function getInspectionOrKept(inspectionId: string, signal?: AbortSignal, outbox = getOutbox()) {
  try {
    return await getInspection(inspectionId, signal);
  } catch (error) {
    const kept = isAppError(error, 'UNAVAILABLE')
      ? await outbox.getSnapshot(inspectionId).catch(() => undefined)
      : undefined;
    if (!kept) {
      throw error;
    }
    keptCopies.add(kept);
    return kept;
  }
}

export function inspectionQueryOptions(inspectionId: string) {
  return queryOptions({
    queryKey: inspectionKeys.detail(inspectionId),
    queryFn: ({ signal }) => getInspectionOrKept(inspectionId, signal),
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
    // The page keeps what it has while offline; the outbox holds the edits.
    networkMode: 'offlineFirst',
    // A copy kept from an earlier visit is replaced by the server's as soon as the network is back.
    refetchOnReconnect: (query) => (query.state.data && keptCopies.has(query.state.data) ? 'always' : false),
  });
}

export function useInspection(inspectionId: string) {
  return useQuery(inspectionQueryOptions(inspectionId));
}

export function isNotFound(error: unknown): boolean {
  return isAppError(error, 'NOT_FOUND') || isAppError(error, 'FORBIDDEN');
}
