import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from '@/app/error-fallbacks/error-boundaries';
import { NotificationEvents } from '@/features/notifications/components/notification-events';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { AppToaster } from './app-toaster';
import { ThemeProvider } from './theme-provider';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            {/* Opens GET /api/events only while signed in; closed on sign-out. */}
            <RealtimeProvider>
              <NotificationEvents />
              {children}
            </RealtimeProvider>
          </AuthProvider>
          <AppToaster />
        </QueryClientProvider>
      </ThemeProvider>
    </AppErrorBoundary>
  );
}
