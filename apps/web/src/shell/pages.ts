/**
 * The public pages whose first screen the build renders into their HTML (./build-plugin): the
 * server sends each its own markup for exactly this path without a query string, and every other
 * page the empty root.
 */
export const SHELL_PAGES = ['/', '/auth', '/login', '/register'] as const;

/** Where the build writes them for the server (apps/server/src/platform/web.ts), under the web build. */
export const SHELLS_FILE = '.vite/shells.json';

export type Shells = { pages: Array<{ path: string; html: string }> };

/** Marks the server-sent markup inside #root; main.tsx looks for it. */
export const SHELL_ATTRIBUTE = 'data-shell';
