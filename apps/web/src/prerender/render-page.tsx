import '@/lib/zod-csp';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '@/app/app';

/**
 * The markup of `#root` for a visitor's first render of `pathname` (the session still being
 * checked). React's prerender waits for the lazy page and every Suspense boundary, so the page
 * itself is in it, not its spinner.
 */
export async function renderPage(pathname: string): Promise<string> {
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={pathname}>{children}</StaticRouter>;
  const errors: unknown[] = [];
  const { prelude } = await prerender(<App router={Router} />, {
    onError: (error) => void errors.push(error),
    // Every boundary in place: a large one would otherwise be sent after the shell with an inline
    // script to move it in, which the CSP (script-src 'self') does not run.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  if (errors.length > 0) {
    throw new AggregateError(errors, `pre-rendering ${pathname} failed`);
  }
  return new Response(prelude).text();
}
