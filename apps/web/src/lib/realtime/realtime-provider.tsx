import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { authKeys } from '@/lib/auth/auth-query-keys';
import { useAuth } from '@/lib/auth/use-auth';
import { connectRealtime, type EventSourceLike, type RealtimeConnection } from './realtime-connection';
import { RealtimeContext } from './realtime-context';
import type { RealtimeFeature, RealtimeHandler } from './realtime-feature';
import { loadRealtimeFeatures } from './realtime-features';
import { type RealtimeRegistry, useRealtimeRegistry } from './realtime-registry';

export type RealtimeConnectorProps = {
  registry: RealtimeRegistry;
  /** Tests pass a fake; the browser's EventSource otherwise. */
  createEventSource?: (url: string) => EventSourceLike;
  /** Tests pass their own; otherwise every feature's `*-realtime.ts`. */
  loadFeatures?: () => Promise<RealtimeFeature[]>;
};

/**
 * Holds GET /api/events open while someone is signed in (closed on sign-out or user change).
 * Each feature handles its own events (its `*-realtime.ts`); the provider knows none of them.
 * Long cache times are safe because the handlers refresh what changed, a reopened stream
 * replays what was missed, and when it cannot (`reset`, or no event seen yet) every feature's
 * queries are refetched. The app loads it lazily once signed in (realtime-root); `registry`
 * holds the listeners of useRealtimeEvent.
 */
export function RealtimeConnector({
  registry,
  createEventSource,
  loadFeatures = loadRealtimeFeatures,
}: RealtimeConnectorProps) {
  const { status, me, email, role } = useAuth();
  const queryClient = useQueryClient();
  const { listenersRef, connectionRef } = registry;
  const previousKeyRef = useRef<string | null>(null);
  const connectionKey = status === 'signed-in' ? `${me?.user.id ?? email ?? 'session'}:${role}` : null;

  useEffect(() => {
    if (connectionKey === null) {
      previousKeyRef.current = null;
      return;
    }
    const identityChanged = previousKeyRef.current !== null && previousKeyRef.current !== connectionKey;
    previousKeyRef.current = connectionKey;
    const listeners = listenersRef.current;
    let cancelled = false;
    let connection: RealtimeConnection | null = null;

    void loadFeatures().then(
      (features) => {
        if (cancelled) {
          return;
        }
        const handlers = new Map<string, RealtimeHandler[]>();
        for (const handler of features.flatMap((f) => f.handlers)) {
          handlers.set(handler.event.name, [...(handlers.get(handler.event.name) ?? []), handler]);
        }
        const resetKeys = features.flatMap((f) => f.refetchOnReset);
        if (identityChanged) {
          // Another person or role: what is cached was theirs to see.
          void refetch(queryClient, resetKeys);
        }
        connection = connectRealtime({
          createEventSource,
          eventNames: [...new Set([...handlers.keys(), ...listeners.keys()])],
          onReady: ({ isReconnect, missedEvents }) => {
            if (missedEvents) {
              void refetch(queryClient, [authKeys.me, ...resetKeys]);
            } else if (isReconnect) {
              // The server also ends a stream when the person's role changes: re-read who they are.
              void refetch(queryClient, [authKeys.me]);
            }
          },
          onEvent: (name, data) => {
            for (const handler of handlers.get(name) ?? []) {
              apply(handler, name, data, queryClient);
            }
            for (const listener of listeners.get(name) ?? []) {
              try {
                listener(data);
              } catch (error) {
                console.error(`A ${name} listener failed`, error);
              }
            }
          },
        });
        connectionRef.current = connection;
      },
      (error: unknown) => console.error('Could not load the realtime handlers', error),
    );
    return () => {
      cancelled = true;
      connection?.close();
      connectionRef.current = null;
    };
  }, [connectionKey, queryClient, createEventSource, loadFeatures, listenersRef, connectionRef]);
  return null;
}

/** The connection and its context together (tests, and anything that has TanStack Query loaded). */
export function RealtimeProvider({
  children,
  ...props
}: Omit<RealtimeConnectorProps, 'registry'> & { children: ReactNode }) {
  const registry = useRealtimeRegistry();
  return (
    <RealtimeContext.Provider value={registry.value}>
      <RealtimeConnector registry={registry} {...props} />
      {children}
    </RealtimeContext.Provider>
  );
}

/** A handler runs only on a payload that passes its event's schema. */
function apply(handler: RealtimeHandler, name: string, data: unknown, queryClient: QueryClient) {
  const parsed = handler.event.schema.safeParse(data);
  if (!parsed.success) {
    console.warn(`Ignoring a malformed ${name} event`, data);
    return;
  }
  try {
    void Promise.resolve(handler.handle(parsed.data, { queryClient })).catch((error: unknown) =>
      console.error(`Could not apply a ${name} event`, error),
    );
  } catch (error) {
    console.error(`Could not apply a ${name} event`, error);
  }
}

/** `refetchType: 'all'`: inactive queries too, since they would not refetch on mount. */
function refetch(queryClient: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' })));
}
