import { and, asc, eq, gte, lt, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { VisitStatus } from '@thamani/domain/visits';
import { VISIT_DURATIONS_MINUTES } from '@thamani/domain/visits';
import type { Db } from '#db/client.ts';
import { literalLimit, preparedPerDbAndLimit } from '#db/prepared.ts';
import { profiles } from '#db/schema/profiles.table.ts';
import { properties } from '#db/schema/properties.table.ts';
import { siteVisits as sv } from '#db/schema/site-visits.table.ts';
import { visitReviews } from '#db/schema/visit-reviews.table.ts';
import type { Cursor } from '#platform/cursor.ts';
import { ofFirm, valuationRequests as vr } from '../requests/index.ts';

const client = alias(profiles, 'client');
const agent = alias(profiles, 'agent');

export interface VisitFilters {
  from?: Date;
  to?: Date;
  status?: VisitStatus;
}

function visitsPage(db: Db, where: SQL | undefined, limit: number | Placeholder) {
  return db
    .select({
      id: sv.id,
      requestId: sv.requestId,
      requestReference: vr.reference,
      status: sv.status,
      scheduledDate: sv.scheduledDate,
      durationMinutes: sv.durationMinutes,
      notes: sv.notes,
      propertyId: properties.id,
      propertyTitle: properties.title,
      propertyAddress: properties.address,
      clientId: client.id,
      clientName: client.fullName,
      clientEmail: client.email,
    })
    .from(sv)
    .innerJoin(vr, eq(vr.id, sv.requestId))
    .leftJoin(properties, eq(properties.id, sv.propertyId))
    .leftJoin(client, eq(client.id, sv.clientId))
    .where(where)
    .orderBy(asc(sv.scheduledDate), asc(sv.id))
    .limit(limit);
}

/** An agent's first page with no filter — what /agent/visits opens with. */
const firstPageOfAgent = preparedPerDbAndLimit((db, limit) =>
  visitsPage(
    db,
    and(eq(sv.agentId, sql.placeholder('agentId')), eq(vr.firmId, sql.placeholder('firmId'))),
    literalLimit(limit),
  ).prepare(`visits_first_page_by_agent_in_firm_${limit}`),
);

/**
 * The visits of the firm's requests: ONE query with property and client, earliest first, keyset
 * on (scheduled_date, id).
 */
export function listVisits(
  db: Db,
  firmId: string,
  agentId: string | null,
  f: VisitFilters,
  cursor: Cursor | null,
  limit: number,
) {
  if (agentId && !f.from && !f.to && !f.status && !cursor) {
    return firstPageOfAgent(db, limit + 1).execute({ agentId, firmId });
  }
  const after = cursor
    ? sql`(${sv.scheduledDate}, ${sv.id}) > (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  const where = and(
    ofFirm(firmId),
    agentId ? eq(sv.agentId, agentId) : undefined,
    f.from ? gte(sv.scheduledDate, f.from) : undefined,
    f.to ? lt(sv.scheduledDate, f.to) : undefined,
    f.status ? eq(sv.status, f.status) : undefined,
    after,
  );
  return visitsPage(db, where, limit + 1);
}

function selectVisit(db: Db) {
  return db
    .select({
      visit: sv,
      property: { id: properties.id, title: properties.title, address: properties.address },
      requestStatus: vr.status,
      requestReference: vr.reference,
      contactPhone: vr.contactPhone,
      clientName: client.fullName,
      clientEmail: client.email,
      clientPhone: client.phone,
      clientUserId: client.userId,
      agentName: agent.fullName,
      agentEmail: agent.email,
      agentUserId: agent.userId,
      review: visitReviews,
    })
    .from(sv)
    .innerJoin(vr, eq(vr.id, sv.requestId))
    .innerJoin(agent, eq(agent.id, sv.agentId))
    .leftJoin(properties, eq(properties.id, sv.propertyId))
    .leftJoin(client, eq(client.id, sv.clientId))
    .leftJoin(visitReviews, eq(visitReviews.visitId, sv.id));
}

export type VisitRow = NonNullable<Awaited<ReturnType<typeof getVisitRow>>>;

/** A visit of one of the firm's requests (another firm's is not found, as its request is not). */
export async function getVisitRow(db: Db, firmId: string, id: string) {
  const rows = await selectVisit(db)
    .where(and(eq(sv.id, id), ofFirm(firmId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The visit row locked until the transaction ends. */
export async function lockVisitRow(tx: Db, firmId: string, id: string) {
  const rows = await selectVisit(tx)
    .where(and(eq(sv.id, id), ofFirm(firmId)))
    .limit(1)
    .for('update', { of: sv });
  return rows[0] ?? null;
}

/** Arbitrary first key of our advisory locks: "site visit schedule of an agent". */
const AGENT_SCHEDULE_LOCK = 31_001;

/**
 * Serialise scheduling per agent until the transaction ends, so the overlap check below and
 * the insert that follows cannot interleave with another booking of the same agent (works the
 * same on PGlite and PostgreSQL; an exclusion constraint would need btree_gist).
 */
export async function lockAgentSchedule(tx: Db, agentId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AGENT_SCHEDULE_LOCK}, hashtext(${agentId}))`);
}

const LONGEST_VISIT_MINUTES = Math.max(...VISIT_DURATIONS_MINUTES);

/** A scheduled visit of the agent overlapping [start, start + minutes), other than `exceptId`. */
export async function findOverlappingVisit(tx: Db, agentId: string, start: Date, minutes: number, exceptId?: string) {
  const end = new Date(start.getTime() + minutes * 60_000);
  // The lower bound lets the (agent_id, scheduled_date) index do the work.
  const earliest = new Date(start.getTime() - LONGEST_VISIT_MINUTES * 60_000);
  const rows = await tx
    .select({ id: sv.id, scheduledDate: sv.scheduledDate, durationMinutes: sv.durationMinutes })
    .from(sv)
    .where(
      and(
        eq(sv.agentId, agentId),
        eq(sv.status, 'scheduled'),
        gte(sv.scheduledDate, earliest),
        lt(sv.scheduledDate, end),
        sql`${sv.scheduledDate} + make_interval(mins => ${sv.durationMinutes}) > ${start.toISOString()}::timestamptz`,
        exceptId ? ne(sv.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(sv.scheduledDate))
    .limit(1);
  return rows[0] ?? null;
}

export async function hasScheduledVisit(tx: Db, requestId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: sv.id })
    .from(sv)
    .where(and(eq(sv.requestId, requestId), eq(sv.status, 'scheduled')))
    .limit(1);
  return rows.length > 0;
}
