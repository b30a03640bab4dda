import { and, desc, eq, sql } from 'drizzle-orm';
import { IN_PROGRESS_STATUSES } from '@thamani/domain/requests';
import type { Db } from '../../db/client.ts';
import { properties } from '../../db/schema/properties.table.ts';
import { valuationRequests as vr } from '../../db/schema/valuation-requests.table.ts';
import type { Cursor } from '../../platform/cursor.ts';

/** Requests of one requester, newest first, keyset on (requested_at, id). */
export function listRequestsByRequester(db: Db, requesterId: string, cursor: Cursor | null, limit: number) {
  const after = cursor ? sql`(${vr.requestedAt}, ${vr.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)` : undefined;
  return db
    .select({
      id: vr.id,
      status: vr.status,
      priority: vr.priority,
      requestedAt: vr.requestedAt,
      dueDate: vr.dueDate,
      propertyId: properties.id,
      propertyTitle: properties.title,
      propertyType: properties.propertyType,
      propertyPrice: properties.price,
      propertyAddress: properties.address,
    })
    .from(vr)
    .leftJoin(properties, eq(properties.id, vr.propertyId))
    .where(and(eq(vr.requesterId, requesterId), after))
    .orderBy(desc(vr.requestedAt), desc(vr.id))
    .limit(limit + 1);
}

/** The four dashboard counters in one aggregate. */
export async function countRequestsByRequester(db: Db, requesterId: string) {
  const inProgress = sql.join(
    IN_PROGRESS_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const rows = await db
    .select({
      total: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${vr.status} = 'completed'))::int`,
      inProgress: sql<number>`(count(*) filter (where ${vr.status} in (${inProgress})))::int`,
      pending: sql<number>`(count(*) filter (where ${vr.status} = 'pending'))::int`,
    })
    .from(vr)
    .where(eq(vr.requesterId, requesterId));
  return rows[0] ?? { total: 0, completed: 0, inProgress: 0, pending: 0 };
}

