import { SHELL_ATTRIBUTE, SIGNED_IN_PAGE } from './pages';

type ServerPage = { path: string; html: string };

/**
 * The signed-in page the server sent already painted (src/shell, SIGNED_IN_PAGE): its markup in
 * the main area, as the page shows while its data loads. While the session and the visitor's
 * access are checked, the guards show that markup instead of a spinner (PendingPage), so the live
 * app takes the server's place without the page flickering away.
 */
let page: ServerPage | null = null;

/** Reads the page out of the server-sent markup in #root (main.tsx, before the first render). */
export function takeServerPage(root: ParentNode, pathname: string): void {
  const main = root.querySelector(`[${SHELL_ATTRIBUTE}="${SIGNED_IN_PAGE}"] main`);
  page = main ? { path: pathname, html: main.innerHTML } : null;
}

/** The server's markup of `pathname`'s main area, when it was sent for that page; else null. */
export function serverPageFor(pathname: string): string | null {
  return page?.path === pathname ? page.html : null;
}

/** The build (src/shell) and tests set it directly. */
export function setServerPage(value: ServerPage | null): void {
  page = value;
}
