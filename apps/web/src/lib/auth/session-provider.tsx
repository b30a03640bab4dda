import type { SignInInput } from '@thamani/domain/auth';
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { lazyComponent, useLoaded } from '@/lib/lazy';
import { loadQueryClient, loadedQueryClient, subscribeToQueryClient } from '@/lib/query-client-store';
import { AuthContext, type AuthContextValue } from './auth-context';
import { forgetIdentity } from './remembered-identity';
import { fetchSession, type SessionInfo } from './session-api';

const AuthEngine = lazyComponent(() => import('./auth-engine').then((m) => ({ default: m.AuthEngine })), {
  queries: true,
});
const loadActions = () => import('./auth-actions');

let firstProbe: Promise<SessionInfo | null> | null = null;

/**
 * Asks for the session ahead of the first render (main.tsx); once a session is found, the auth
 * state's code is fetched at once. The first SessionProvider to mount takes this answer.
 */
export function startSessionProbe(): void {
  firstProbe ??= fetchSession().then((session) => {
    if (session !== null) {
      void AuthEngine.preload().catch(() => undefined);
      // GET /api/me's code (its schema), which the auth state asks for as soon as it mounts.
      void import('./auth-keys').catch(() => undefined);
    }
    return session;
  });
  // Nobody may be there to take it (an error page): a failure is handled when it is taken.
  firstProbe.catch(() => undefined);
}

function takeProbe(): Promise<SessionInfo | null> {
  const probe = firstProbe ?? fetchSession();
  firstProbe = null;
  return probe;
}

type Probe = { state: 'pending' } | { state: 'answered'; session: SessionInfo | null } | { state: 'failed' };

const isQueryClientLoaded = () => loadedQueryClient() !== null;

/**
 * The auth state of every page. A signed-out visit only probes the session (a plain fetch):
 * the full auth state (auth-provider: TanStack Query, GET /api/me, token manager) loads once the
 * probe finds a session or fails (it then retries and falls back to the remembered identity), or
 * once anything has loaded the query client (a page with data, signing in).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [probe, setProbe] = useState<Probe>({ state: 'pending' });
  useEffect(() => {
    let live = true;
    takeProbe().then(
      (session) => {
        if (session === null) {
          forgetIdentity();
        }
        if (live) {
          setProbe({ state: 'answered', session });
        }
      },
      () => {
        if (live) {
          setProbe({ state: 'failed' });
        }
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const queryClientLoaded = useSyncExternalStore(subscribeToQueryClient, isQueryClientLoaded, isQueryClientLoaded);
  const signedOut = probe.state === 'answered' && probe.session === null;
  // Not before the probe has answered: the engine takes its answer instead of asking again (a page
  // whose code loads the query client first would otherwise mount it asking for the session itself).
  const engineNeeded = probe.state !== 'pending' && (queryClientLoaded || !signedOut);
  const engineLoaded = useLoaded(AuthEngine, engineNeeded);
  const [engineValue, setEngineValue] = useState<AuthContextValue | null>(null);

  const signIn = useCallback(async (input: SignInInput) => {
    const [actions, queryClient] = await Promise.all([loadActions(), loadQueryClient()]);
    return actions.signIn(queryClient, input);
  }, []);
  const signOut = useCallback(async (options?: { quiet?: boolean }) => {
    const [actions, queryClient] = await Promise.all([loadActions(), loadQueryClient()]);
    return actions.signOut(queryClient, () => undefined, options);
  }, []);
  const beforeEngine = useMemo<AuthContextValue>(
    () => ({
      status: signedOut ? 'signed-out' : 'loading',
      me: null,
      role: 'user',
      email: null,
      signIn,
      signUp: async (input) => (await loadActions()).signUp(input),
      signOut,
      refreshSession: async () => undefined,
    }),
    [signedOut, signIn, signOut],
  );

  return (
    <AuthContext.Provider value={engineValue ?? beforeEngine}>
      {engineNeeded && engineLoaded ? (
        <Suspense fallback={null}>
          <AuthEngine
            initialSession={probe.state === 'answered' ? probe.session : undefined}
            onValue={setEngineValue}
          />
        </Suspense>
      ) : null}
      {children}
    </AuthContext.Provider>
  );
}
