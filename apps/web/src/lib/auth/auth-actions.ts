import type { SignInInput, SignUpInput } from '@thamani/domain/auth';
import { PROFILE_SYNC_DELAY_MS, SIGN_OUT_RELOAD_DELAY_MS } from '@thamani/domain/limits';
import { AUTH_MESSAGES } from '@thamani/domain/messages';
import { homePathForRole } from '@thamani/domain/access';
import { paths } from '@/config/paths';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { navigateTo } from '@/lib/navigation';
import { reloadKeepingToasts } from '@/lib/reload-keeping-toasts';
import { setAccessToken } from './access-token';
import { BETTER_AUTH_BASE } from './better-auth-paths';
import { authKeys, ensureMe, getMe } from './auth-keys';
import { clearLocalAuthState } from './clear-local-state';
import { fetchSession, loadAuthClient } from './session-api';
import { readRedirectTo } from './redirect-to';

/**
 * Sign in, sign up and sign out. The auth provider imports this module when one of them is
 * called, so sonner, zod and better-auth's client stay out of the first page load.
 */

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const AnyBody = z.unknown();

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Signs in and redirects by role; rejects with the server's message after toasting it. When the
 * account has two-factor sign-in on, the password step ends on the code page (/auth/two-factor),
 * which calls finishSignIn once the code is right.
 */
export async function signIn(queryClient: QueryClient, input: SignInInput): Promise<void> {
  const authClient = await loadAuthClient();
  const { data, error } = await authClient.signIn.email({ email: input.email, password: input.password });
  if (error) {
    const message = error.message ?? error.statusText;
    toast.error(AUTH_MESSAGES.signInErrorTitle, { description: message });
    throw new Error(message);
  }
  if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
    // Keep ?redirectTo so the code page can go on to where sign-in was asked for.
    navigateTo(`${paths.signInTwoFactor}${window.location.search}`);
    return;
  }
  await finishSignIn(queryClient);
}

/** After a right password (and code): toasts, profile rows, session, then the next page. */
export async function finishSignIn(queryClient: QueryClient): Promise<void> {
  toast.success(AUTH_MESSAGES.signedInTitle, { description: AUTH_MESSAGES.signedInDescription });
  await sleep(PROFILE_SYNC_DELAY_MS);
  const me = await ensureMe().catch(async (ensureError: unknown) => {
    console.error(AUTH_MESSAGES.ensureProfileError(errorMessage(ensureError)));
    return getMe().catch(() => null);
  });
  if (me) {
    queryClient.setQueryData(authKeys.me, me);
  } else {
    console.warn('No role found for the signed-in user; treating them as user');
  }
  await queryClient.fetchQuery({ queryKey: authKeys.session, queryFn: fetchSession, staleTime: 0 });
  // A role that needs two-factor sign-in sets it up first; the server refuses its role's calls until then.
  if (me?.twoFactor?.required && !me.twoFactor.enabled) {
    navigateTo(paths.accountTwoFactor, { replace: true });
    return;
  }
  // Back to the page that asked for sign-in (a same-origin ?redirectTo), else home by role.
  navigateTo(readRedirectTo() ?? homePathForRole(me?.role ?? 'user'), { replace: true });
}

/** Signs up without signing in; resolves true on success. */
export async function signUp(input: SignUpInput): Promise<boolean> {
  const authClient = await loadAuthClient();
  const { error } = await authClient.$fetch('/sign-up/email', {
    method: 'POST',
    body: { name: input.fullName.trim(), email: input.email, password: input.password, role: input.role ?? 'user' },
  });
  if (error) {
    toast.error(AUTH_MESSAGES.signUpErrorTitle, { description: error.message ?? error.statusText });
    return false;
  }
  toast.success(AUTH_MESSAGES.signUpSuccessTitle, { description: AUTH_MESSAGES.signUpSuccessDescription });
  return true;
}

/** Global sign-out (every device), clears local state, goes to / and reloads. */
export async function signOut(
  queryClient: QueryClient,
  stopTokenManager: () => void,
  options?: { quiet?: boolean },
): Promise<void> {
  try {
    // Global scope: end every session of this user on every device, then clear the cookie.
    await apiRequest(`${BETTER_AUTH_BASE}/revoke-sessions`, { method: 'POST', body: {}, schema: AnyBody });
    const authClient = await loadAuthClient();
    const { error } = await authClient.signOut();
    if (error) {
      throw new Error(error.message ?? error.statusText);
    }
    toast.success(AUTH_MESSAGES.signedOutSuccessTitle, { description: AUTH_MESSAGES.signedOutDescription });
  } catch (error) {
    if (options?.quiet) {
      console.error('Error signing out', error);
    } else {
      toast.error(AUTH_MESSAGES.signOutErrorTitle, { description: errorMessage(error) });
    }
  } finally {
    stopTokenManager();
    setAccessToken(null);
    clearLocalAuthState();
    queryClient.clear();
    queryClient.setQueryData(authKeys.session, null);
    navigateTo('/', { replace: true });
    // The "Signed out" (or error) toast is shown again after the reload, not lost with the page.
    setTimeout(() => reloadKeepingToasts(), SIGN_OUT_RELOAD_DELAY_MS);
  }
}
