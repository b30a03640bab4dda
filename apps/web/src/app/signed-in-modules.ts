import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_DASHBOARD_URL } from '../features/admin-dashboard/api/admin-dashboard-url';
import { ME_URL, VALIDATE_URL } from '../lib/auth/auth-urls';

/*
 * Build-time code (the Vite config), never bundled into the app: the lazy modules every signed-in
 * page loads whatever the page — the auth state, TanStack Query, the navigation bar's menus, the
 * realtime stream and its handlers. Each is a dynamic import a level deeper than the page's own
 * code (the session answers first, then the frame renders), so fetched only when asked for they
 * cost the first load of a signed-in page a round trip per level. A guarded route's HTML lists
 * them with its own chunks as `<link rel="modulepreload">` (vite.config.ts, route-preloads): they
 * download with the entry and run only when asked for.
 */

/** What a signed-in page's first render waits for: the auth state and TanStack Query. */
const FIRST_RENDER = [
  'src/lib/class-merging.ts',
  'src/lib/with-query-client.tsx',
  'src/app/providers/query-client.ts',
  'src/lib/auth/auth-keys.ts',
  'src/lib/auth/auth-engine.tsx',
  'src/lib/auth/token-manager.ts',
] as const;

/** What fills in around the page once it shows (each behind its own Suspense): menus, toasts, chat, the realtime stream. */
const AROUND_THE_PAGE = [
  'src/app/providers/app-toaster.tsx',
  'src/app/layout/account-menu.tsx',
  'src/app/layout/site-menu.tsx',
  'src/features/notifications/components/notification-bell.tsx',
  'src/features/chat/chat-launcher.tsx',
  'src/features/chat/components/unread-badge.tsx',
  'src/lib/realtime/realtime-provider.tsx',
] as const;

/** Each feature's realtime handlers (lib/realtime/realtime-features.ts loads them by this name after sign-in). */
const REALTIME_HANDLERS = /^[a-z-]+-realtime\.ts$/;

/**
 * The signed-in modules in the order they are wanted — the first render's, then what fills in
 * around the page with every feature's realtime handlers — so that, queued on six connections,
 * the page is not kept waiting behind its menus.
 */
export function signedInModules(webRoot: string): { firstRender: string[]; aroundThePage: string[] } {
  const features = path.join(webRoot, 'src/features');
  const realtime = fs
    .readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(features, dir.name))
        .filter((file) => REALTIME_HANDLERS.test(file))
        .map((file) => `src/features/${dir.name}/${file}`),
    );
  return { firstRender: [...FIRST_RENDER], aroundThePage: [...AROUND_THE_PAGE, ...realtime.sort()] };
}

const ADMIN_GUARD = 'src/app/guards/require-admin.tsx';

/** The guards whose routes are signed-in pages. */
const GUARD_MODULES: readonly string[] = ['src/app/guards/require-auth.tsx', 'src/app/guards/require-agent.tsx', ADMIN_GUARD];

/** Whether a route's lazy modules (app/route-modules.ts) put it behind a sign-in guard. */
export const isGuarded = (modules: readonly string[]) => modules.some((module) => GUARD_MODULES.includes(module));

/**
 * The reads a guarded route's first render waits for before the page shows, whoever is signed
 * in: who they are, and for an admin page the server's word on the role. The server preloads them
 * for a visitor with a session cookie (apps/server/src/platform/web.ts), so they travel with the
 * app's code instead of one after the other once it has run.
 */
export function signedInReads(modules: readonly string[]): string[] {
  if (!isGuarded(modules)) {
    return [];
  }
  return modules.includes(ADMIN_GUARD) ? [ME_URL, VALIDATE_URL] : [ME_URL];
}

/**
 * A page's own first read, when the page opened at its bare path (no query string: no filter,
 * no range) always asks the same URL and its largest paint is that data. Preloaded like the
 * signed-in reads, for that path only; each URL is the one the page's fetch asks.
 */
const PAGE_READS: Record<string, readonly string[]> = {
  'src/features/admin-dashboard/pages/admin-dashboard-page.tsx': [ADMIN_DASHBOARD_URL],
};

export function pageReads(modules: readonly string[]): string[] {
  return isGuarded(modules) ? modules.flatMap((module) => PAGE_READS[module] ?? []) : [];
}
