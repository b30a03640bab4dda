import { and, asc, desc, eq, inArray, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#db/client.ts';
import { documents } from '#db/schema/documents.table.ts';
import { inspections } from '#db/schema/inspections.table.ts';
import { profiles } from '#db/schema/profiles.table.ts';
import { properties as p } from '#db/schema/properties.table.ts';
import { reportFiles } from '#db/schema/report-files.table.ts';
import { reportVersions } from '#db/schema/report-versions.table.ts';
import { reports } from '#db/schema/reports.table.ts';
import { siteVisits } from '#db/schema/site-visits.table.ts';
import type { Cursor } from '#platform/cursor.ts';
import { ofFirm, ofFirmAs, valuationRequests as vr } from '../requests/index.ts';

/**
 * The domain's lrSearchKey in SQL, exactly as the properties_lr_key_idx expression index of
 * migration 0006 writes it (so the planner uses the index).
 */
function lrKey(column: SQLWrapper): SQL {
  return sql`upper(regexp_replace(regexp_replace(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'), ' ?/ ?', '/', 'g'), '^(L\\.? ?R\\.? ?(No\\.?)?|No\\.?) ?(?=[0-9])', '', 'i'))`;
}

const requester = alias(profiles, 'requester');
const valuer = alias(profiles, 'valuer');

/** `%` and `_` typed in the box are letters, not wildcards. */
function likeEscape(value: string): string {
  return value.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

export interface PropertySearch {
  /** Every word must appear in the title. */
  titleWords?: string[];
  /** The normalised LR key to match exactly. */
  lrKey?: string;
  county?: string;
  town?: string;
}

/**
 * Newest first, keyset on (created_at, id); the counts and values come from correlated subqueries
 * over the firm's requests (a property is no firm's: one valued by another firm is listed, without
 * that firm's requests and values).
 */
export function searchProperties(db: Db, firmId: string, f: PropertySearch, cursor: Cursor | null, limit: number) {
  const match = f.lrKey
    ? or(
        sql`${lrKey(p.lrNumber)} = ${f.lrKey}`,
        ...(f.titleWords ?? []).map((w) => sql`lower(${p.title}) like ${`%${likeEscape(w)}%`}`),
      )
    : and(...(f.titleWords ?? []).map((w) => sql`lower(${p.title}) like ${`%${likeEscape(w)}%`}`));
  const where = and(
    f.lrKey || f.titleWords?.length ? match : undefined,
    f.county ? eq(p.county, f.county) : undefined,
    f.town ? sql`${p.town} ilike ${`${likeEscape(f.town)}%`}` : undefined,
    cursor ? sql`(${p.createdAt}, ${p.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)` : undefined,
  );
  return db
    .select({
      id: p.id,
      title: p.title,
      propertyType: p.propertyType,
      county: p.county,
      town: p.town,
      lrNumber: p.lrNumber,
      createdAt: p.createdAt,
      // One table in FROM: Drizzle leaves columns unqualified, so the correlated subqueries name theirs.
      requestCount:
        sql<number>`(select count(*)::int from valuation_requests r where r.property_id = "properties"."id" and ${ofFirmAs('r', firmId)})`.mapWith(
          Number,
        ),
      lastRequestedAt: sql<
        string | null
      >`(select max(r.requested_at) from valuation_requests r where r.property_id = "properties"."id" and ${ofFirmAs('r', firmId)})`,
      latestMarketValue: sql<number | null>`(
        select rv.market_value from report_files rf
        join reports rep on rep.id = rf.report_id
        join valuation_requests r on r.id = rep.request_id
        join report_versions rv on rv.report_id = rf.report_id and rv.n = rf.n
        where r.property_id = "properties"."id" and ${ofFirmAs('r', firmId)}
        order by rf.created_at desc limit 1)`.mapWith((v: unknown) => (v === null ? null : Number(v))),
      possibleDuplicateOf: sql<string | null>`(
        select other.id from properties other
        where ${lrKey(sql`other.lr_number`)} = ${lrKey(sql`"properties"."lr_number"`)} and other.id <> "properties"."id"
        order by other.created_at, other.id limit 1)`,
    })
    .from(p)
    .where(where)
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(limit + 1);
}

export async function getPropertyRow(db: Db, id: string) {
  const rows = await db.select().from(p).where(eq(p.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The firm's requests for the property, oldest first (the lists of visits, reports… below take their ids). */
export function listPropertyRequests(db: Db, firmId: string, propertyId: string) {
  return db
    .select({
      id: vr.id,
      status: vr.status,
      purpose: vr.purpose,
      requestedAt: vr.requestedAt,
      dueDate: vr.dueDate,
      updatedAt: vr.updatedAt,
      requesterName: requester.fullName,
      requesterEmail: requester.email,
      valuerId: valuer.id,
      valuerName: valuer.fullName,
      valuerEmail: valuer.email,
    })
    .from(vr)
    .innerJoin(requester, eq(requester.id, vr.requesterId))
    .leftJoin(valuer, eq(valuer.id, vr.assignedAgentId))
    .where(and(eq(vr.propertyId, propertyId), ofFirm(firmId)))
    .orderBy(asc(vr.requestedAt), asc(vr.id));
}

export function listRequestVisits(db: Db, requestIds: string[]) {
  return db
    .select({
      id: siteVisits.id,
      requestId: siteVisits.requestId,
      status: siteVisits.status,
      scheduledDate: siteVisits.scheduledDate,
      valuerName: valuer.fullName,
      valuerEmail: valuer.email,
    })
    .from(siteVisits)
    .innerJoin(valuer, eq(valuer.id, siteVisits.agentId))
    .where(inArray(siteVisits.requestId, requestIds))
    .orderBy(asc(siteVisits.scheduledDate), asc(siteVisits.id));
}

export function listRequestInspections(db: Db, requestIds: string[]) {
  return db
    .select({
      id: inspections.id,
      requestId: inspections.requestId,
      status: inspections.status,
      startedAt: inspections.startedAt,
      submittedAt: inspections.submittedAt,
    })
    .from(inspections)
    .where(inArray(inspections.requestId, requestIds))
    .orderBy(asc(inspections.startedAt), asc(inspections.id));
}

/** Each report with its latest submission's values and its latest approved PDF's code. */
export function listRequestReports(db: Db, requestIds: string[]) {
  return db
    .select({
      id: reports.id,
      requestId: reports.requestId,
      status: reports.status,
      n: sql<number>`coalesce((select max(${reportVersions.n}) from ${reportVersions} where ${reportVersions.reportId} = ${reports.id}), 0)`.mapWith(
        Number,
      ),
      marketValue: reportVersions.marketValue,
      forcedSaleValue: reportVersions.forcedSaleValue,
      insuranceValue: reportVersions.insuranceValue,
      verifyCode: sql<
        string | null
      >`(select ${reportFiles.verifyCode} from ${reportFiles} where ${reportFiles.reportId} = ${reports.id} order by ${reportFiles.n} desc limit 1)`,
    })
    .from(reports)
    .leftJoin(
      reportVersions,
      and(
        eq(reportVersions.reportId, reports.id),
        sql`${reportVersions.n} = (select max(rv2.n) from report_versions rv2 where rv2.report_id = ${reports.id})`,
      ),
    )
    .where(inArray(reports.requestId, requestIds))
    .orderBy(asc(reports.createdAt), asc(reports.id));
}

/** The values of every approved submission, oldest approval first. */
export function listApprovedValues(db: Db, requestIds: string[]) {
  return db
    .select({
      reportId: reportFiles.reportId,
      n: reportFiles.n,
      approvedAt: reportFiles.createdAt,
      marketValue: reportVersions.marketValue,
      forcedSaleValue: reportVersions.forcedSaleValue,
      insuranceValue: reportVersions.insuranceValue,
    })
    .from(reportFiles)
    .innerJoin(reports, eq(reports.id, reportFiles.reportId))
    .innerJoin(
      reportVersions,
      and(eq(reportVersions.reportId, reportFiles.reportId), eq(reportVersions.n, reportFiles.n)),
    )
    .where(inArray(reports.requestId, requestIds))
    .orderBy(asc(reportFiles.createdAt), asc(reportFiles.id));
}

/** Files on the requests, their inspections, and the delivered report PDFs. */
export function listRequestDocuments(db: Db, requestIds: string[]) {
  return db
    .select({
      id: documents.id,
      requestId: documents.requestId,
      filename: documents.filename,
      kind: documents.kind,
      size: documents.size,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(
      or(
        inArray(documents.requestId, requestIds),
        inArray(
          documents.inspectionId,
          db.select({ id: inspections.id }).from(inspections).where(inArray(inspections.requestId, requestIds)),
        ),
        inArray(
          documents.id,
          db
            .select({ id: sql<string>`${reportFiles.documentId}` })
            .from(reportFiles)
            .innerJoin(reports, eq(reports.id, reportFiles.reportId))
            .where(inArray(reports.requestId, requestIds)),
        ),
      ),
    )
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

export function listSameLrProperties(db: Db, id: string, lrNumber: string) {
  return db
    .select({ id: p.id, title: p.title, county: p.county, town: p.town, lrNumber: p.lrNumber })
    .from(p)
    .where(and(sql`${lrKey(p.lrNumber)} = ${lrKey(sql`${lrNumber}::text`)}`, ne(p.id, id)))
    .orderBy(asc(p.createdAt), asc(p.id));
}
