import type { AppError, ErrorCode } from '@thamani/domain/app-error';

/**
 * `error instanceof AppError`, without importing the class: AppError.fromResponse parses error
 * bodies with zod, and the first page load (error fallbacks, auth provider) should not carry
 * zod for that. AppError names itself 'AppError' and always has a string `code`.
 */
export function isAppError(error: unknown, code?: ErrorCode): error is AppError {
  if (!(error instanceof Error) || error.name !== 'AppError') {
    return false;
  }
  const actual = (error as { code?: unknown }).code;
  return typeof actual === 'string' && (code === undefined || actual === code);
}
