import { and, asc, desc, eq, inArray, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { IN_PROGRESS_STATUSES, OPEN_REQUEST_STATUSES, TIMELINE_ACTIONS, type RequestStatus } from '@thamani/domain/requests';
import type { Db } from '#db/client.ts';
import { literalLimit, preparedPerDb, preparedPerDbAndLimit } from '#db/prepared.ts';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { user } from '#db/schema/auth.table.ts';
import { profiles } from '#db/schema/profiles.table.ts';
import { properties } from '#db/schema/properties.table.ts';
import { requesterStatusCounts as rc } from '#db/schema/requester-status-counts.table.ts';
import { siteVisits } from '#db/schema/site-visits.table.ts';
import { userRoles } from '#db/schema/user-roles.table.ts';
import { valuationRequests as vr } from '#db/schema/valuation-requests.table.ts';
import type { Cursor } from '#platform/cursor.ts';
import { ofFirm } from './request-scope.ts';

const requester = alias(profiles, 'requester');
const agent = alias(profiles, 'agent');

/** Null due dates sort last in the queue (and the cursor stays a plain instant). */
export const NO_DUE_DATE = new Date('9999-12-31T00:00:00.000Z');
const dueKey = sql`coalesce(${vr.dueDate}, ${NO_DUE_DATE.toISOString()}::timestamptz)`;

export interface RequestFilters {
  status?: RequestStatus;
  county?: string;
}

function filterBy(f: RequestFilters): SQL | undefined {
  return and(f.status ? eq(vr.status, f.status) : undefined, f.county ? eq(properties.county, f.county) : undefined);
}

const listColumns = {
  id: vr.id,
  reference: vr.reference,
  status: vr.status,
  priority: vr.priority,
  requestedAt: vr.requestedAt,
  dueDate: vr.dueDate,
  propertyId: properties.id,
  propertyTitle: properties.title,
  propertyType: properties.propertyType,
  propertyPrice: properties.price,
  propertyAddress: properties.address,
};

/**
 * valuation_requests_requester_idx is (requester_id, requested_at DESC NULLS LAST, id DESC
 * NULLS LAST); a plain `desc` means NULLS FIRST, which that index cannot return in order, so
 * PostgreSQL read every request of the requester and sorted them. Both columns are NOT NULL:
 * ordering NULLS LAST changes nothing but lets the index scan stop after one page.
 */
const newestFirst = [sql`${vr.requestedAt} desc nulls last`, sql`${vr.id} desc nulls last`];

/** One page of a requester's requests cut from the index, then joined to its properties. */
function pageThenJoin(db: Db, where: SQL | undefined, limit: number | Placeholder) {
  const page = db
    .select({ id: vr.id, reference: vr.reference, status: vr.status, priority: vr.priority, requestedAt: vr.requestedAt, dueDate: vr.dueDate, propertyRef: vr.propertyId })
    .from(vr)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .as('page');
  return db
    .select({
      id: page.id,
      reference: page.reference,
      status: page.status,
      priority: page.priority,
      requestedAt: page.requestedAt,
      dueDate: page.dueDate,
      propertyId: properties.id,
      propertyTitle: properties.title,
      propertyType: properties.propertyType,
      propertyPrice: properties.price,
      propertyAddress: properties.address,
    })
    .from(page)
    .leftJoin(properties, eq(properties.id, page.propertyRef))
    .orderBy(desc(page.requestedAt), desc(page.id));
}

/** The first page with no filter — what every dashboard and /my-requests opens with. */
const firstPageOfRequester = preparedPerDbAndLimit((db, limit) =>
  pageThenJoin(db, and(eq(vr.requesterId, sql.placeholder('requesterId')), eq(vr.firmId, sql.placeholder('firmId'))), literalLimit(limit)).prepare(
    `requests_first_page_by_requester_in_firm_${limit}`,
  ),
);

/**
 * Requests of one requester, newest first, keyset on (requested_at, id). The page is cut
 * from the requester index first (in index order, see `newestFirst`) and only its rows are
 * joined to their properties: joining first made PostgreSQL fetch and join every request of
 * the requester before sorting (a client with 1,000 requests paid for 1,000 joins per page).
 * The county filter lives on properties, so that case keeps the join-then-limit shape.
 */
export function listRequestsByRequester(db: Db, firmId: string, requesterId: string, filters: RequestFilters, cursor: Cursor | null, limit: number) {
  const after = cursor ? sql`(${vr.requestedAt}, ${vr.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)` : undefined;
  if (filters.county) {
    return db
      .select(listColumns)
      .from(vr)
      .leftJoin(properties, eq(properties.id, vr.propertyId))
      .where(and(eq(vr.requesterId, requesterId), ofFirm(firmId), filterBy(filters), after))
      .orderBy(...newestFirst)
      .limit(limit + 1);
  }
  if (!filters.status && !after) {
    return firstPageOfRequester(db, limit + 1).execute({ requesterId, firmId });
  }
  return pageThenJoin(db, and(eq(vr.requesterId, requesterId), ofFirm(firmId), filterBy(filters), after), limit + 1);
}

export interface QueueFilters {
  /** The statuses listed; null: every status. */
  statuses: readonly RequestStatus[] | null;
  county?: string;
}

/** The requests the queue holds for `agentId`: unassigned pending ones and their own (null: every request). */
function queueScope(agentId: string | null): SQL | undefined {
  return agentId ? or(and(eq(vr.status, 'pending'), isNull(vr.assignedAgentId)), eq(vr.assignedAgentId, agentId)) : undefined;
}

/**
 * The agent queue: unassigned pending requests and those assigned to `agentId` (null: every
 * request, for admins), earliest due first, keyset on (due date, id).
 */
export function listQueue(db: Db, firmId: string, agentId: string | null, filters: QueueFilters, cursor: Cursor | null, limit: number) {
  const mine = queueScope(agentId);
  const statuses = filters.statuses ? inArray(vr.status, [...filters.statuses]) : undefined;
  const county = filters.county ? eq(properties.county, filters.county) : undefined;
  const after = cursor ? sql`(${dueKey}, ${vr.id}) > (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)` : undefined;
  return db
    .select({
      ...listColumns,
      county: properties.county,
      town: properties.town,
      assignedAgentId: vr.assignedAgentId,
      requesterName: requester.fullName,
      requesterEmail: requester.email,
    })
    .from(vr)
    .leftJoin(properties, eq(properties.id, vr.propertyId))
    .innerJoin(requester, eq(requester.id, vr.requesterId))
    .where(and(ofFirm(firmId), mine, statuses, county, after))
    .orderBy(asc(dueKey), asc(vr.id))
    .limit(limit + 1);
}

const openList = sql.join(
  OPEN_REQUEST_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** The queue's counters in one aggregate: per status to act on, and open work past its due date at `now`. */
export async function countQueue(db: Db, firmId: string, agentId: string | null, now: Date) {
  const rows = await db
    .select({
      toAccept: sql<number>`(count(*) filter (where ${vr.status} = 'pending'))::int`,
      toSchedule: sql<number>`(count(*) filter (where ${vr.status} = 'assigned'))::int`,
      visitsBooked: sql<number>`(count(*) filter (where ${vr.status} = 'visit_scheduled'))::int`,
      overdue: sql<number>`(count(*) filter (where ${vr.status} in (${openList}) and ${vr.dueDate} < ${now.toISOString()}::timestamptz))::int`,
    })
    .from(vr)
    .where(and(ofFirm(firmId), queueScope(agentId)));
  return rows[0] ?? { toAccept: 0, toSchedule: 0, visitsBooked: 0, overdue: 0 };
}

/** The booked (scheduled) site visit of each of these requests, the latest booked where there are several. */
export function listBookedVisits(db: Db, requestIds: readonly string[]) {
  if (requestIds.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .selectDistinctOn([siteVisits.requestId], {
      id: siteVisits.id,
      requestId: siteVisits.requestId,
      scheduledDate: siteVisits.scheduledDate,
      status: siteVisits.status,
    })
    .from(siteVisits)
    .where(and(inArray(siteVisits.requestId, [...requestIds]), eq(siteVisits.status, 'scheduled')))
    .orderBy(siteVisits.requestId, desc(siteVisits.createdAt), desc(siteVisits.id));
}

/** IN_PROGRESS_STATUSES as SQL literals. */
const inProgressList = sql.join(
  IN_PROGRESS_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** From the per-status counts kept by trigger (requester_status_counts): a few rows for any client. */
const requesterStats = preparedPerDb((db) =>
  db
    .select({
      total: sql<number>`coalesce(sum(${rc.requests}), 0)::int`,
      completed: sql<number>`coalesce(sum(${rc.requests}) filter (where ${rc.status} = 'completed'), 0)::int`,
      inProgress: sql<number>`coalesce(sum(${rc.requests}) filter (where ${rc.status} in (${inProgressList})), 0)::int`,
      pending: sql<number>`coalesce(sum(${rc.requests}) filter (where ${rc.status} = 'pending'), 0)::int`,
    })
    .from(rc)
    .where(eq(rc.requesterId, sql.placeholder('requesterId')))
    .prepare('requests_stats_by_requester'),
);

export async function countRequestsByRequester(db: Db, requesterId: string) {
  const rows = await requesterStats(db).execute({ requesterId });
  return rows[0] ?? { total: 0, completed: 0, inProgress: 0, pending: 0 };
}

/** A request with its property, requester and agent (profiles and their auth users). */
function selectRequest(db: Db) {
  return db
    .select({
      request: vr,
      property: properties,
      requesterName: requester.fullName,
      requesterEmail: requester.email,
      requesterUserId: requester.userId,
      agentName: agent.fullName,
      agentEmail: agent.email,
      agentUserId: agent.userId,
    })
    .from(vr)
    .leftJoin(properties, eq(properties.id, vr.propertyId))
    .innerJoin(requester, eq(requester.id, vr.requesterId))
    .leftJoin(agent, eq(agent.id, vr.assignedAgentId));
}

export type RequestRow = Awaited<ReturnType<typeof getRequestRow>>;

export async function getRequestRow(db: Db, firmId: string, id: string) {
  const rows = await selectRequest(db).where(and(eq(vr.id, id), ofFirm(firmId))).limit(1);
  return rows[0] ?? null;
}

/** The same row, locked until the transaction ends (concurrent moves queue behind it). */
export async function lockRequestRow(tx: Db, firmId: string, id: string): Promise<RequestRow> {
  const rows = await selectRequest(tx).where(and(eq(vr.id, id), ofFirm(firmId))).limit(1).for('update', { of: vr });
  return rows[0] ?? null;
}

/** The request's most recent visit (any status). */
export async function getLatestVisit(db: Db, requestId: string) {
  const rows = await db
    .select()
    .from(siteVisits)
    .where(eq(siteVisits.requestId, requestId))
    .orderBy(desc(siteVisits.createdAt), desc(siteVisits.id))
    .limit(1);
  return rows[0] ?? null;
}

/** Audit rows of the request and of its visits, oldest first, with the actor's profile. */
export function listTimeline(db: Db, requestId: string) {
  return db
    .select({
      action: auditLogs.actionType,
      details: auditLogs.details,
      at: auditLogs.createdAt,
      actorId: profiles.id,
      actorName: profiles.fullName,
      actorEmail: profiles.email,
    })
    .from(auditLogs)
    .leftJoin(profiles, eq(profiles.userId, auditLogs.userId))
    .where(
      and(
        or(
          and(eq(auditLogs.entityType, 'valuation_request'), eq(auditLogs.entityId, requestId)),
          sql`${auditLogs.details}->>'request_id' = ${requestId}`,
        ),
        // Only the actions the timeline shows (the valuer's review notes, for one, stay off it).
        inArray(auditLogs.actionType, [...TIMELINE_ACTIONS]),
      ),
    )
    .orderBy(asc(auditLogs.createdAt), asc(auditLogs.id));
}

/** An agent's profile (role agent), for assignment. */
export async function getAgentProfile(db: Db, profileId: string) {
  const rows = await db
    .select({ id: profiles.id, userId: profiles.userId, fullName: profiles.fullName, email: profiles.email })
    .from(profiles)
    .innerJoin(userRoles, eq(userRoles.userId, profiles.userId))
    .where(and(eq(profiles.id, profileId), eq(userRoles.role, 'agent')))
    .limit(1);
  return rows[0] ?? null;
}

export function listAgentProfiles(db: Db) {
  return db
    .select({ id: profiles.id, fullName: profiles.fullName, email: profiles.email, userEmail: user.email })
    .from(profiles)
    .innerJoin(userRoles, eq(userRoles.userId, profiles.userId))
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(userRoles.role, 'agent'))
    .orderBy(asc(sql`coalesce(${profiles.fullName}, ${user.email})`), asc(profiles.id));
}
