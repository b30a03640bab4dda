import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_RETRY } from '@thamani/domain/limits';
import { REPORT_ENDPOINTS } from '@thamani/domain/reports.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { isAppError } from '@/lib/errors';
import { verificationKeys } from '@/lib/query-keys/verification-keys';

/** While the issued PDF is being rendered its hash is not known yet; ask again this often. */
const RENDERING_POLL_MS = 5_000;

/** GET /api/verify/:code (public) — what the report with this code states, and its PDF's SHA-256. */
export function getVerification(code: string, signal?: AbortSignal) {
  return callEndpoint(REPORT_ENDPOINTS.verify, { params: { code }, signal });
}

export function verificationQueryOptions(code: string) {
  return queryOptions({
    queryKey: verificationKeys.code(code),
    queryFn: ({ signal }) => getVerification(code, signal),
    // An unknown code stays unknown; retrying only delays the answer.
    retry: (failures, error) => !isUnknownCode(error) && retryAtOf(error) === null && failures < QUERY_RETRY,
    refetchInterval: (query) => (query.state.data && query.state.data.sha256 === null ? RENDERING_POLL_MS : false),
  });
}

export function useVerification(code: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...verificationQueryOptions(code), enabled });
}

export function isUnknownCode(error: unknown): boolean {
  return isAppError(error, 'NOT_FOUND') || isAppError(error, 'VALIDATION') || isAppError(error, 'BAD_REQUEST');
}

/** When an address that guessed too many wrong codes may check again (ISO), or null for any other error. */
export function retryAtOf(error: unknown): string | null {
  if (!isAppError(error, 'RATE_LIMITED')) {
    return null;
  }
  const retryAt = error.details?.retryAt;
  return typeof retryAt === 'string' ? retryAt : new Date(Date.now() + 15 * 60_000).toISOString();
}
