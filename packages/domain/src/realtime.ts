import type { z } from 'zod';

/**
 * One event of GET /api/events, declared by the feature that raises it: its name and the schema
 * of its payload. Payloads carry ids and small enums (a status), never records: the receiver
 * fetches what it shows through the normal, access-checked API.
 */
export interface RealtimeEventDefinition<Name extends string = string, Schema extends z.ZodType = z.ZodType> {
  readonly name: Name;
  readonly schema: Schema;
}

export type RealtimeEventData<E extends RealtimeEventDefinition> = z.infer<E['schema']>;

/** Event names: lower case words joined by dots or underscores ("request.updated"). */
const EVENT_NAME = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/;

export function defineRealtimeEvent<Name extends string, Schema extends z.ZodType>(
  name: Name,
  schema: Schema,
): RealtimeEventDefinition<Name, Schema> {
  if (!EVENT_NAME.test(name) || (RESERVED_EVENT_NAMES as readonly string[]).includes(name)) {
    throw new Error(`Invalid realtime event name: ${name}`);
  }
  return { name, schema };
}

/**
 * The liveness event sent every REALTIME_HEARTBEAT_MS. A named event rather than an SSE comment,
 * because the browser's EventSource never surfaces comments to the page.
 */
export const REALTIME_HEARTBEAT_EVENT = 'heartbeat';

/**
 * Sent once on every stream, after any replay and before live events; its SSE `id:` is the
 * stream's position. `reset: true` means the events after the position the client asked to
 * resume from are no longer kept (or the position is unknown): refetch everything.
 */
export const REALTIME_READY_EVENT = 'ready';
export interface RealtimeReady {
  reset: boolean;
}

/** Names the stream itself uses; no feature may declare them. */
export const RESERVED_EVENT_NAMES = [REALTIME_HEARTBEAT_EVENT, REALTIME_READY_EVENT, 'message', 'open', 'error'] as const;

/** The query parameter that carries the last seen event id for clients that cannot set Last-Event-ID. */
export const LAST_EVENT_ID_PARAM = 'lastEventId';
