import { REALTIME_READY_EVENT, type RealtimeReady } from '@thamani/domain/realtime';
import type { Identity } from '../auth/auth-cache.ts';
import { readReplay, type LoggedEvent } from '../realtime-log.ts';
import { realtimeEvents, type Audience } from '../realtime-registry.ts';
import type { SessionWatch } from './session-watch.ts';
import { formatEvent, parseMessage } from './sse.ts';
import type { Connections, RealtimeHubDeps, StreamConnection, Tracked } from './streams.ts';

/**
 * Fan-out: each event from the bus to the open streams in its audience, in id order and once
 * each; a resuming stream first gets what it missed from the log, then `ready`, then live events.
 */

function matches(to: Audience, identity: Identity): boolean {
  return Boolean(to.userIds?.includes(identity.userId) || to.roles?.includes(identity.role));
}

export function createDelivery(
  deps: Pick<RealtimeHubDeps, 'db' | 'log' | 'replayLimit'>,
  connections: Connections,
  sessions: Pick<SessionWatch, 'isExpired' | 'expire'>,
) {
  const { isExpired, expire } = sessions;

  /** The event's push-time check for this stream; a failing check closes it (it resumes and replays). */
  const mayReceive = async (c: StreamConnection, event: LoggedEvent): Promise<boolean> => {
    const check = realtimeEvents.get(event.name)?.mayReceive;
    if (!check) {
      return true;
    }
    try {
      const { userId, role, profileId, firmId } = c.identity;
      return await check(deps.db, { userId, role, profileId, firmId }, event.data);
    } catch (error) {
      deps.log.warn({ err: error, event: event.name }, 'a realtime push-time check failed; the stream is closed so it resumes');
      c.close();
      return false;
    }
  };

  /** Write a live event: at once, or behind the checks already waiting so the order holds. */
  const push = (c: StreamConnection, tracked: Tracked, event: LoggedEvent, chunk: string) => {
    const checked = realtimeEvents.get(event.name)?.mayReceive !== undefined;
    if (!checked && !tracked.pending) {
      c.write(chunk);
      return;
    }
    const next = (tracked.pending ?? Promise.resolve()).then(async () => {
      if (await mayReceive(c, event)) {
        c.write(chunk);
      }
    });
    tracked.pending = next;
    void next.finally(() => {
      if (tracked.pending === next) {
        tracked.pending = null;
      }
    });
  };

  const deliver = (payload: string) => {
    const message = parseMessage(payload);
    if (!message) {
      deps.log.warn('ignored a malformed realtime message');
      return;
    }
    const chunk = formatEvent(message.name, message.data, message.id);
    for (const [c, tracked] of connections) {
      if (isExpired(tracked)) {
        expire(c, tracked);
      } else if (matches(message.to, c.identity)) {
        if (tracked.position === null) {
          tracked.held.push(message);
        } else if (message.id > tracked.position) {
          // Events arrive in id order; one at or below the position was replayed already.
          tracked.position = message.id;
          push(c, tracked, message, chunk);
        }
      }
    }
  };

  /**
   * Send the events the stream missed after `after` (those it is in the audience of), then
   * `ready` carrying its position, then the live events that arrived meanwhile, each once.
   */
  const replay = async (c: StreamConnection, tracked: Tracked, after: number | null) => {
    const { userId, role } = c.identity;
    const result = await readReplay(deps.db, { userId, role }, after, deps.replayLimit);
    if (!connections.has(c)) {
      return;
    }
    for (const event of result.events) {
      if (await mayReceive(c, event)) {
        c.write(formatEvent(event.name, event.data, event.id));
      }
    }
    if (!connections.has(c)) {
      return;
    }
    const ready: RealtimeReady = { reset: result.reset };
    c.write(formatEvent(REALTIME_READY_EVENT, ready, result.position));
    let position = result.position;
    // Held events wait behind their checks; position stays null meanwhile, so new ones are held too.
    for (let event = tracked.held.shift(); event; event = tracked.held.shift()) {
      if (event.id > position) {
        position = event.id;
        if (await mayReceive(c, event)) {
          c.write(formatEvent(event.name, event.data, event.id));
        }
      }
    }
    tracked.held = [];
    tracked.position = position;
  };

  return { deliver, replay };
}
