import { isAppError } from '@/lib/errors';

/** What a failed save asks for: send the same again later, settle with the server's copy, or give it up. */
export type FailureHandling = 'retry' | 'conflict' | 'drop';

/**
 * A request that never reached the server, or one the server could not answer now, is tried
 * again; a 409 (another device saved first) or a record that moved on is settled against the
 * server's copy; any other refusal will be refused again.
 */
export function classifySaveError(error: unknown): FailureHandling {
  if (!isAppError(error)) {
    return 'retry'; // a fetch that never reached the server
  }
  switch (error.code) {
    case 'CONFLICT':
    case 'INVALID_TRANSITION':
      return 'conflict';
    case 'UNAVAILABLE':
    case 'INTERNAL':
    case 'RATE_LIMITED':
    case 'UNAUTHENTICATED':
      return 'retry';
    case 'BAD_REQUEST':
    case 'PAYMENT_REQUIRED':
    case 'VALIDATION':
    case 'FORBIDDEN':
    case 'NOT_FOUND':
    case 'PAYLOAD_TOO_LARGE':
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'drop';
  }
}

/** The server is down, failing or busy: the same save may go through in a moment. */
export function isServerBusy(error: unknown): boolean {
  return isAppError(error, 'UNAVAILABLE') || isAppError(error, 'INTERNAL') || isAppError(error, 'RATE_LIMITED');
}

/** A 409 naming the server's version: the save was made on a version someone else replaced. */
export function isStaleVersion(error: unknown): boolean {
  return isAppError(error, 'CONFLICT') && typeof error.details?.version === 'number';
}

/** The failure in the person's words. */
export function failureMessage(error: unknown, fallback?: string): string {
  return error instanceof Error ? error.message : (fallback ?? String(error));
}
