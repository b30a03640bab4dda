import '@/lib/zod-csp';
import type { Role } from '@thamani/domain/access';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { preloadRoute } from '@/app/preload-route';
import { AppProviders } from '@/app/providers/app-providers';
import { AppRoutes } from '@/app/router';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import { authKeys } from '@/lib/auth/auth-query-keys';
import { loadQueryClient } from '@/lib/query-client-store';
import { PLACEHOLDER_PERSON } from './pages';
import { setServerGreeting } from './server-greeting';

const refuse = () => Promise.reject(new Error('the build renders pages; it does not sign anyone in or out'));

/** A signed-in `role` as the page sees it once the session check has answered: PLACEHOLDER_PERSON. */
function signedInAs(role: Role): AuthContextValue {
  return {
    status: 'signed-in',
    role,
    email: PLACEHOLDER_PERSON.email,
    me: {
      user: { id: 'placeholder', email: PLACEHOLDER_PERSON.email, emailVerified: true },
      profile: { id: '00000000-0000-4000-8000-000000000000', fullName: PLACEHOLDER_PERSON.name, email: PLACEHOLDER_PERSON.email },
      role,
      twoFactor: { enabled: true, required: false },
    },
    signIn: refuse,
    signUp: refuse,
    signOut: refuse,
    refreshSession: refuse,
  };
}

/**
 * The markup of a visitor's first render of `pathname` once the route's own code is there (the
 * session still being checked, every other lazy part still loading): what main.tsx renders first
 * on the same page, so replacing the markup with the live app changes nothing on screen. Without
 * the page's code: the app's frame, as any page renders before its code has arrived. With a
 * greeting: the page while the session is checked, greeting that name. With `signedInAs`: the
 * whole app as that role sees the page once signed in and let through (the admin guard's server
 * check answered), its data still loading; the build keeps only its main area (./build-plugin).
 */
export async function renderShell(
  pathname: string,
  { withPageCode = true, greeting, signedInAs: role }: { withPageCode?: boolean; greeting?: string; signedInAs?: Role } = {},
): Promise<string> {
  if (withPageCode) {
    await preloadRoute(pathname);
  }
  // A greeted page (./pages, GREETED_PAGES) as its signed-in visitor first sees it, greeting `greeting`.
  setServerGreeting(greeting === undefined ? null : { path: pathname, name: greeting });
  const routes = (
    <StaticRouter location={pathname}>
      <AppRoutes />
    </StaticRouter>
  );
  if (role !== undefined) {
    (await loadQueryClient()).setQueryData(authKeys.validate, { role });
  }
  return renderToString(
    <StrictMode>
      <AppProviders>
        {role === undefined ? routes : <AuthContext.Provider value={signedInAs(role)}>{routes}</AuthContext.Provider>}
      </AppProviders>
    </StrictMode>,
  );
}
