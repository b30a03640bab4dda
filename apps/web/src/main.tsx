import '@/lib/zod-csp';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from '@/app/app';
import './index.css';

const root = document.getElementById('root');
if (!root) {
  throw new Error('Missing #root element');
}

const app = <App router={BrowserRouter} />;
// The server sends a public page (/, /auth) with its markup pre-rendered at build time (src/prerender); every other page has an empty root.
if (root.hasChildNodes()) {
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
