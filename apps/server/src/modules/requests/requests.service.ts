import { eq, sql } from 'drizzle-orm';
import { AppError } from '@thamani/domain/app-error';
import { LIFECYCLE_MESSAGES as L, NOTIFICATION_TEXTS as T } from '@thamani/domain/lifecycle-messages';
import { displayName } from '@thamani/domain/me';
import type { PageQuery } from '@thamani/domain/pagination';
import {
  DEFAULT_REQUEST_PRIORITY,
  REQUEST_STATUS_LABELS,
  RequestPrioritySchema,
  RequestPurposeSchema,
  canCancel,
  dueDateFor,
  isOverdue,
  isTimelineAction,
  nextStatus,
  type AgentSummary,
  type CancelRequestBody,
  type CreateRequestBody,
  type ListRequestsQuery,
  type RequestAction,
  type RequestDetail,
  type RequestListItem,
  type RequestQueueItem,
  type RequestStats,
  type RequestStatus,
} from '@thamani/domain/requests';
import type { Db } from '#db/client.ts';
import { properties } from '#db/schema/properties.table.ts';
import { siteVisits } from '#db/schema/site-visits.table.ts';
import { valuationRequests as vr } from '#db/schema/valuation-requests.table.ts';
import type { AppContext } from '#context.ts';
import { writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { decodeCursor, toPage } from '#platform/cursor.ts';
import { emitAfterCommit, type Audience } from '#platform/realtime.ts';
import { inTransaction } from '#platform/transaction.ts';
import { notify } from '../notifications/notify.ts';
import {
  countRequestsByRequester,
  getAgentProfile,
  getLatestVisit,
  getRequestRow,
  listAgentProfiles,
  listQueue,
  listRequestsByRequester,
  listTimeline,
  lockRequestRow,
  type RequestRow,
} from './requests.queries.ts';

type Row = NonNullable<RequestRow>;
type Ctx = Pick<AppContext, 'db' | 'bus' | 'sendMail' | 'log' | 'now'>;

export const REQUEST_ENTITY = 'valuation_request';
const clientLink = (id: string) => `/my-requests/${id}`;
const AGENT_QUEUE_LINK = '/agent-dashboard/requests';

function requireProfile(identity: Identity): string {
  if (!identity.profileId) {
    throw new AppError('CONFLICT', L.profileMissing);
  }
  return identity.profileId;
}

/** Who may see a request: its requester, its agent (any agent while it is open and unassigned), admins. */
export function canSeeRequest(identity: Identity, r: { requesterId: string; assignedAgentId: string | null; status: RequestStatus }): boolean {
  if (identity.role === 'admin') {
    return true;
  }
  if (identity.profileId !== null && r.requesterId === identity.profileId) {
    return true;
  }
  if (identity.role === 'agent') {
    return r.assignedAgentId === identity.profileId || (r.status === 'pending' && r.assignedAgentId === null);
  }
  return false;
}

function transition(status: RequestStatus, action: RequestAction, verb: string): RequestStatus {
  const to = nextStatus(status, action);
  if (!to) {
    throw new AppError('INVALID_TRANSITION', L.invalidTransition(verb, REQUEST_STATUS_LABELS[status].toLowerCase()));
  }
  return to;
}

/** Everyone whose views of this request change: requester, agents involved, admins (and all agents while it is open). */
export function requestAudience(userIds: Array<string | null | undefined>, status: RequestStatus): Audience {
  return {
    userIds: userIds.filter((u): u is string => typeof u === 'string'),
    roles: status === 'pending' ? ['admin', 'agent'] : ['admin'],
  };
}

/** `row` is the request as it was before the move: leaving or entering `pending` touches every agent's queue. */
export function emitRequestUpdated(tx: Db, row: Row, status: RequestStatus, extraUserIds: Array<string | null> = []): void {
  const queueChanges = row.request.status === 'pending' ? 'pending' : status;
  emitAfterCommit(tx, {
    to: requestAudience([row.requesterUserId, row.agentUserId, ...extraUserIds], queueChanges),
    event: 'request.updated',
    data: { requestId: row.request.id, status },
  });
}

async function setStatus(tx: Db, id: string, set: Partial<typeof vr.$inferInsert>): Promise<void> {
  await tx
    .update(vr)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(vr.id, id));
}

