import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from '@/app/error-fallbacks/error-boundaries';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { LazyAppToaster } from './lazy-app-toaster';
import { ThemeProvider } from './theme-provider';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            {/* Opens GET /api/events only while signed in; closed on sign-out. Each feature's
                *-realtime.ts handles its events (loaded after sign-in, off the first load). */}
            <RealtimeProvider>{children}</RealtimeProvider>
          </AuthProvider>
          <LazyAppToaster />
        </QueryClientProvider>
      </ThemeProvider>
    </AppErrorBoundary>
  );
}
