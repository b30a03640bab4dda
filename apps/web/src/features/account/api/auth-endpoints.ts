import { loadAuthClient } from '@/lib/auth/session-api';
import { unwrapAuthResult as unwrap } from '@/lib/auth/auth-failure';

/**
 * better-auth's own endpoints behind /api/auth (password and two-factor sign-in). The calls that
 * replace the session (turning two-factor on or off, signing other devices out) leave the new
 * session cookie; the API client refreshes its access token from it on the next 401.
 */

export async function changePassword(body: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }) {
  const client = await loadAuthClient();
  unwrap(await client.changePassword(body));
}

/** Starts enrolment: the authenticator app's URI (for the QR code) and ten backup codes. */
export async function enableTwoFactor(password: string): Promise<{ totpURI: string; backupCodes: string[] }> {
  const client = await loadAuthClient();
  const data = unwrap(await client.twoFactor.enable({ password }));
  if (!('totpURI' in data) || !data.totpURI || !data.backupCodes) {
    throw new Error('The server sent an unexpected response.');
  }
  return { totpURI: data.totpURI, backupCodes: data.backupCodes };
}

/** A code from the app while signed in: turns two-factor sign-in on. */
export async function confirmTotp(code: string): Promise<void> {
  const client = await loadAuthClient();
  unwrap(await client.twoFactor.verifyTotp({ code }));
}

export async function disableTwoFactor(password: string): Promise<void> {
  const client = await loadAuthClient();
  unwrap(await client.twoFactor.disable({ password }));
}

export async function regenerateBackupCodes(password: string): Promise<string[]> {
  const client = await loadAuthClient();
  return unwrap(await client.twoFactor.generateBackupCodes({ password })).backupCodes;
}