/** Lock the request; 404 unless the caller may see it. */
async function lockVisible(tx: Db, identity: Identity, id: string): Promise<Row> {
  const row = await lockRequestRow(tx, id);
  if (!row || !canSeeRequest(identity, row.request)) {
    throw new AppError('NOT_FOUND', L.requestNotFound);
  }
  return row;
}

const titleOf = (row: Row) => row.property?.title ?? 'your property';

// ---------------------------------------------------------------------------------------------

export async function createRequest(ctx: Ctx, identity: Identity, body: CreateRequestBody): Promise<RequestDetail> {
  const profileId = requireProfile(identity);
  const now = ctx.now();
  const id = await inTransaction(ctx, async (tx) => {
    const [property] = await tx
      .insert(properties)
      .values({
        title: body.title,
        propertyType: body.propertyType,
        county: body.county,
        town: body.town,
        address: body.address,
        lrNumber: body.lrNumber ?? null,
        sizeSqm: body.sizeSqm,
        bedrooms: body.bedrooms ?? null,
        ownerId: profileId,
      })
      .returning({ id: properties.id });
    if (!property) {
      throw new Error('property insert returned nothing');
    }
    const [request] = await tx
      .insert(vr)
      .values({
        propertyId: property.id,
        requesterId: profileId,
        status: 'pending',
        priority: DEFAULT_REQUEST_PRIORITY,
        purpose: body.purpose,
        preferredDate: body.preferredDate,
        contactPhone: body.contactPhone,
        notes: body.notes ?? null,
        requestedAt: now,
        dueDate: dueDateFor(now, DEFAULT_REQUEST_PRIORITY),
      })
      .returning({ id: vr.id });
    if (!request) {
      throw new Error('request insert returned nothing');
    }
    await writeAudit(tx, {
      actionType: 'request_created',
      entityType: REQUEST_ENTITY,
      entityId: request.id,
      userId: identity.userId,
      details: { status: 'pending', property_id: property.id, property_title: body.title },
    });
    emitAfterCommit(tx, { to: requestAudience([identity.userId], 'pending'), event: 'request.updated', data: { requestId: request.id, status: 'pending' } });
    return request.id;
  });
  return readDetail(ctx, id);
}

export async function listOwnRequests(db: Db, identity: Identity, query: PageQuery & Partial<ListRequestsQuery>): Promise<{ items: RequestListItem[]; nextCursor: string | null }> {
  if (!identity.profileId) {
    return { items: [], nextCursor: null };
  }
  const filters = { status: query.status, county: query.county };
  const rows = await listRequestsByRequester(db, identity.profileId, filters, decodeCursor(query.cursor), query.limit);
  const page = toPage(rows, query.limit, (r) => ({ at: r.requestedAt, id: r.id }));
  return { nextCursor: page.nextCursor, items: page.items.map(toListItem) };
}

function toListItem(r: Awaited<ReturnType<typeof listRequestsByRequester>>[number]): RequestListItem {
  return {
    id: r.id,
    status: r.status,
    priority: r.priority,
    requestedAt: r.requestedAt.toISOString(),
    dueDate: r.dueDate ? r.dueDate.toISOString() : null,
    property: r.propertyId
      ? { id: r.propertyId, title: r.propertyTitle ?? '', propertyType: r.propertyType ?? null, price: r.propertyPrice ?? null, address: r.propertyAddress ?? null }
      : null,
  };
}

export async function getOwnRequestStats(db: Db, identity: Identity): Promise<RequestStats> {
  if (!identity.profileId) {
    return { total: 0, completed: 0, inProgress: 0, pending: 0 };
  }
  return countRequestsByRequester(db, identity.profileId);
}

