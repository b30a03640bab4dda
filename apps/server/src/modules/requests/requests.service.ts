import { can } from '@thamani/domain/access';
import { AppError } from '@thamani/domain/app-error';
import { LIFECYCLE_MESSAGES as L } from '@thamani/domain/lifecycle-messages';
import { displayName } from '@thamani/domain/me';
import type { PageQuery } from '@thamani/domain/pagination';
import { canSeeRequest, createRequestRefusal, enforce } from '@thamani/domain/policies';
import {
  DEFAULT_REQUEST_PRIORITY,
  RequestPrioritySchema,
  RequestPurposeSchema,
  TIMELINE_STATUS,
  dueDateFor,
  isOverdue,
  isTimelineAction,
  queueFilterStatuses,
  type AgentSummary,
  type CancelRequestBody,
  type CreateRequestBody,
  type ListRequestsQuery,
  type RequestDetail,
  type RequestListItem,
  type RequestQueueCounts,
  type RequestQueueItem,
  type RequestQueueQuery,
  type RequestStats,
} from '@thamani/domain/requests';
import type { VisitStatus } from '@thamani/domain/visits';
import type { Db } from '#db/client.ts';
import { properties } from '#db/schema/properties.table.ts';
import { valuationRequests as vr } from '#db/schema/valuation-requests.table.ts';
import { writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { decodeCursor, toPage } from '#platform/cursor.ts';
import { inTransaction } from '#platform/transaction.ts';
import { emitRequestUpdated, moveRequestById, type LifecycleCtx } from '../lifecycle/index.ts';
import { quoteOfRequest, recordRequestQuote } from '../fees/index.ts';
import { requestReportSummary } from '../reports/index.ts';
import {
  countQueue,
  countRequestsByRequester,
  getAgentProfile,
  getLatestVisit,
  getRequestRow,
  listAgentProfiles,
  listBookedVisits,
  listQueue,
  listRequestsByRequester,
  listTimeline,
  type RequestRow,
} from './requests.queries.ts';
import { REQUEST_ENTITY } from './requests.moves.ts';

type Row = NonNullable<RequestRow>;
type Ctx = LifecycleCtx;

export { REQUEST_ENTITY };

function requireProfile(identity: Identity): string {
  if (!identity.profileId) {
    throw new AppError('CONFLICT', L.profileMissing);
  }
  return identity.profileId;
}

// ---------------------------------------------------------------------------------------------

/** Order a valuation: the property and the request in one transaction (clients and admins). */
export async function createRequest(ctx: Ctx, identity: Identity, body: CreateRequestBody): Promise<RequestDetail> {
  enforce(createRequestRefusal(identity));
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
        firmId: ctx.firmId,
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
    if (body.expectedValue !== undefined) {
      await recordRequestQuote(ctx, tx, request.id, { category: 'ordinary', expectedValue: body.expectedValue, purpose: body.purpose });
    }
    await writeAudit(tx, {
      actionType: 'request_created',
      entityType: REQUEST_ENTITY,
      entityId: request.id,
      userId: identity.userId,
      details: { status: 'pending', property_id: property.id, property_title: body.title },
    });
    emitRequestUpdated(tx, { requestId: request.id, status: 'pending', userIds: [identity.userId], queueWide: true });
    return request.id;
  });
  return readDetail(ctx, id, identity);
}

export async function listOwnRequests(db: Db, identity: Identity, query: PageQuery & Partial<ListRequestsQuery>): Promise<{ items: RequestListItem[]; nextCursor: string | null }> {
  if (!identity.profileId) {
    return { items: [], nextCursor: null };
  }
  const filters = { status: query.status, county: query.county };
  const rows = await listRequestsByRequester(db, identity.firmId, identity.profileId, filters, decodeCursor(query.cursor), query.limit);
  const page = toPage(rows, query.limit, (r) => ({ at: r.requestedAt, id: r.id }));
  return { nextCursor: page.nextCursor, items: page.items.map(toListItem) };
}

