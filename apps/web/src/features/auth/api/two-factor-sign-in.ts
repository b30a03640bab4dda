import { loadAuthClient } from '@/lib/auth/session-api';
import { unwrapAuthResult } from '@/lib/auth/auth-failure';

/** The second sign-in step: a code from the authenticator app, or one backup code. */
export async function verifySignInCode(kind: 'totp' | 'backup', code: string, trustDevice: boolean): Promise<void> {
  const client = await loadAuthClient();
  const result =
    kind === 'totp'
      ? await client.twoFactor.verifyTotp({ code, trustDevice })
      : await client.twoFactor.verifyBackupCode({ code, trustDevice });
  unwrapAuthResult(result);
}
