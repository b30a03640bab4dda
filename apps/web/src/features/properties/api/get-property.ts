import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROPERTY_ENDPOINTS } from '@thamani/domain/properties.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { isAppError } from '@/lib/errors';
import { propertyKeys } from '@/lib/query-keys/property-keys';

/** GET /api/admin/properties/:id — the property and its whole history. */
export function getProperty(propertyId: string, signal?: AbortSignal) {
  return callEndpoint(PROPERTY_ENDPOINTS.detail, { params: { id: propertyId }, signal });
}

export function propertyQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: propertyKeys.detail(propertyId),
    queryFn: ({ signal }) => getProperty(propertyId, signal),
    retry: (failureCount, error) => !isPropertyNotFound(error) && failureCount < 1,
  });
}

export function useProperty(propertyId: string, enabled = true) {
  return useQuery({ ...propertyQueryOptions(propertyId), enabled });
}

/** A wrong id answers 404, a mistyped one (not an id at all) 400: both read "not found". */
export function isPropertyNotFound(error: unknown): boolean {
  return isAppError(error, 'NOT_FOUND') || isAppError(error, 'VALIDATION');
}
