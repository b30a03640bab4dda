import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { routes } from './router';

type Preload = () => Promise<unknown>;

function preloadsIn(node: ReactNode, found: Preload[]): void {
  if (!isValidElement(node)) {
    if (Array.isArray(node)) {
      node.forEach((child: ReactNode) => preloadsIn(child, found));
    }
    return;
  }
  const preload = (node.type as { preload?: unknown }).preload;
  if (typeof preload === 'function') {
    found.push(preload as Preload);
  }
  preloadsIn((node.props as { children?: ReactNode }).children, found);
}

/**
 * Fetches every lazy module `pathname`'s route renders (its page, and the guards and layouts
 * around it), so the first render shows the page itself rather than a spinner. Resolves when
 * they are all there; a chunk that fails is left to the page's own loading and error handling.
 */
export async function preloadRoute(pathname: string, table: RouteObject[] = routes): Promise<void> {
  const found: Preload[] = [];
  for (const match of matchRoutes(table, pathname) ?? []) {
    preloadsIn(match.route.element, found);
  }
  await Promise.allSettled(found.map((preload) => preload()));
}