const priorityOf = (value: string) => RequestPrioritySchema.catch(DEFAULT_REQUEST_PRIORITY).parse(value);

export async function listRequestQueue(ctx: Ctx, identity: Identity, query: ListRequestsQuery): Promise<{ items: RequestQueueItem[]; nextCursor: string | null }> {
  const agentId = identity.role === 'admin' ? null : requireProfile(identity);
  const rows = await listQueue(ctx.db, agentId, { status: query.status, county: query.county }, decodeCursor(query.cursor), query.limit);
  const page = toPage(rows, query.limit, (r) => ({ at: r.dueDate ?? new Date('9999-12-31T00:00:00.000Z'), id: r.id }));
  const now = ctx.now();
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((r) => ({
      ...toListItem(r),
      priority: priorityOf(r.priority),
      county: (r.county as RequestQueueItem['county']) ?? null,
      town: r.town,
      requesterName: displayName(r.requesterName, r.requesterEmail),
      assignedAgentId: r.assignedAgentId,
      overdue: isOverdue(r.dueDate, r.status, now),
    })),
  };
}

export async function getRequestDetail(ctx: Ctx, identity: Identity, id: string): Promise<RequestDetail> {
  const row = await getRequestRow(ctx.db, id);
  if (!row || !canSeeRequest(identity, row.request)) {
    throw new AppError('NOT_FOUND', L.requestNotFound);
  }
  return toDetail(ctx, row);
}

async function readDetail(ctx: Ctx, id: string): Promise<RequestDetail> {
  const row = await getRequestRow(ctx.db, id);
  if (!row) {
    throw new AppError('NOT_FOUND', L.requestNotFound);
  }
  return toDetail(ctx, row);
}

/** The status an audit row led to: recorded as details.status, or implied by the spec's visit row. */
function statusAfter(action: string, details: Record<string, unknown>): RequestStatus | null {
  if (action === 'site_visit_scheduled') {
    return 'visit_scheduled';
  }
  const parsed = typeof details.status === 'string' ? details.status : null;
  return parsed && parsed in REQUEST_STATUS_LABELS ? (parsed as RequestStatus) : null;
}

