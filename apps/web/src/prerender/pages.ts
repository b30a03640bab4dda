/**
 * The pages the build pre-renders (./build-plugin): the server sends each its own markup for
 * exactly this path without a query string, and every other page the empty root. The client
 * dashboard is pre-rendered as a first visit renders it before the session is known: the layout
 * and the guard's session check, so something is on screen before the code has run.
 */
export const PRERENDERED_PAGES = ['/', '/auth', '/login', '/register', '/client-dashboard'] as const;

export type PrerenderedPages = { pages: Array<{ path: string; html: string }> };
