import { AppError } from '@thamani/domain/app-error';
import type { SignInInput, SignUpInput } from '@thamani/domain/auth';
import { PROFILE_SYNC_DELAY_MS, SIGN_OUT_RELOAD_DELAY_MS } from '@thamani/domain/limits';
import { AUTH_MESSAGES, SESSION_MESSAGES } from '@thamani/domain/messages';
import type { MeResponse } from '@thamani/domain/me';
import { homePathForRole, normalizeRole } from '@thamani/domain/roles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { navigateTo } from '@/lib/navigation';
import { getAccessToken, readTokenClaims, setAccessToken, setAccessTokenRefresher } from './access-token';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';
import { authKeys, ensureMe, getMe } from './auth-keys';
import { clearLocalAuthState } from './clear-local-state';
import { fetchAccessToken, fetchSession, loadAuthClient } from './session-api';
import { readRedirectTo } from './redirect-to';
import { createTokenManager } from './token-manager';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const AnyBody = z.unknown();

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const sessionQuery = useQuery({ queryKey: authKeys.session, queryFn: fetchSession, staleTime: Infinity, retry: 1 });
  const session = sessionQuery.data ?? null;
  const userId = session?.user.id ?? null;
  const meQuery = useQuery({
    queryKey: authKeys.me,
    queryFn: ({ signal }) => getMe(signal),
    enabled: userId !== null,
  });

  const endLocalSession = useCallback(
    (message: string) => {
      setAccessToken(null);
      queryClient.setQueryData(authKeys.session, null);
      queryClient.removeQueries({ queryKey: authKeys.me });
      toast.error(message, { id: 'session-state' });
    },
    [queryClient],
  );

  // Keep an access token while a session exists; a 401 from the token endpoint means the
  // session ended elsewhere (global sign-out, revoked, expired).
  const managerRef = useRef<ReturnType<typeof createTokenManager> | null>(null);
  useEffect(() => {
    if (userId === null) {
      setAccessToken(null);
      return;
    }
    const manager = createTokenManager({
      fetchToken: fetchAccessToken,
      onToken: setAccessToken,
      onSessionEnded: () => endLocalSession(SESSION_MESSAGES.noActiveSession),
    });
    managerRef.current = manager;
    setAccessTokenRefresher(() => manager.refresh());
    void manager.start();
    return () => {
      manager.stop();
      managerRef.current = null;
      setAccessTokenRefresher(null);
    };
  }, [userId, endLocalSession]);

  // Spec point 8: tell the user once when the session could not be read or validated.
  const sessionFailed = sessionQuery.isError;
  useEffect(() => {
    if (sessionFailed) {
      console.error(SESSION_MESSAGES.sessionFetchFailed, sessionQuery.error);
      toast.error(SESSION_MESSAGES.sessionFetchFailed, { id: 'session-state' });
    }
  }, [sessionFailed, sessionQuery.error]);
  const meError = meQuery.error;
  useEffect(() => {
    if (!meError) {
      return;
    }
    if (meError instanceof AppError && meError.code === 'UNAUTHENTICATED') {
      endLocalSession(SESSION_MESSAGES.noActiveSession);
      return;
    }
    console.error(SESSION_MESSAGES.validationFailed, meError);
    toast.error(SESSION_MESSAGES.validationFailed, { id: 'session-state' });
  }, [meError, endLocalSession]);

  const signIn = useCallback(
    async (input: SignInInput) => {
      const authClient = await loadAuthClient();
      const { error } = await authClient.signIn.email({ email: input.email, password: input.password });
      if (error) {
        const message = error.message ?? error.statusText;
        toast.error(AUTH_MESSAGES.signInErrorTitle, { description: message });
        throw new Error(message);
      }
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
      // Back to the page that asked for sign-in (a same-origin ?redirectTo), else home by role.
      navigateTo(readRedirectTo() ?? homePathForRole(me?.role ?? 'user'), { replace: true });
    },
    [queryClient],
  );

  const signUp = useCallback(async (input: SignUpInput) => {
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
  }, []);

  const signOut = useCallback(
    async (options?: { quiet?: boolean }) => {
      try {
        // Global scope: end every session of this user on every device, then clear the cookie.
        await apiRequest('/api/auth/revoke-sessions', { method: 'POST', body: {}, schema: AnyBody });
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
        managerRef.current?.stop();
        setAccessToken(null);
        clearLocalAuthState();
        queryClient.clear();
        queryClient.setQueryData(authKeys.session, null);
        navigateTo('/', { replace: true });
        setTimeout(() => window.location.reload(), SIGN_OUT_RELOAD_DELAY_MS);
      }
    },
    [queryClient],
  );

  const refreshSession = useCallback(async () => {
    await managerRef.current?.refresh();
    await queryClient.invalidateQueries({ queryKey: authKeys.me });
    queryClient.removeQueries({ queryKey: authKeys.validate });
  }, [queryClient]);

  const me: MeResponse | null = userId !== null ? (meQuery.data ?? null) : null;
  const status: AuthStatus = statusOf(sessionQuery.isPending, userId, meQuery.isPending && meQuery.fetchStatus !== 'idle', me);
  // When validation failed, continue with the role the session's token carries (spec point 8).
  const role = me?.role ?? normalizeRole(readTokenClaims(getAccessToken() ?? '')?.role);

  const value = useMemo<AuthContextValue>(
    () => ({ status, me, role, email: me?.user.email ?? session?.user.email ?? null, signIn, signUp, signOut, refreshSession }),
    [status, me, role, session, signIn, signUp, signOut, refreshSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

function statusOf(sessionPending: boolean, userId: string | null, mePending: boolean, me: MeResponse | null): AuthStatus {
  if (sessionPending) {
    return 'loading';
  }
  if (userId === null) {
    return 'signed-out';
  }
  if (!me && mePending) {
    return 'loading';
  }
  return 'signed-in';
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
