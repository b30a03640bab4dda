import { loadAuthClient } from '@/lib/auth/session-api';

/** Asks for a reset e-mail; the server answers the same whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  const authClient = await loadAuthClient();
  const { error } = await authClient.requestPasswordReset({
    email,
    redirectTo: `${window.location.origin}/reset-password`,
  });
  if (error) {
    throw new Error(error.message ?? error.statusText);
  }
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  const authClient = await loadAuthClient();
  const { error } = await authClient.resetPassword({ token, newPassword });
  if (error) {
    throw new Error(error.message ?? error.statusText);
  }
}
