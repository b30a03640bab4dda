import '@/lib/zod-csp';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { preloadRoute } from '@/app/preload-route';
import { AppProviders } from '@/app/providers/app-providers';
import { AppRoutes } from '@/app/router';
import { setServerGreeting } from './server-greeting';

/**
 * The markup of a visitor's first render of `pathname` once the route's own code is there (the
 * session still being checked, every other lazy part still loading): what main.tsx renders first
 * on the same page, so replacing the markup with the live app changes nothing on screen. Without
 * the page's code: the app's frame, as any page renders before its code has arrived. With a
 * greeting: the page while the session is checked, greeting that name.
 */
export async function renderShell(
  pathname: string,
  { withPageCode = true, greeting }: { withPageCode?: boolean; greeting?: string } = {},
): Promise<string> {
  if (withPageCode) {
    await preloadRoute(pathname);
  }
  // A greeted page (./pages, GREETED_PAGES) as its signed-in visitor first sees it, greeting `greeting`.
  setServerGreeting(greeting === undefined ? null : { path: pathname, name: greeting });
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}
