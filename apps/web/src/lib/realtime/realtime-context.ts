import { createContext, useContext, useEffect, useEffectEvent } from 'react';

export type RealtimeListener = (data: unknown) => void;

export type RealtimeContextValue = {
  /** Listen to one event of GET /api/events (by name); returns the unsubscribe function. */
  subscribe(name: string, listener: RealtimeListener): () => void;
};

export const RealtimeContext = createContext<RealtimeContextValue | null>(null);

/**
 * Runs `listener` with the (JSON-parsed, not yet validated) payload of every `name` event while
 * the component is mounted. Outside a RealtimeProvider it does nothing.
 */
export function useRealtimeEvent(name: string, listener: RealtimeListener): void {
  const realtime = useContext(RealtimeContext);
  const onEvent = useEffectEvent(listener);
  useEffect(() => realtime?.subscribe(name, (data) => onEvent(data)), [realtime, name]);
}
