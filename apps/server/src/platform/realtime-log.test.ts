/** The realtime event log: gapless commit-ordered ids, prefix pruning, replay bounds. */
import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { realtimeEvents } from '#db/schema/realtime-events.table.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { pruneEvents, readReplay, writeEvents } from './realtime-log.ts';

const t = useTestApp();
const who = { userId: 'user-a', role: 'user' as const };
const event = (n: number, userIds = ['user-a']) => ({ name: 'request.updated', data: { n }, to: { userIds, roles: [] } });

async function ids(): Promise<number[]> {
  const rows = await t.app.ctx.db.select({ id: realtimeEvents.id }).from(realtimeEvents).orderBy(asc(realtimeEvents.id));
  return rows.map((r) => r.id);
}

describe('realtime event log', () => {
  it('gives each transaction the next ids, consecutively; a rolled-back one leaves no gap', async () => {
    const db = t.app.ctx.db;
    await db.delete(realtimeEvents);
    const first = await db.transaction((tx) => writeEvents(tx, [event(1), event(2)]));
    expect(first.map((e) => e.id)).toEqual([1, 2]);
    await expect(
      db.transaction(async (tx) => {
        await writeEvents(tx, [event(3)]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const next = await db.transaction((tx) => writeEvents(tx, [event(4)]));
    expect(next.map((e) => e.id)).toEqual([3]);
    expect(await ids()).toEqual([1, 2, 3]);
  });

  it('replays only the audience’s events after the id, and says when that id is no longer covered', async () => {
    const db = t.app.ctx.db;
    await db.delete(realtimeEvents);
    await db.transaction((tx) => writeEvents(tx, [event(1), event(2, ['user-b']), event(3), event(4), event(5)]));
    expect(await readReplay(db, who, null, 10)).toEqual({ position: 5, events: [], reset: false });
    const replay = await readReplay(db, who, 1, 10);
    expect(replay.events.map((e) => e.id)).toEqual([3, 4, 5]);
    expect(replay).toMatchObject({ position: 5, reset: false });
    // More than the limit: refetch everything instead.
    expect(await readReplay(db, who, 0, 2)).toEqual({ position: 5, events: [], reset: true });

    // Events 1–3 are old; pruning removes them as a prefix.
    await db.execute(sql`update ${realtimeEvents} set created_at = now() - interval '2 days' where id <= 3`);
    expect(await pruneEvents(db, new Date(Date.now() - 3600_000))).toBe(3);
    expect(await ids()).toEqual([4, 5]);
    expect((await readReplay(db, who, 2, 10)).reset).toBe(true);
    expect(await readReplay(db, who, 3, 10)).toMatchObject({ reset: false, events: [{ id: 4 }, { id: 5 }] });
    expect((await readReplay(db, who, 6, 10)).reset).toBe(true);
  });

  it('pruning always keeps the newest event, so ids carry on from it', async () => {
    const db = t.app.ctx.db;
    await db.delete(realtimeEvents);
    await db.transaction((tx) => writeEvents(tx, [event(1), event(2)]));
    await db.execute(sql`update ${realtimeEvents} set created_at = now() - interval '2 days'`);
    expect(await pruneEvents(db, new Date())).toBe(1);
    expect(await ids()).toEqual([2]);
    const next = await db.transaction((tx) => writeEvents(tx, [event(3)]));
    expect(next.map((e) => e.id)).toEqual([3]);
    expect(await readReplay(db, who, 2, 10)).toMatchObject({ reset: false, events: [{ id: 3 }] });
  });

  it('a pruned prefix stays a prefix even when an older id was created later (a long transaction)', async () => {
    const db = t.app.ctx.db;
    await db.delete(realtimeEvents);
    await db.transaction((tx) => writeEvents(tx, [event(1), event(2), event(3)]));
    // Id 2 looks newer than id 3 (its transaction started later); the cut still removes 1–3 below the newest old id.
    await db.execute(sql`update ${realtimeEvents} set created_at = case when id = 2 then now() else now() - interval '2 days' end`);
    await db.transaction((tx) => writeEvents(tx, [event(4)]));
    expect(await pruneEvents(db, new Date(Date.now() - 3600_000))).toBe(3);
    expect(await ids()).toEqual([4]);
  });
});
