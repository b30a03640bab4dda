import type { SignInInput, SignUpInput } from '@thamani/domain/auth';
import { SESSION_MESSAGES } from '@thamani/domain/messages';
import type { MeResponse } from '@thamani/domain/me';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { isAppError } from '@/lib/errors';
import { setAccessToken, setAccessTokenRefresher } from './access-token';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';
import { authKeys } from './auth-query-keys';
import { forgetIdentity, rememberedIdentity, rememberIdentity } from './remembered-identity';
import { fetchAccessToken, fetchSession } from './session-api';
import { createTokenManager } from './token-manager';

/*
 * This provider is part of every first page load, so what only a signed-in visitor or an auth
 * action needs is imported on demand: GET /api/me with its zod schema (auth-keys), sign in / up /
 * out (auth-actions: better-auth's client, sonner) and toasts (sonner, rendered by the lazily
 * loaded <AppToaster>, which replays toasts raised before it mounted).
 */
const loadActions = () => import('./auth-actions');
const getMe = (signal?: AbortSignal) => import('./auth-keys').then((m) => m.getMe(signal));
const toastError = (message: string, options: { id: string }) =>
  void import('sonner').then(({ toast }) => toast.error(message, options));

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Offline (the server cannot be reached at all), the last identity seen on this device stands
  // in, so an agent's page opens without a network; both are asked again once it is back.
  const askAgainWhenOnline = useRef(false);
  const standIn = useCallback(() => {
    if (!askAgainWhenOnline.current) {
      askAgainWhenOnline.current = true;
      window.addEventListener(
        'online',
        () => {
          askAgainWhenOnline.current = false;
          void queryClient.invalidateQueries({ queryKey: authKeys.session });
          void queryClient.invalidateQueries({ queryKey: authKeys.me });
        },
        { once: true },
      );
    }
    return rememberedIdentity();
  }, [queryClient]);
  const sessionQuery = useQuery({
    queryKey: authKeys.session,
    queryFn: async () => {
      try {
        const fresh = await fetchSession();
        if (fresh === null) {
          forgetIdentity();
        }
        return fresh;
      } catch (error) {
        // fetch rejects with a TypeError only when no answer came at all.
        const remembered = error instanceof TypeError ? standIn() : null;
        if (!remembered) {
          throw error;
        }
        return remembered.session;
      }
    },
    staleTime: Infinity,
    retry: 1,
    networkMode: 'always',
  });
  const session = sessionQuery.data ?? null;
  const userId = session?.user.id ?? null;
  const meQuery = useQuery({
    queryKey: authKeys.me,
    queryFn: async ({ signal }) => {
      try {
        return await getMe(signal);
      } catch (error) {
        const remembered = isAppError(error, 'UNAVAILABLE') ? standIn() : null;
        if (!remembered || remembered.me.user.id !== userId) {
          throw error;
        }
        return remembered.me;
      }
    },
    enabled: userId !== null,
    networkMode: 'always',
  });
  const meData = meQuery.data;
  useEffect(() => {
    if (session && meData && meData.user.id === session.user.id) {
      rememberIdentity({ session, me: meData });
    }
  }, [session, meData]);

  const endLocalSession = useCallback(
    (message: string) => {
      setAccessToken(null);
      forgetIdentity();
      queryClient.setQueryData(authKeys.session, null);
      queryClient.removeQueries({ queryKey: authKeys.me });
      toastError(message, { id: 'session-state' });
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

  // Tell the user once when the session could not be read or validated.
  const sessionFailed = sessionQuery.isError;
  useEffect(() => {
    if (sessionFailed) {
      console.error(SESSION_MESSAGES.sessionFetchFailed, sessionQuery.error);
      toastError(SESSION_MESSAGES.sessionFetchFailed, { id: 'session-state' });
    }
  }, [sessionFailed, sessionQuery.error]);
  const meError = meQuery.error;
  useEffect(() => {
    if (!meError) {
      return;
    }
    if (isAppError(meError, 'UNAUTHENTICATED')) {
      endLocalSession(SESSION_MESSAGES.noActiveSession);
      return;
    }
    console.error(SESSION_MESSAGES.validationFailed, meError);
    toastError(SESSION_MESSAGES.validationFailed, { id: 'session-state' });
  }, [meError, endLocalSession]);

  const signIn = useCallback(
    async (input: SignInInput) => (await loadActions()).signIn(queryClient, input),
    [queryClient],
  );

  const signUp = useCallback(async (input: SignUpInput) => (await loadActions()).signUp(input), []);

  const signOut = useCallback(
    async (options?: { quiet?: boolean }) =>
      (await loadActions()).signOut(queryClient, () => managerRef.current?.stop(), options),
    [queryClient],
  );

  const refreshSession = useCallback(async () => {
    await managerRef.current?.refresh();
    await queryClient.invalidateQueries({ queryKey: authKeys.me });
    queryClient.removeQueries({ queryKey: authKeys.validate });
  }, [queryClient]);

  const me: MeResponse | null = userId !== null ? (meQuery.data ?? null) : null;
  const status: AuthStatus = statusOf(sessionQuery.isPending, userId, meQuery.isPending && meQuery.fetchStatus !== 'idle', me);
  // The role comes only from the server (user_roles): the access token carries no role claim, so
  // until /api/me answers a visitor has the least-privileged role.
  const role = me?.role ?? 'user';

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
