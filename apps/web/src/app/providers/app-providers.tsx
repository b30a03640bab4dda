import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { AppErrorBoundary } from '@/app/error-fallbacks/error-boundaries';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { useAuth } from '@/lib/auth/use-auth';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { LazyAppToaster } from './lazy-app-toaster';
import { ThemeProvider } from './theme-provider';

// Off the first load (docs/frontend-performance.md): sonner's <Toaster> (./lazy-app-toaster) and
// the pushed-notification handler, which only a signed-in visitor needs.
const NotificationEvents = lazy(() =>
  import('@/features/notifications/components/notification-events').then((m) => ({
    default: m.NotificationEvents,
  })),
);

/** Applies pushed notifications (lists, unread count, toast) while someone is signed in. */
function SignedInNotificationEvents() {
  const { status } = useAuth();
  return status === 'signed-in' ? (
    <Suspense fallback={null}>
      <NotificationEvents />
    </Suspense>
  ) : null;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            {/* Opens GET /api/events only while signed in; closed on sign-out. */}
            <RealtimeProvider>
              <SignedInNotificationEvents />
              {children}
            </RealtimeProvider>
          </AuthProvider>
          <LazyAppToaster />
        </QueryClientProvider>
      </ThemeProvider>
    </AppErrorBoundary>
  );
}
