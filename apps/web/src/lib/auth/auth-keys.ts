import { ValidateResponseSchema } from '@thamani/domain/me';
import { ME_ENDPOINTS } from '@thamani/domain/me.endpoints';
import { SETTINGS_ENDPOINTS } from '@thamani/domain/settings.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { authKeys } from './auth-query-keys';
import { VALIDATE_URL } from './auth-urls';

export { authKeys };

/** GET /api/me (ME_URL, which the page's HTML preloads); the server creates missing profile and role rows itself, so it never answers 404. */
export function getMe(signal?: AbortSignal) {
  return callEndpoint(ME_ENDPOINTS.me, { signal });
}

/** POST /api/me/ensure: creates the profile and role rows if missing, never overwrites them. */
export function ensureMe() {
  return callEndpoint(ME_ENDPOINTS.ensure, {});
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.settings,
    queryFn: ({ signal }) => callEndpoint(SETTINGS_ENDPOINTS.public, { signal }),
  });

/** The server's token validation (VALIDATE_URL, which an admin page's HTML preloads); always asked afresh by the admin guard. */
export const validateQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.validate,
    queryFn: ({ signal }) => apiRequest(VALIDATE_URL, { schema: ValidateResponseSchema, signal }),
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
