import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RealtimeEventData, RealtimeEventDefinition } from '@thamani/domain/realtime';

export type RealtimeHandlerContext = { queryClient: QueryClient };

/** What a feature does with one of its events; the payload has passed the event's schema. */
export type RealtimeHandler<E extends RealtimeEventDefinition = RealtimeEventDefinition> = {
  event: E;
  handle: (data: RealtimeEventData<E>, context: RealtimeHandlerContext) => unknown;
};

/**
 * A feature's part in the event stream, exported as `realtime` from a
 * `features/<feature>/<name>-realtime.ts` file: the stream finds it by that name (no central
 * list). `refetchOnReset` are the query keys to refetch when events may have been missed and
 * cannot be replayed.
 */
export type RealtimeFeature = {
  handlers: RealtimeHandler[];
  refetchOnReset: QueryKey[];
};

export function realtimeHandler<E extends RealtimeEventDefinition>(
  event: E,
  handle: (data: RealtimeEventData<E>, context: RealtimeHandlerContext) => unknown,
): RealtimeHandler {
  return { event, handle } as unknown as RealtimeHandler;
}

export function realtimeFeature(feature: RealtimeFeature): RealtimeFeature {
  return feature;
}