async function toDetail(ctx: Ctx, row: Row): Promise<RequestDetail> {
  const r = row.request;
  const [visit, timeline] = await Promise.all([getLatestVisit(ctx.db, r.id), listTimeline(ctx.db, r.id)]);
  const p = row.property;
  return {
    id: r.id,
    status: r.status,
    priority: priorityOf(r.priority),
    purpose: RequestPurposeSchema.nullable().catch(null).parse(r.purpose),
    preferredDate: r.preferredDate,
    contactPhone: r.contactPhone,
    notes: r.notes,
    requestedAt: r.requestedAt.toISOString(),
    dueDate: r.dueDate ? r.dueDate.toISOString() : null,
    overdue: isOverdue(r.dueDate, r.status, ctx.now()),
    requester: { id: r.requesterId, fullName: displayName(row.requesterName, row.requesterEmail) },
    property: p
      ? {
          id: p.id,
          title: p.title,
          propertyType: p.propertyType,
          county: (p.county as NonNullable<RequestDetail['property']>['county']) ?? null,
          town: p.town,
          address: p.address,
          lrNumber: p.lrNumber,
          sizeSqm: p.sizeSqm,
          bedrooms: p.bedrooms,
          price: p.price,
        }
      : null,
    assignedAgent: r.assignedAgentId ? { id: r.assignedAgentId, fullName: displayName(row.agentName, row.agentEmail) } : null,
    visit: visit
      ? { id: visit.id, status: visit.status, scheduledDate: visit.scheduledDate.toISOString(), durationMinutes: visit.durationMinutes, notes: visit.notes }
      : null,
    // Only the actions the contract names; any other audit row of the request stays off it.
    timeline: timeline.flatMap((t) =>
      isTimelineAction(t.action)
        ? [
            {
              action: t.action,
              status: statusAfter(t.action, t.details),
              at: t.at.toISOString(),
              by: t.actorId ? { id: t.actorId, fullName: displayName(t.actorName, t.actorEmail) } : null,
            },
          ]
        : [],
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Moves. Each: lock the row (SELECT … FOR UPDATE), check who may, check the transition table,
// then update + audit + notifications in the same transaction.

export async function cancelRequest(ctx: Ctx, identity: Identity, id: string, body: CancelRequestBody): Promise<RequestDetail> {
  await inTransaction(ctx, async (tx) => {
    const row = await lockVisible(tx, identity, id);
    const r = row.request;
    const isRequester = r.requesterId === identity.profileId;
    if (identity.role !== 'admin' && !(isRequester && identity.role === 'user')) {
      throw new AppError('FORBIDDEN', 'Only the client who ordered this valuation or an admin can cancel it');
    }
    const to = transition(r.status, 'cancel', 'cancelled');
    if (!canCancel(identity.role === 'admin' ? 'admin' : 'user', r.status)) {
      throw new AppError('INVALID_TRANSITION', L.invalidTransition('cancelled', REQUEST_STATUS_LABELS[r.status].toLowerCase()));
    }
    await setStatus(tx, id, { status: to, cancelReason: body.reason ?? null });
    // A visit still booked for this request is off too.
    const cancelledVisits = await tx
      .update(siteVisits)
      .set({ status: 'cancelled', cancelReason: body.reason ?? 'Request cancelled', updatedAt: sql`now()` })
      .where(sql`${siteVisits.requestId} = ${id} and ${siteVisits.status} = 'scheduled'`)
      .returning({ id: siteVisits.id });
    for (const visit of cancelledVisits) {
      emitAfterCommit(tx, {
        to: { userIds: [row.requesterUserId, row.agentUserId].filter((u): u is string => typeof u === 'string'), roles: ['admin'] },
        event: 'visit.updated',
        data: { visitId: visit.id, requestId: id, status: 'cancelled' },
      });
    }
    await writeAudit(tx, {
      actionType: 'request_cancelled',
      entityType: REQUEST_ENTITY,
      entityId: id,
      userId: identity.userId,
      details: { from: r.status, status: to, reason: body.reason ?? null },
    });
    const text = T.requestCancelled(titleOf(row));
    if (row.requesterUserId !== identity.userId) {
      await notify(tx, { userId: row.requesterUserId, kind: 'request_status', ...text, link: clientLink(id) });
    }
    if (row.agentUserId && row.agentUserId !== identity.userId) {
      await notify(tx, { userId: row.agentUserId, kind: 'request_status', ...text, link: AGENT_QUEUE_LINK });
    }
    emitRequestUpdated(tx, row, to);
  });
  return readDetail(ctx, id);
}

export async function acceptRequest(ctx: Ctx, identity: Identity, id: string): Promise<RequestDetail> {
  if (identity.role !== 'agent') {
    throw new AppError('FORBIDDEN', L.agentsOnly);
  }
  const agentId = requireProfile(identity);
  await inTransaction(ctx, async (tx) => {
    const row = await lockRequestRow(tx, id);
    if (!row) {
      throw new AppError('NOT_FOUND', L.requestNotFound);
    }
    const r = row.request;
    // Lost a race (or it was never open): say so rather than "not found".
    if (r.assignedAgentId !== null || nextStatus(r.status, 'accept') === null) {
      throw new AppError('INVALID_TRANSITION', L.alreadyTaken);
    }
    const to = transition(r.status, 'accept', 'accepted');
    await setStatus(tx, id, { status: to, assignedAgentId: agentId });
    await writeAudit(tx, {
      actionType: 'request_accepted',
      entityType: REQUEST_ENTITY,
      entityId: id,
      userId: identity.userId,
      details: { from: r.status, status: to, agent_id: agentId },
    });
    const me = await getAgentProfile(tx, agentId);
    const agentName = displayName(me?.fullName, me?.email ?? identity.email);
    await notify(tx, { userId: row.requesterUserId, kind: 'request_assigned', ...T.requestAssignedClient(titleOf(row), agentName), link: clientLink(id) });
    emitAfterCommit(tx, { to: requestAudience([row.requesterUserId, identity.userId], 'pending'), event: 'request.updated', data: { requestId: id, status: to } });
  });
  return readDetail(ctx, id);
}

export async function releaseRequest(ctx: Ctx, identity: Identity, id: string): Promise<RequestDetail> {
  if (identity.role === 'user') {
    throw new AppError('FORBIDDEN', L.agentsOnly);
  }
  await inTransaction(ctx, async (tx) => {
    const row = await lockVisible(tx, identity, id);
    const r = row.request;
    if (identity.role === 'agent' && r.assignedAgentId !== identity.profileId) {
      throw new AppError('FORBIDDEN', L.notYourRequest);
    }
    const to = transition(r.status, 'release', 'released');
    await setStatus(tx, id, { status: to, assignedAgentId: null });
    await writeAudit(tx, {
      actionType: 'request_released',
      entityType: REQUEST_ENTITY,
      entityId: id,
      userId: identity.userId,
      details: { from: r.status, status: to, agent_id: r.assignedAgentId },
    });
    await notify(tx, { userId: row.requesterUserId, kind: 'request_status', ...T.requestReleased(titleOf(row)), link: clientLink(id) });
    if (row.agentUserId && row.agentUserId !== identity.userId) {
      await notify(tx, { userId: row.agentUserId, kind: 'request_assigned', ...T.requestUnassignedAgent(titleOf(row)), link: AGENT_QUEUE_LINK });
    }
    emitRequestUpdated(tx, row, to);
  });
  return readDetail(ctx, id);
}

export async function assignRequest(ctx: Ctx, identity: Identity, id: string, agentProfileId: string): Promise<RequestDetail> {
  const agent = await getAgentProfile(ctx.db, agentProfileId);
  if (!agent) {
    throw new AppError('VALIDATION', L.agentUnknown, { agentId: L.agentUnknown });
  }
  await inTransaction(ctx, async (tx) => {
    const row = await lockVisible(tx, identity, id);
    const r = row.request;
    const to = transition(r.status, 'assign', 'assigned');
    await setStatus(tx, id, { status: to, assignedAgentId: agent.id });
    await writeAudit(tx, {
      actionType: 'request_assigned',
      entityType: REQUEST_ENTITY,
      entityId: id,
      userId: identity.userId,
      details: { from: r.status, status: to, agent_id: agent.id, previous_agent_id: r.assignedAgentId },
    });
    if (r.assignedAgentId !== agent.id) {
      const agentName = displayName(agent.fullName, agent.email);
      await notify(tx, { userId: row.requesterUserId, kind: 'request_assigned', ...T.requestAssignedClient(titleOf(row), agentName), link: clientLink(id) });
      await notify(tx, { userId: agent.userId, kind: 'request_assigned', ...T.requestAssignedAgent(titleOf(row)), link: AGENT_QUEUE_LINK });
      if (row.agentUserId) {
        await notify(tx, { userId: row.agentUserId, kind: 'request_assigned', ...T.requestUnassignedAgent(titleOf(row)), link: AGENT_QUEUE_LINK });
      }
    }
    emitAfterCommit(tx, {
      to: requestAudience([row.requesterUserId, row.agentUserId, agent.userId], 'pending'),
      event: 'request.updated',
      data: { requestId: id, status: to },
    });
  });
  return readDetail(ctx, id);
}

export async function listAgents(db: Db): Promise<{ items: AgentSummary[] }> {
  const rows = await listAgentProfiles(db);
  return { items: rows.map((a) => ({ id: a.id, fullName: displayName(a.fullName, a.email || a.userEmail), email: a.email || a.userEmail })) };
}
