import { useMemo, useRef } from 'react';
import type { RealtimeConnection } from './realtime-connection';
import type { RealtimeContextValue, RealtimeListener } from './realtime-context';

export type RealtimeRegistry = {
  listenersRef: { current: Map<string, Set<RealtimeListener>> };
  connectionRef: { current: RealtimeConnection | null };
  value: RealtimeContextValue;
};

/**
 * The listeners of useRealtimeEvent and the open connection (if any), shared by the context
 * (first load) and the connector, which arrives once someone is signed in.
 */
export function useRealtimeRegistry(): RealtimeRegistry {
  const listenersRef = useRef(new Map<string, Set<RealtimeListener>>());
  const connectionRef = useRef<RealtimeConnection | null>(null);
  const value = useMemo<RealtimeContextValue>(
    () => ({
      subscribe(name, listener) {
        const listeners = listenersRef.current;
        const set = listeners.get(name) ?? new Set<RealtimeListener>();
        listeners.set(name, set);
        set.add(listener);
        connectionRef.current?.listen(name);
        return () => {
          set.delete(listener);
        };
      },
    }),
    [],
  );
  return useMemo(() => ({ listenersRef, connectionRef, value }), [value]);
}
