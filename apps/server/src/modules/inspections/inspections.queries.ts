import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PropertyType } from '@thamani/domain/estimate';
import type { AnswerValue, InspectionListStatus } from '@thamani/domain/inspections';
import type { Db } from '#db/client.ts';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { documents } from '#db/schema/documents.table.ts';
import { inspectionTemplates } from '#db/schema/inspection-templates.table.ts';
import { inspections } from '#db/schema/inspections.table.ts';
import { profiles } from '#db/schema/profiles.table.ts';
import { properties } from '#db/schema/properties.table.ts';
import { siteVisits as sv } from '#db/schema/site-visits.table.ts';
import { ofFirm, valuationRequests as vr } from '../requests/index.ts';

const agent = alias(profiles, 'agent');
const requester = alias(profiles, 'requester');

/** The most rows the inspections list returns (a valuer's list is a few dozen; an admin's is capped). */
export const INSPECTION_LIST_LIMIT = 500;

function selectInspection(db: Db) {
  return db
    .select({
      inspection: inspections,
      visit: { id: sv.id, status: sv.status, scheduledDate: sv.scheduledDate, agentId: sv.agentId },
      property: {
        title: properties.title,
        address: properties.address,
        propertyType: properties.propertyType,
        lrNumber: properties.lrNumber,
        county: properties.county,
        town: properties.town,
      },
      agentName: agent.fullName,
      agentEmail: agent.email,
    })
    .from(inspections)
    .innerJoin(vr, eq(vr.id, inspections.requestId))
    .innerJoin(sv, eq(sv.id, inspections.visitId))
    .innerJoin(agent, eq(agent.id, inspections.agentId))
    .leftJoin(properties, eq(properties.id, sv.propertyId));
}

export type InspectionRow = NonNullable<Awaited<ReturnType<typeof getInspectionRow>>>;

