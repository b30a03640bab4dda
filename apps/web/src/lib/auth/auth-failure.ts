import { ACCOUNT_MESSAGES } from '@thamani/domain/account';

/** An error better-auth's client returns. */
export type AuthFailure = { code?: string; message?: string; statusText: string; status: number };

/** better-auth's error codes for password and two-factor checks, in our words. */
const MESSAGE_OF_CODE: Record<string, string> = {
  INVALID_PASSWORD: ACCOUNT_MESSAGES.currentPasswordWrong,
  INVALID_CODE: ACCOUNT_MESSAGES.wrongCode,
  INVALID_BACKUP_CODE: ACCOUNT_MESSAGES.wrongBackupCode,
  INVALID_TWO_FACTOR_COOKIE: ACCOUNT_MESSAGES.challengeExpired,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: ACCOUNT_MESSAGES.tooManyAttempts,
  ACCOUNT_TEMPORARILY_LOCKED: ACCOUNT_MESSAGES.accountLocked,
};

export function authFailureMessage(error: AuthFailure): string {
  return (error.code ? MESSAGE_OF_CODE[error.code] : undefined) ?? error.message ?? error.statusText;
}

/** The data of a better-auth client call, or an Error with the message a person should read. */
export function unwrapAuthResult<T>(result: { data: T | null; error: AuthFailure | null }): T {
  if (result.error) {
    throw new Error(authFailureMessage(result.error));
  }
  if (result.data === null) {
    throw new Error('The server sent an unexpected response.');
  }
  return result.data;
}
