import type { RealtimeEventName } from '@thamani/domain/notifications';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { authKeys } from '@/lib/auth/auth-query-keys';
import { useAuth } from '@/lib/auth/use-auth';
import { connectRealtime, type EventSourceLike } from './realtime-connection';
import { RealtimeContext, type RealtimeContextValue, type RealtimeListener } from './realtime-context';

/** Query-key roots the stream keeps fresh (the owning features key their queries under them). */
export const realtimeKeys = {
  notifications: ['notifications'] as const,
  requests: ['requests'] as const,
  visits: ['visits'] as const,
};

type RealtimeProviderProps = {
  children: ReactNode;
  /** Tests pass a fake; the browser's EventSource otherwise. */
  createEventSource?: (url: string) => EventSourceLike;
};

/**
 * Holds GET /api/events open while someone is signed in (closed on sign-out or user change).
 * Long cache times are safe because the stream invalidates what changed, and
 * every reconnect refetches what may have been missed while the stream was down.
 */
export function RealtimeProvider({ children, createEventSource }: RealtimeProviderProps) {
  const { status, me, email, role } = useAuth();
  const queryClient = useQueryClient();
  const listenersRef = useRef(new Map<RealtimeEventName, Set<RealtimeListener>>());
  const connectionKey = status === 'signed-in' ? `${me?.user.id ?? email ?? 'session'}:${role}` : null;

  useEffect(() => {
    if (connectionKey === null) {
      return;
    }
    const listeners = listenersRef.current;
    const connection = connectRealtime({
      createEventSource,
      onOpen: ({ isReconnect }) => {
        if (isReconnect) {
          void refetchMissed(queryClient);
        }
      },
      onEvent: (name, data) => {
        invalidateAffected(queryClient, name, data).catch((error: unknown) =>
          console.error(`Could not apply a ${name} event`, error),
        );
        for (const listener of listeners.get(name) ?? []) {
          try {
            listener(data);
          } catch (error) {
            console.error(`A ${name} listener failed`, error);
          }
        }
      },
    });
    return () => connection.close();
  }, [connectionKey, queryClient, createEventSource]);

  const value = useMemo<RealtimeContextValue>(
    () => ({
      subscribe(name, listener) {
        const listeners = listenersRef.current;
        const set = listeners.get(name) ?? new Set<RealtimeListener>();
        listeners.set(name, set);
        set.add(listener);
        return () => {
          set.delete(listener);
        };
      },
    }),
    [],
  );
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

/** `refetchType: 'all'`: inactive queries too, since they would not refetch on mount. */
/**
 * The server also ends a stream when the person's role changes (or their session ends), so a
 * reconnect re-reads who they are as well: a new role reaches the navigation without a reload.
 */
function refetchMissed(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: authKeys.me, refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: realtimeKeys.notifications, refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: realtimeKeys.requests, refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: realtimeKeys.visits, refetchType: 'all' }),
  ]);
}

/**
 * Request lists, stats, queue and detail live under ['requests']; visits under ['visits'].
 * The event schemas (zod) are imported on the first event, not with the page.
 */
async function invalidateAffected(queryClient: QueryClient, name: RealtimeEventName, data: unknown) {
  if (name === 'notification') {
    // The notifications feature merges the notification into its caches itself.
    return;
  }
  const { RequestUpdatedEventSchema, VisitUpdatedEventSchema } = await import('@thamani/domain/notifications');
  switch (name) {
    case 'request.updated':
      if (!RequestUpdatedEventSchema.safeParse(data).success) {
        console.warn('Ignoring a malformed request.updated event', data);
        return;
      }
      return queryClient.invalidateQueries({ queryKey: realtimeKeys.requests, refetchType: 'all' });
    case 'visit.updated':
      if (!VisitUpdatedEventSchema.safeParse(data).success) {
        console.warn('Ignoring a malformed visit.updated event', data);
        return;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: realtimeKeys.visits, refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: realtimeKeys.requests, refetchType: 'all' }),
      ]);
  }
}
