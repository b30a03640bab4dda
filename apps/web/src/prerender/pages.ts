/**
 * The public pages the build pre-renders (./build-plugin): the server sends each its own markup
 * for exactly this path without a query string, and every other page the empty root.
 */
export const PRERENDERED_PAGES = ['/', '/auth', '/login', '/register'] as const;

export type PrerenderedPages = { pages: Array<{ path: string; html: string }> };
