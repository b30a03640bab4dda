import { and, asc, gt, lt, lte, max, min, sql } from 'drizzle-orm';
import type { Role } from '@thamani/domain/access';
import type { Db } from '#db/client.ts';
import { realtimeEvents } from '#db/schema/realtime-events.table.ts';
import type { CheckedEvent } from './realtime-registry.ts';
import { beforeCommit } from './transaction.ts';

/** The bus channel realtime events cross processes on. */
export const REALTIME_CHANNEL = 'thamani_realtime';

/** Events are kept this long for streams to resume from; older ones are pruned this often. */
export const EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;
export const EVENT_PRUNE_EVERY_MS = 10 * 60 * 1000;
/** At most this many events are replayed to a resuming stream; beyond, it refetches everything. */
export const EVENT_REPLAY_LIMIT = 500;

/** Arbitrary first key of our advisory locks: "the realtime event log's next id". */
const EVENT_LOG_LOCK = 5_150_001;

/** One event as logged and sent: its id orders it among all events, in commit order. */
export interface LoggedEvent {
  id: number;
  name: string;
  data: unknown;
  to: { userIds: string[]; roles: Role[] };
}

/** The events each open transaction has emitted, written just before it commits. */
const pending = new WeakMap<object, CheckedEvent[]>();

/** Queue `event` in `tx` (from inTransaction): logged and notified in that transaction, at its end. */
export function logEvent(tx: Db, event: CheckedEvent): void {
  const list = pending.get(tx);
  if (list) {
    list.push(event);
    return;
  }
  const first = [event];
  pending.set(tx, first);
  beforeCommit(tx, async (inTx) => {
    pending.delete(tx);
    await writeEvents(inTx, first);
  });
}

/**
 * Give the events the next ids and write them, then NOTIFY them, all in the caller's transaction,
 * its last statements. The advisory lock is held until the commit, so ids are allocated in commit
 * order and without gaps (a rolled-back holder's ids are reused by the next), and PostgreSQL
 * delivers the notifications of committed transactions in commit order: every listener sees the
 * events in id order, and a reader who sees id n also sees every id below it.
 */
export async function writeEvents(tx: Db, events: readonly CheckedEvent[]): Promise<LoggedEvent[]> {
  if (events.length === 0) {
    return [];
  }
  await tx.execute(sql`select pg_advisory_xact_lock(${EVENT_LOG_LOCK}, 0)`);
  const [head] = await tx.select({ id: max(realtimeEvents.id) }).from(realtimeEvents);
  const first = Number(head?.id ?? 0) + 1;
  const logged = events.map((e, i): LoggedEvent => ({ id: first + i, name: e.name, data: e.data, to: e.to }));
  await tx.insert(realtimeEvents).values(logged.map((e) => ({ id: e.id, name: e.name, data: e.data, userIds: e.to.userIds, roles: e.to.roles })));
  for (const event of logged) {
    await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(event)})`);
  }
  return logged;
}

/** What a stream resuming after `after` is sent before its live events. */
export interface Replay {
  /** The stream's position: its last replayed event, or the log's head. */
  position: number;
  events: LoggedEvent[];
  /** The events after `after` are not all kept (pruned, too many, or `after` is unknown): refetch everything. */
  reset: boolean;
}

/**
 * The events after `after` addressed to this user or role, oldest first, read in one snapshot
 * with the log's bounds. `after` null (a fresh stream): nothing to replay, position = head.
 */
export async function readReplay(db: Db, who: { userId: string; role: Role }, after: number | null, limit: number): Promise<Replay> {
  return db.transaction(
    async (tx) => {
      const [bounds] = await tx.select({ lo: min(realtimeEvents.id), hi: max(realtimeEvents.id) }).from(realtimeEvents);
      const lo = Number(bounds?.lo ?? 0);
      const hi = Number(bounds?.hi ?? 0);
      if (after === null) {
        return { position: hi, events: [], reset: false };
      }
      // Ids are gapless, so everything after `after` is kept iff `after` is not below the oldest kept id - 1.
      const kept = after <= hi && (hi === 0 || after >= lo - 1);
      if (!kept) {
        return { position: hi, events: [], reset: true };
      }
      const rows = await tx
        .select()
        .from(realtimeEvents)
        .where(
          and(
            gt(realtimeEvents.id, after),
            sql`(${who.userId} = any(${realtimeEvents.userIds}) or ${who.role} = any(${realtimeEvents.roles}))`,
          ),
        )
        .orderBy(asc(realtimeEvents.id))
        .limit(limit + 1);
      if (rows.length > limit) {
        return { position: hi, events: [], reset: true };
      }
      return {
        position: hi,
        events: rows.map((r) => ({ id: Number(r.id), name: r.name, data: r.data, to: { userIds: r.userIds, roles: r.roles } })),
        reset: false,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Delete the oldest events: every id up to the newest one created before `before`, so what is
 * kept is always one unbroken run of ids. The newest event is always kept (it anchors the ids).
 */
export async function pruneEvents(db: Db, before: Date): Promise<number> {
  const cutoff = db
    .select({ id: max(realtimeEvents.id) })
    .from(realtimeEvents)
    .where(lt(realtimeEvents.createdAt, before));
  const deleted = await db
    .delete(realtimeEvents)
    .where(and(lte(realtimeEvents.id, sql`(${cutoff})`), sql`${realtimeEvents.id} < (select max(id) from ${realtimeEvents})`))
    .returning({ id: realtimeEvents.id });
  return deleted.length;
}
