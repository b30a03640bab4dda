/**
 * The public pages whose first screen the build renders into their HTML (./build-plugin): the
 * server sends each its own markup for exactly this path without a query string, and every other
 * page the empty root.
 */
export const SHELL_PAGES = ['/', '/auth', '/login', '/register'] as const;

/** Where the build writes them for the server (apps/server/src/platform/web.ts), under the web build. */
export const SHELLS_FILE = '.vite/shells.json';

/**
 * Signed-in pages that open with a greeting by name: the server sends a visitor whose session
 * cookie is live (and whose role sees the page: `/dashboard` sends agents and admins elsewhere)
 * the page's greeting already painted in the frame, with GREETING_NAME_SLOT replaced by their
 * name, while the app's code loads and the session is checked.
 */
export const GREETED_PAGES = [
  { path: '/dashboard', roles: ['user'] },
  { path: '/client-dashboard', roles: ['user', 'agent', 'admin'] },
] as const;

/** Where a greeted page's HTML holds the visitor's name (as text and in an attribute): the server writes it in, escaped. */
export const GREETING_NAME_SLOT = '__THAMANI_GREETING_NAME__';

/** On the greeting in the server-sent markup: the name it greets (main.tsx reads it back). */
export const GREETING_ATTRIBUTE = 'data-greeting';

/**
 * `pages`: each of SHELL_PAGES with its first screen. `frame`: index.html with the app's frame
 * (navigation bar, footer, a spinner where the page goes), which every other page shows until its
 * code has run instead of a blank screen. `greetings`: each of GREETED_PAGES with the frame and
 * the page's greeting, for a visitor the server knows (`greetingNameSlot` where the name goes).
 */
export type Shells = {
  pages: Array<{ path: string; html: string }>;
  frame?: string;
  /** GREETING_NAME_SLOT, for the server. */
  greetingNameSlot?: string;
  greetings?: Array<{ path: string; roles: readonly string[]; html: string }>;
  /** SIGNED_IN_PAGE: each guarded page with a path of its own, as each role that opens it first sees it. */
  signedIn?: SignedInPage[];
};

/**
 * A signed-in page as `roles` first see it, painted by the build: the app's frame with the page in
 * its main area as it shows while its data loads (header, filters, placeholders). The server sends
 * it to a visitor whose session is live and whose role is one of `roles`; the guards keep that
 * markup on screen while they check (app/guards/pending-page.tsx). Rendered as a placeholder
 * person of each role: the build refuses a page whose markup shows who that person is.
 */
export type SignedInPage = { path: string; roles: string[]; html: string };

/** Marks the server-sent markup inside #root; main.tsx looks for it. */
export const SHELL_ATTRIBUTE = 'data-shell';

/** The value of SHELL_ATTRIBUTE on the frame: the live app replaces it at once, without waiting for the page's code. */
export const FRAME = 'frame';

/** The value of SHELL_ATTRIBUTE on a greeted page's markup: replaced once the route's code is here, like a page's. */
export const GREETING = 'greeting';

/** The value of SHELL_ATTRIBUTE on a signed-in page's markup (SignedInPage): replaced once the route's code is here. */
export const SIGNED_IN_PAGE = 'signed-in';

/** Who the build renders a signed-in page as: a name and address no page may show in its first screen. */
export const PLACEHOLDER_PERSON = { name: 'Placeholder Person 7f3a', email: 'placeholder-7f3a@thamani.invalid' } as const;

/** Any path no route's own code shapes: the frame is what the app renders before any page's code is there. */
export const FRAME_PATH = '/frame';
