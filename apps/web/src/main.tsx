import '@/lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { preloadRoute } from '@/app/preload-route';
import { AppProviders } from '@/app/providers/app-providers';
import { AppRoutes } from '@/app/router';
import { SHELL_ATTRIBUTE } from '@/shell/pages';
import './index.css';

const root = document.getElementById('root');
if (!root) {
  throw new Error('Missing #root element');
}

/** How long the page's markup waits for its code before the app renders anyway (with a spinner). */
const SHELL_WAIT_MS = 4_000;

// A page the server sent with its first screen painted (src/shell) is rendered once its own code
// is here, so that screen is replaced by the same page, not by a spinner. Not hydrated: the live
// app renders from scratch and takes the markup's place.
const ready = root.querySelector(`[${SHELL_ATTRIBUTE}]`)
  ? Promise.race([preloadRoute(window.location.pathname), new Promise((resolve) => setTimeout(resolve, SHELL_WAIT_MS))])
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
