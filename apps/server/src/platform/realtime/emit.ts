import type { RealtimeEventData, RealtimeEventDefinition } from '@thamani/domain/realtime';
import type { Db } from '../../db/client.ts';
import { logEvent } from '../realtime-log.ts';
import { realtimeEvents, type Audience, type ServerRealtimeEvent } from '../realtime-registry.ts';

/** Raising an event: checked against the registry and written to the event log in the caller's transaction. */

/** An event by name, with its audience spelled out (the registry checks the name and payload). */
export interface RealtimeMessage {
  to: Audience;
  event: string;
  data: unknown;
}

/**
 * Emit a registered event in `tx` (from inTransaction): it is written to the event log in that
 * transaction and reaches the streams of every process once it commits; nothing is sent for a
 * transaction that rolls back. The audience comes from the event's own rule.
 */
export function emitEvent<E extends RealtimeEventDefinition, Who>(tx: Db, event: ServerRealtimeEvent<E, Who>, data: RealtimeEventData<E>, who: Who): void {
  if (realtimeEvents.get(event.definition.name) !== event) {
    realtimeEvents.refuse(`Realtime event ${event.definition.name}: this declaration is not the registered one`);
    return;
  }
  emitChecked(tx, realtimeEvents.check(event.definition.name, data, event.audience(who)));
}

/**
 * Emit an event by name with an explicit audience, as `emitEvent` does. The name must be
 * registered and `data` must pass its schema: otherwise the event is refused (see the registry).
 */
export function emitAfterCommit(tx: Db, message: RealtimeMessage): void {
  emitChecked(tx, realtimeEvents.check(message.event, message.data, message.to));
}

function emitChecked(tx: Db, checked: ReturnType<typeof realtimeEvents.check>): void {
  if (checked) {
    logEvent(tx, checked);
  }
}
