import '@/lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { preloadRoute } from '@/app/preload-route';
import { AppProviders } from '@/app/providers/app-providers';
import { AppRoutes } from '@/app/router';
import { startSessionProbe } from '@/lib/auth/session-provider';
import { FRAME, SHELL_ATTRIBUTE } from '@/shell/pages';
import { takeServerGreeting } from '@/shell/server-greeting';
import { takeServerPage } from '@/shell/server-page';
import './index.css';

const root = document.getElementById('root');
if (!root) {
  throw new Error('Missing #root element');
}

/** How long the page's markup waits for its code before the app renders anyway (with a spinner). */
const SHELL_WAIT_MS = 4_000;
// A page the server sent with its first screen painted (src/shell) is rendered once its own code
// is here, so that screen is replaced by the same page, not by a spinner. Not hydrated: the live
// app renders from scratch and takes the markup's place. Any other page renders at once (a
// spinner beats a blank screen) but fetches its code now, not when the session check lets it
// render: a page that suspends then waits up to 300 ms more for React to reveal it.
const routeLoaded = preloadRoute(window.location.pathname);
// Signed in, the auth state's code and the session's answer are needed next: asked for now too.
startSessionProbe();
// A signed-in page the server greeted the visitor on keeps that greeting while the session is checked.
takeServerGreeting(root, window.location.pathname);
// So does a signed-in page the server sent painted (header and placeholders) for this visitor's role.
takeServerPage(root, window.location.pathname);
// The app's frame (any other page's HTML) is replaced at once: it holds no page to keep on screen.
const ready = root.querySelector(`[${SHELL_ATTRIBUTE}]:not([${SHELL_ATTRIBUTE}="${FRAME}"])`)
  ? Promise.race([routeLoaded, new Promise((resolve) => setTimeout(resolve, SHELL_WAIT_MS))])
  : Promise.resolve();

void ready.then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
