import { type ReactNode, StrictMode } from 'react';
import { AppProviders } from '@/app/providers/app-providers';
import { AppRoutes } from '@/app/router';

/**
 * The whole app in a router: <BrowserRouter> in the browser, <StaticRouter> when a public page is
 * pre-rendered at build time (src/prerender). One tree for both, so hydration finds the markup it
 * would have rendered itself.
 */
export function App({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <AppProviders>
        <Router>
          <AppRoutes />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
