import { MeResponseSchema, PublicSettingsSchema, ValidateResponseSchema } from '@thamani/domain/me';
import { AppError } from '@thamani/domain/app-error';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from './auth-query-keys';

export { authKeys };

/** GET /api/me; a session older than its profile row gets the rows ensured (idempotent). */
export async function getMe(signal?: AbortSignal) {
  try {
    return await apiRequest('/api/me', { schema: MeResponseSchema, signal });
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      return ensureMe();
    }
    throw error;
  }
}

/** POST /api/me/ensure: creates the profile and role rows if missing (spec point 4). */
export function ensureMe() {
  return apiRequest('/api/me/ensure', { method: 'POST', schema: MeResponseSchema });
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.settings,
    queryFn: ({ signal }) => apiRequest('/api/settings', { schema: PublicSettingsSchema, signal }),
  });

/** The server's token validation (spec: validate_jwt); always asked afresh by the admin guard. */
export const validateQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.validate,
    queryFn: ({ signal }) => apiRequest('/api/auth/validate', { schema: ValidateResponseSchema, signal }),
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