/** An inspection of one of the firm's requests (another firm's is not found, as its request is not). */
export async function getInspectionRow(db: Db, firmId: string, id: string) {
  const rows = await selectInspection(db)
    .where(and(eq(inspections.id, id), ofFirm(firmId)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The inspection row (of one of the firm's requests) locked until the transaction ends (submit,
 * reopen and photo changes queue behind it).
 */
export async function lockInspectionRow(tx: Db, firmId: string, id: string) {
  const rows = await selectInspection(tx)
    .where(and(eq(inspections.id, id), ofFirm(firmId)))
    .limit(1)
    .for('update', { of: inspections });
  return rows[0] ?? null;
}

/** The inspection of a visit of one of the firm's requests. */
export async function getInspectionIdOfVisit(db: Db, firmId: string, visitId: string): Promise<string | null> {
  const rows = await db
    .select({ id: inspections.id })
    .from(inspections)
    .innerJoin(vr, eq(vr.id, inspections.requestId))
    .where(and(eq(inspections.visitId, visitId), ofFirm(firmId)))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** Who may read an inspection (and its photos) of one of the firm's requests: its valuer and admins. */
export async function getInspectionOwner(db: Db, firmId: string, id: string): Promise<{ agentId: string } | null> {
  const rows = await db
    .select({ agentId: inspections.agentId })
    .from(inspections)
    .innerJoin(vr, eq(vr.id, inspections.requestId))
    .where(and(eq(inspections.id, id), ofFirm(firmId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The newest published template of a property type. */
export async function latestTemplateRow(db: Db, propertyType: PropertyType) {
  const rows = await db
    .select()
    .from(inspectionTemplates)
    .where(eq(inspectionTemplates.propertyType, propertyType))
    .orderBy(desc(inspectionTemplates.version))
    .limit(1);
  return rows[0] ?? null;
}

/** The property type of a visit of one of the firm's requests. */
export async function getPropertyTypeOfVisit(db: Db, firmId: string, visitId: string): Promise<PropertyType | null> {
  const rows = await db
    .select({ propertyType: properties.propertyType })
    .from(sv)
    .innerJoin(vr, eq(vr.id, sv.requestId))
    .leftJoin(properties, eq(properties.id, sv.propertyId))
    .where(and(eq(sv.id, visitId), ofFirm(firmId)))
    .limit(1);
  return rows[0]?.propertyType ?? null;
}

/**
 * One save: merge the changed answers and drop the cleared ones, bump the version — only if the
 * row is still at `version` and in progress. A single UPDATE, so two saves made against the same
 * version cannot both succeed (the second matches no row). Returns the new version, or null.
 */
export async function saveAnswersIfVersion(
  tx: Db,
  id: string,
  version: number,
  values: Record<string, AnswerValue | null>,
): Promise<number | null> {
  const set: Record<string, AnswerValue> = {};
  const cleared: string[] = [];
  for (const [itemId, value] of Object.entries(values)) {
    if (value === null) {
      cleared.push(itemId);
    } else {
      set[itemId] = value;
    }
  }
  const rows = await tx
    .update(inspections)
    .set({
      answers: sql`(${inspections.answers} || ${JSON.stringify(set)}::jsonb) - ${`{${cleared.map((c) => `"${c}"`).join(',')}}`}::text[]`,
      version: sql`${inspections.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(inspections.id, id), eq(inspections.version, version), eq(inspections.status, 'in_progress')))
    .returning({ version: inspections.version });
  return rows[0]?.version ?? null;
}

// ---------------------------------------------------------------------------------------------
// Photos

export function listPhotoRows(db: Db, inspectionId: string) {
  return db
    .select()
    .from(documents)
    .where(eq(documents.inspectionId, inspectionId))
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

export async function getPhotoRow(db: Db, inspectionId: string, photoId: string) {
  const rows = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, photoId), eq(documents.inspectionId, inspectionId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function getPhotoByClientId(db: Db, inspectionId: string, clientId: string) {
  const rows = await db
    .select()
    .from(documents)
    .where(and(eq(documents.inspectionId, inspectionId), eq(documents.clientId, clientId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function countPhotos(db: Db, inspectionId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documents).where(eq(documents.inspectionId, inspectionId));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Lists and summaries

export interface InspectionListFilters {
  agentId: string | null;
  status?: InspectionListStatus;
}

const photoCount =
  sql<number>`(select count(*) from ${documents} where ${documents.inspectionId} = ${inspections.id})`.mapWith(Number);

/**
 * The inspections list in ONE query: every visit of the firm's requests that is not cancelled and
 * either has an inspection or is still scheduled (to do), with property, valuer and photo count;
 * earliest first.
 */
export function listInspectionRows(db: Db, firmId: string, f: InspectionListFilters) {
  const statusFilter: SQL | undefined =
    f.status === 'to_do'
      ? and(isNull(inspections.id), eq(sv.status, 'scheduled'))
      : f.status
        ? eq(inspections.status, f.status)
        : or(isNotNull(inspections.id), eq(sv.status, 'scheduled'));
  return db
    .select({
      visitId: sv.id,
      requestId: sv.requestId,
      scheduledDate: sv.scheduledDate,
      inspectionId: inspections.id,
      status: inspections.status,
      template: inspections.template,
      answers: inspections.answers,
      updatedAt: inspections.updatedAt,
      propertyTitle: properties.title,
      propertyAddress: properties.address,
      propertyType: properties.propertyType,
      agentId: agent.id,
      agentName: agent.fullName,
      agentEmail: agent.email,
      photoCount,
    })
    .from(sv)
    .innerJoin(vr, eq(vr.id, sv.requestId))
    .innerJoin(agent, eq(agent.id, sv.agentId))
    .leftJoin(inspections, eq(inspections.visitId, sv.id))
    .leftJoin(properties, eq(properties.id, sv.propertyId))
    .where(
      and(ofFirm(firmId), ne(sv.status, 'cancelled'), f.agentId ? eq(sv.agentId, f.agentId) : undefined, statusFilter),
    )
    .orderBy(asc(sv.scheduledDate), asc(sv.id))
    .limit(INSPECTION_LIST_LIMIT);
}

/** A visit of one of the firm's requests with its valuer and inspection (if any), for the visit's inspection summary. */
export async function getVisitWithInspection(db: Db, firmId: string, visitId: string) {
  const rows = await db
    .select({
      visit: { id: sv.id, agentId: sv.agentId, status: sv.status, propertyType: properties.propertyType },
      inspection: inspections,
      photoCount,
    })
    .from(sv)
    .innerJoin(vr, eq(vr.id, sv.requestId))
    .leftJoin(inspections, eq(inspections.visitId, sv.id))
    .leftJoin(properties, eq(properties.id, sv.propertyId))
    .where(and(eq(sv.id, visitId), ofFirm(firmId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The request's parties (a request of the firm) and its latest submitted inspection with visit date and valuer. */
export async function getRequestWithSubmittedInspection(db: Db, firmId: string, requestId: string) {
  const request = await db
    .select({
      id: vr.id,
      requesterId: vr.requesterId,
      assignedAgentId: vr.assignedAgentId,
      requesterUserId: requester.userId,
    })
    .from(vr)
    .innerJoin(requester, eq(requester.id, vr.requesterId))
    .where(and(eq(vr.id, requestId), ofFirm(firmId)))
    .limit(1);
  if (!request[0]) {
    return null;
  }
  const submitted = await db
    .select({
      inspection: inspections,
      scheduledDate: sv.scheduledDate,
      agentName: agent.fullName,
      agentEmail: agent.email,
      photoCount,
    })
    .from(inspections)
    .innerJoin(sv, eq(sv.id, inspections.visitId))
    .innerJoin(agent, eq(agent.id, inspections.agentId))
    .where(and(eq(inspections.requestId, requestId), eq(inspections.status, 'submitted')))
    .orderBy(desc(inspections.submittedAt))
    .limit(1);
  return { request: request[0], submitted: submitted[0] ?? null };
}

/**
 * When this valuer first took the request on (accepted it or was assigned it), from the audit
 * trail (the request keeps no such column); the request's creation (a request of the firm) when
 * no such entry exists.
 */
export async function getTakenOnInstant(
  db: Db,
  firmId: string,
  requestId: string,
  agentId: string,
): Promise<Date | null> {
  const rows = await db
    .select({ at: sql<Date | string | null>`min(${auditLogs.createdAt})` })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.entityId, requestId),
        inArray(auditLogs.actionType, ['request_accepted', 'request_assigned']),
        sql`${auditLogs.details}->>'agent_id' = ${agentId}`,
      ),
    );
  const at = rows[0]?.at;
  if (at) {
    return new Date(at);
  }
  const request = await db
    .select({ requestedAt: vr.requestedAt })
    .from(vr)
    .where(and(eq(vr.id, requestId), ofFirm(firmId)))
    .limit(1);
  return request[0]?.requestedAt ?? null;
}
