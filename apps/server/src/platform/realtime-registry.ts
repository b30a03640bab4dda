import type { RealtimeEventData, RealtimeEventDefinition } from '@thamani/domain/realtime';
import type { Role } from '@thamani/domain/access';
import type { Db } from '../db/client.ts';

/** Who a stream belongs to, as a push-time check sees it. */
export interface Receiver {
  userId: string;
  role: Role;
  profileId: string | null;
  /** The firm the stream's identity acts within: the scope of the requests a check reads. */
  firmId: string;
}

/**
 * A push-time check: may this stream's identity still receive this event? Read when the event
 * is pushed live and when it is replayed, so a change of access after the event was emitted
 * (e.g. a reassigned valuer) stops it reaching a stream that was in its audience at emit time.
 */
export type MayReceive<Data> = (db: Db, receiver: Receiver, data: Data) => Promise<boolean>;

/** Who receives an event: these auth users, and everyone signed in with one of these roles. */
export interface Audience {
  userIds?: string[];
  roles?: Role[];
}

/**
 * A feature's realtime event as the server knows it: the shared declaration (name, payload
 * schema) and the audience rule, which turns what the emitter knows (`Who`) into the users and
 * roles that receive it.
 */
export interface ServerRealtimeEvent<E extends RealtimeEventDefinition = RealtimeEventDefinition, Who = never> {
  readonly definition: E;
  readonly audience: (who: Who) => Audience;
  readonly mayReceive?: MayReceive<RealtimeEventData<E>>;
}

// The registry holds events of every audience-input type; `Who` is only ever fed by the typed emit.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyServerEvent = ServerRealtimeEvent<RealtimeEventDefinition, any>;

export function declareRealtimeEvent<E extends RealtimeEventDefinition, Who>(
  definition: E,
  rule: { audience: (who: Who) => Audience; mayReceive?: MayReceive<RealtimeEventData<E>> },
): ServerRealtimeEvent<E, Who> {
  return rule.mayReceive ? { definition, audience: rule.audience, mayReceive: rule.mayReceive } : { definition, audience: rule.audience };
}

/** An event's payload JSON beyond this is refused: payloads carry ids, not records. */
export const MAX_EVENT_DATA_BYTES = 1024;

export class RefusedEventError extends Error {
  override name = 'RefusedEventError';
}

export interface CheckedEvent {
  name: string;
  data: unknown;
  to: { userIds: string[]; roles: Role[] };
}

export interface EventRegistryOptions {
  /**
   * Refused events throw (development and tests: the caller's transaction rolls back and the bug
   * is loud); otherwise they are logged and dropped, and the change they announce still commits.
   */
  strict: boolean;
  onRefused?: (error: RefusedEventError) => void;
}

/** The realtime events the app knows, by name. The platform holds no feature's names itself. */
export function createEventRegistry(initial: EventRegistryOptions = { strict: true }) {
  const byName = new Map<string, AnyServerEvent>();
  let options = initial;

  const refuse = (message: string): null => {
    const error = new RefusedEventError(message);
    if (options.strict) {
      throw error;
    }
    options.onRefused?.(error);
    return null;
  };

  return {
    /** Throw (strict) or report and go on; for an emit the registry cannot accept. */
    refuse(message: string): void {
      refuse(message);
    },
    configure(next: EventRegistryOptions): void {
      options = next;
    },
    /** Register features' events; registering the same declaration again is harmless. */
    register(...events: AnyServerEvent[]): void {
      for (const event of events) {
        const known = byName.get(event.definition.name);
        if (known && known !== event) {
          throw new Error(`Realtime event ${event.definition.name} is declared twice`);
        }
        byName.set(event.definition.name, event);
      }
    },
    get(name: string): AnyServerEvent | undefined {
      return byName.get(name);
    },
    get names(): string[] {
      return [...byName.keys()];
    },
    /**
     * The event to log and send, or null (non-strict) when it is refused: its name is not
     * registered, its payload fails the declared schema or is too large. An event that
     * addresses nobody is skipped (null) without complaint.
     */
    check(name: string, data: unknown, to: Audience): CheckedEvent | null {
      const event = byName.get(name);
      if (!event) {
        return refuse(`Realtime event ${name} is not registered`);
      }
      const parsed = event.definition.schema.safeParse(data);
      if (!parsed.success) {
        return refuse(`Realtime event ${name} has an invalid payload: ${parsed.error.message}`);
      }
      if (JSON.stringify(parsed.data).length > MAX_EVENT_DATA_BYTES) {
        return refuse(`Realtime event ${name} has a payload over ${MAX_EVENT_DATA_BYTES} bytes: send ids, not records`);
      }
      const userIds = [...new Set((to.userIds ?? []).filter((u) => typeof u === 'string' && u !== ''))];
      const roles = [...new Set(to.roles ?? [])];
      if (userIds.length === 0 && roles.length === 0) {
        return null;
      }
      return { name, data: parsed.data, to: { userIds, roles } };
    },
  };
}

export type EventRegistry = ReturnType<typeof createEventRegistry>;

/** The process's registry: buildApp registers every feature's events and sets the refusal mode. */
export const realtimeEvents = createEventRegistry();

export type { RealtimeEventData };
