/**
 * The public pages whose first screen the build renders into their HTML (./build-plugin): the
 * server sends each its own markup for exactly this path without a query string, and every other
 * page the empty root.
 */
export const SHELL_PAGES = ['/', '/auth', '/login', '/register'] as const;

/** Where the build writes them for the server (apps/server/src/platform/web.ts), under the web build. */
export const SHELLS_FILE = '.vite/shells.json';

/**
 * `pages`: each of SHELL_PAGES with its first screen. `frame`: index.html with the app's frame
 * (navigation bar, footer, a spinner where the page goes), which every other page shows until its
 * code has run instead of a blank screen.
 */
export type Shells = { pages: Array<{ path: string; html: string }>; frame?: string };

/** Marks the server-sent markup inside #root; main.tsx looks for it. */
export const SHELL_ATTRIBUTE = 'data-shell';

/** The value of SHELL_ATTRIBUTE on the frame: the live app replaces it at once, without waiting for the page's code. */
export const FRAME = 'frame';

/** Any path no route's own code shapes: the frame is what the app renders before any page's code is there. */
export const FRAME_PATH = '/frame';
