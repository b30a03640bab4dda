import { and, desc, eq, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminRequestsFilters } from '@thamani/domain/admin-requests';
import { auditDateRange } from '@thamani/domain/audit-log';
import { lrSearchKey } from '@thamani/domain/properties';
import { parseRequestReference } from '@thamani/domain/request-reference';
import type { RequestStatus } from '@thamani/domain/requests';
import type { Db } from '#db/client.ts';
import { profiles } from '#db/schema/profiles.table.ts';
import { properties as p } from '#db/schema/properties.table.ts';
import type { Cursor } from '#platform/cursor.ts';
import { ofFirm, valuationRequests as vr } from '../requests/index.ts';

const requester = alias(profiles, 'requester');
const valuer = alias(profiles, 'valuer');

/** A request is open until it is completed or cancelled. */
const CLOSED: RequestStatus[] = ['completed', 'cancelled'];

/**
 * The request's audit rows of one action: the report moves write them with entity 'report', so
 * they are found by details.request_id (the audit_logs_request_idx expression index).
 */
const auditOf = (action: 'report_approved' | 'report_changes_requested') =>
  sql`from audit_logs a where a.action_type = ${action} and a.details->>'request_id' = ${vr.id}::text`;

/** `%` and `_` typed in the box are letters, not wildcards. */
const contains = (value: string) => `%${value.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The search box: a reference however typed is exactly that request; otherwise every word must
 * appear in the property's title, its LR number, the client's name or the reference, and an LR
 * number typed with or without its "LR No." prefix finds the LR numbers that contain it.
 */
function searchWhere(q: string): SQL | undefined {
  const reference = parseRequestReference(q);
  if (reference) {
    return eq(vr.reference, reference);
  }
  const word = (w: string) =>
    or(
      sql`lower(${p.title}) like ${contains(w)}`,
      sql`lower(${p.lrNumber}) like ${contains(w)}`,
      sql`lower(${vr.reference}) like ${contains(w)}`,
      sql`exists (select 1 from profiles c where c.id = ${vr.requesterId} and lower(c.full_name) like ${contains(w)})`,
    );
  const lrKey = lrSearchKey(q);
  return or(
    and(...q.split(' ').map(word)),
    lrKey ? sql`upper(${p.lrNumber}) like ${contains(lrKey).toUpperCase()}` : undefined,
  );
}

/** The firm's requests, with every filter of AdminRequestsFilters, as SQL over valuation_requests and its property. */
export function adminRequestsWhere(firmId: string, f: AdminRequestsFilters, now: Date): SQL | undefined {
  const received = auditDateRange({ from: f.receivedFrom, to: f.receivedTo });
  const completed = auditDateRange({ from: f.completedFrom, to: f.completedTo });
  const approvedWithin = and(
    completed.start ? sql`a.created_at >= ${completed.start.toISOString()}::timestamptz` : undefined,
    completed.end ? sql`a.created_at < ${completed.end.toISOString()}::timestamptz` : undefined,
  );
  return and(
    ofFirm(firmId),
    f.q ? searchWhere(f.q) : undefined,
    f.status === 'open' ? notInArray(vr.status, CLOSED) : f.status ? eq(vr.status, f.status) : undefined,
    f.county ? eq(p.county, f.county) : undefined,
    f.purpose ? eq(vr.purpose, f.purpose) : undefined,
    f.valuerId === 'unassigned'
      ? isNull(vr.assignedAgentId)
      : f.valuerId
        ? eq(vr.assignedAgentId, f.valuerId)
        : undefined,
    f.overdue ? and(notInArray(vr.status, CLOSED), sql`${vr.dueDate} < ${now.toISOString()}::timestamptz`) : undefined,
    f.revised ? sql`exists (select 1 ${auditOf('report_changes_requested')})` : undefined,
    received.start ? sql`${vr.requestedAt} >= ${received.start.toISOString()}::timestamptz` : undefined,
    received.end ? sql`${vr.requestedAt} < ${received.end.toISOString()}::timestamptz` : undefined,
    f.completedFrom || f.completedTo
      ? sql`exists (select 1 ${auditOf('report_approved')} and ${approvedWithin})`
      : undefined,
  );
}

/** One page of the firm's requests, newest received first (keyset on requested_at, id), with the people and the approval time. */
export function selectAdminRequests(
  db: Db,
  firmId: string,
  f: AdminRequestsFilters,
  now: Date,
  after: Cursor | null,
  limit: number,
) {
  return db
    .select({
      id: vr.id,
      reference: vr.reference,
      status: vr.status,
      priority: vr.priority,
      purpose: vr.purpose,
      requestedAt: vr.requestedAt,
      dueDate: vr.dueDate,
      title: p.title,
      county: p.county,
      town: p.town,
      lrNumber: p.lrNumber,
      requesterName: requester.fullName,
      requesterEmail: requester.email,
      valuerId: valuer.id,
      valuerName: valuer.fullName,
      valuerEmail: valuer.email,
      approvedAt: sql<string | null>`(select max(a.created_at) ${auditOf('report_approved')})`,
    })
    .from(vr)
    .leftJoin(p, eq(p.id, vr.propertyId))
    .innerJoin(requester, eq(requester.id, vr.requesterId))
    .leftJoin(valuer, eq(valuer.id, vr.assignedAgentId))
    .where(
      and(
        adminRequestsWhere(firmId, f, now),
        after
          ? sql`(${vr.requestedAt}, ${vr.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(vr.requestedAt), desc(vr.id))
    .limit(limit);
}
export type AdminRequestRow = Awaited<ReturnType<typeof selectAdminRequests>>[number];