function toListItem(r: Awaited<ReturnType<typeof listRequestsByRequester>>[number]): RequestListItem {
  return {
    id: r.id,
    reference: r.reference,
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

/** The Agent Dashboard's counters, over the requests the caller's queue holds. */
export async function countRequestQueue(ctx: Ctx, identity: Identity): Promise<RequestQueueCounts> {
  const agentId = can(identity, 'request:read-any') ? null : requireProfile(identity);
  return countQueue(ctx.db, identity.firmId, agentId, ctx.now());
}

export async function listRequestQueue(ctx: Ctx, identity: Identity, query: RequestQueueQuery): Promise<{ items: RequestQueueItem[]; nextCursor: string | null }> {
  const agentId = can(identity, 'request:read-any') ? null : requireProfile(identity);
  const filters = { statuses: queueFilterStatuses(query.status), county: query.county };
  const rows = await listQueue(ctx.db, identity.firmId, agentId, filters, decodeCursor(query.cursor), query.limit);
  const page = toPage(rows, query.limit, (r) => ({ at: r.dueDate ?? new Date('9999-12-31T00:00:00.000Z'), id: r.id }));
  const booked = new Map((await listBookedVisits(ctx.db, page.items.map((r) => r.id))).map((v) => [v.requestId, v]));
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
      visit: toQueueVisit(booked.get(r.id)),
    })),
  };
}

function toQueueVisit(v: { id: string; scheduledDate: Date; status: VisitStatus } | undefined): RequestQueueItem['visit'] {
  return v ? { id: v.id, scheduledAt: v.scheduledDate.toISOString(), status: v.status } : null;
}

export async function getRequestDetail(ctx: Ctx, identity: Identity, id: string): Promise<RequestDetail> {
  const row = await getRequestRow(ctx.db, identity.firmId, id);
  if (!row || !canSeeRequest(identity, row.request)) {
    throw new AppError('NOT_FOUND', L.requestNotFound);
  }
  return toDetail(ctx, row, identity);
}

async function readDetail(ctx: Ctx, id: string, identity: Identity): Promise<RequestDetail> {
  const row = await getRequestRow(ctx.db, identity.firmId, id);
  if (!row) {
    throw new AppError('NOT_FOUND', L.requestNotFound);
  }
  return toDetail(ctx, row, identity);
}

async function toDetail(ctx: Ctx, row: Row, identity: Identity): Promise<RequestDetail> {
  const r = row.request;
  const [visit, timeline, report, quote] = await Promise.all([
    getLatestVisit(ctx.db, r.id),
    listTimeline(ctx.db, r.id),
    requestReportSummary(ctx.db, identity, { id: r.id, requesterId: r.requesterId }),
    quoteOfRequest(ctx.db, r.id),
  ]);
  const p = row.property;
  return {
    id: r.id,
    reference: r.reference,
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
    quote,
    visit: visit
      ? { id: visit.id, status: visit.status, scheduledDate: visit.scheduledDate.toISOString(), durationMinutes: visit.durationMinutes, notes: visit.notes }
      : null,
    report,
    // Only the actions the contract names; any other audit row of the request stays off it.
    timeline: timeline.flatMap((t) =>
      isTimelineAction(t.action)
        ? [
            {
              action: t.action,
              status: TIMELINE_STATUS[t.action],
              at: t.at.toISOString(),
              by: t.actorId ? { id: t.actorId, fullName: displayName(t.actorName, t.actorEmail) } : null,
            },
          ]
        : [],
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Moves: each runs the one lifecycle function (who may, the transition table, the update, the
// audit row, notifications and events) in its own transaction, then reads the request back.

export async function cancelRequest(ctx: Ctx, identity: Identity, id: string, body: CancelRequestBody): Promise<RequestDetail> {
  await inTransaction(ctx, (tx) => moveRequestById(tx, ctx, id, identity, { action: 'cancel', reason: body.reason }));
  return readDetail(ctx, id, identity);
}

export async function acceptRequest(ctx: Ctx, identity: Identity, id: string): Promise<RequestDetail> {
  await inTransaction(ctx, (tx) => moveRequestById(tx, ctx, id, identity, { action: 'accept' }));
  return readDetail(ctx, id, identity);
}

export async function releaseRequest(ctx: Ctx, identity: Identity, id: string): Promise<RequestDetail> {
  await inTransaction(ctx, (tx) => moveRequestById(tx, ctx, id, identity, { action: 'release' }));
  return readDetail(ctx, id, identity);
}

export async function assignRequest(ctx: Ctx, identity: Identity, id: string, agentProfileId: string): Promise<RequestDetail> {
  const agent = await getAgentProfile(ctx.db, agentProfileId);
  if (!agent) {
    throw new AppError('VALIDATION', L.agentUnknown, { agentId: L.agentUnknown });
  }
  await inTransaction(ctx, (tx) => moveRequestById(tx, ctx, id, identity, { action: 'assign', agent }));
  return readDetail(ctx, id, identity);
}

export async function listAgents(db: Db): Promise<{ items: AgentSummary[] }> {
  const rows = await listAgentProfiles(db);
  return { items: rows.map((a) => ({ id: a.id, fullName: displayName(a.fullName, a.email || a.userEmail), email: a.email || a.userEmail })) };
}
