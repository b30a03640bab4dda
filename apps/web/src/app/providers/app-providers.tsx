import type { ReactNode } from 'react';
import { AppErrorBoundary } from '@/app/error-fallbacks/error-boundaries';
import { SessionProvider } from '@/lib/auth/session-provider';
import { AppRealtimeProvider } from '@/lib/realtime/realtime-root';
import { LazyAppToaster } from './lazy-app-toaster';
import { ThemeProvider } from './theme-provider';

/*
 * No QueryClientProvider here: TanStack Query loads with what needs it (lib/query-client-store,
 * lib/lazy's `queries`), so a signed-out visit of the home page never downloads it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <ThemeProvider>
        <SessionProvider>
          {/* Opens GET /api/events only while signed in; closed on sign-out. Each feature's
              *-realtime.ts handles its events (loaded after sign-in, off the first load). */}
          <AppRealtimeProvider>{children}</AppRealtimeProvider>
        </SessionProvider>
        <LazyAppToaster />
      </ThemeProvider>
    </AppErrorBoundary>
  );
}
