import { type ReactNode, Suspense } from 'react';
import { useAuth } from '@/lib/auth/use-auth';
import { lazyComponent, useLoaded } from '@/lib/lazy';
import { RealtimeContext } from './realtime-context';
import { useRealtimeRegistry } from './realtime-registry';

// The stream and its handlers need TanStack Query: loaded once someone is signed in.
const RealtimeConnector = lazyComponent(
  () => import('./realtime-provider').then((m) => ({ default: m.RealtimeConnector })),
  { queries: true },
);

/** The app's realtime context; GET /api/events is open only while signed in (realtime-provider). */
export function AppRealtimeProvider({ children }: { children: ReactNode }) {
  const registry = useRealtimeRegistry();
  const { status } = useAuth();
  const connectorLoaded = useLoaded(RealtimeConnector, status === 'signed-in');
  return (
    <RealtimeContext.Provider value={registry.value}>
      {status === 'signed-in' && connectorLoaded ? (
        <Suspense fallback={null}>
          <RealtimeConnector registry={registry} />
        </Suspense>
      ) : null}
      {children}
    </RealtimeContext.Provider>
  );
}
