import '@/lib/zod-csp';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { preloadRoute } from '@/app/preload-route';
import { AppProviders } from '@/app/providers/app-providers';
import { AppRoutes } from '@/app/router';

/**
 * The markup of a visitor's first render of `pathname` once the route's own code is there (the
 * session still being checked, every other lazy part still loading): what main.tsx renders first
 * on the same page, so replacing the markup with the live app changes nothing on screen. Without
 * the page's code: the app's frame, as any page renders before its code has arrived.
 */
export async function renderShell(pathname: string, { withPageCode = true } = {}): Promise<string> {
  if (withPageCode) {
    await preloadRoute(pathname);
  }
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
