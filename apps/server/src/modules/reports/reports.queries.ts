import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportStatus } from '@thamani/domain/reports';
import type { Db } from '#db/client.ts';
import { documents } from '#db/schema/documents.table.ts';
import { extractions } from '#db/schema/extractions.table.ts';
import { inspections } from '#db/schema/inspections.table.ts';
import { profiles } from '#db/schema/profiles.table.ts';
import { properties } from '#db/schema/properties.table.ts';
import { reportFiles } from '#db/schema/report-files.table.ts';
import { reportReviews } from '#db/schema/report-reviews.table.ts';
import { reportTemplateVersions as tv } from '#db/schema/report-template-versions.table.ts';
import { reportVersions } from '#db/schema/report-versions.table.ts';
import { reports } from '#db/schema/reports.table.ts';
import { userRoles } from '#db/schema/user-roles.table.ts';
import { valuerProfiles } from '#db/schema/valuer-profiles.table.ts';
import type { Cursor } from '#platform/cursor.ts';
import { ofFirm, valuationRequests as vr } from '../requests/index.ts';

const author = alias(profiles, 'author');
const requester = alias(profiles, 'requester');
const reviewer = alias(profiles, 'reviewer');

/** A report with its request, property, author (and their valuer details), requester and template version. */
function selectReport(db: Db) {
  return db
    .select({
      report: reports,
      request: {
        id: vr.id,
        status: vr.status,
        dueDate: vr.dueDate,
        requesterId: vr.requesterId,
        assignedAgentId: vr.assignedAgentId,
      },
      propertyTitle: properties.title,
      propertyType: properties.propertyType,
      authorUserId: author.userId,
      authorName: author.fullName,
      authorEmail: author.email,
      vrbNumber: valuerProfiles.vrbNumber,
      signatureDocumentId: valuerProfiles.signatureDocumentId,
      requesterUserId: requester.userId,
      template: { id: tv.templateId, name: tv.name, version: tv.version },
    })
    .from(reports)
    .innerJoin(vr, eq(vr.id, reports.requestId))
    .leftJoin(properties, eq(properties.id, vr.propertyId))
    .innerJoin(author, eq(author.id, reports.authorId))
    .leftJoin(valuerProfiles, eq(valuerProfiles.profileId, reports.authorId))
    .innerJoin(requester, eq(requester.id, vr.requesterId))
    .innerJoin(tv, eq(tv.id, reports.templateVersionId));
}

export type ReportRow = NonNullable<Awaited<ReturnType<typeof getReportRow>>>;

/** A report on one of the firm's requests (another firm's is not found, as its request is not). */
export async function getReportRow(db: Db, firmId: string, id: string) {
  const rows = await selectReport(db)
    .where(and(eq(reports.id, id), ofFirm(firmId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The report row locked until the transaction ends; take the request's lock first (request → report). */
export async function lockReportRow(tx: Db, firmId: string, id: string) {
  const rows = await selectReport(tx)
    .where(and(eq(reports.id, id), ofFirm(firmId)))
    .limit(1)
    .for('update', { of: reports });
  return rows[0] ?? null;
}

export async function getReportOfRequest(db: Db, requestId: string) {
  const rows = await db
    .select({ id: reports.id, authorId: reports.authorId, status: reports.status })
    .from(reports)
    .where(eq(reports.requestId, requestId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * One save: the new content, the version bumped — only if the draft is still at `version` and
 * editable. A single UPDATE, so two saves against one version cannot both succeed.
 */
export async function saveContentIfVersion(
  tx: Db,
  id: string,
  version: number,
  content: typeof reports.$inferInsert.content,
) {
  const rows = await tx
    .update(reports)
    .set({ content, version: sql`${reports.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(eq(reports.id, id), eq(reports.version, version), sql`${reports.status} in ('draft', 'changes_requested')`),
    )
    .returning({ version: reports.version, updatedAt: reports.updatedAt });
  return rows[0] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Submissions, reviews, delivery

export function listSubmissions(db: Db, reportId: string) {
  return db
    .select({ n: reportVersions.n, submittedAt: reportVersions.submittedAt, sha256: reportVersions.sha256 })
    .from(reportVersions)
    .where(eq(reportVersions.reportId, reportId))
    .orderBy(asc(reportVersions.n));
}

export async function getSubmission(db: Db, reportId: string, n: number) {
  const rows = await db
    .select()
    .from(reportVersions)
    .where(and(eq(reportVersions.reportId, reportId), eq(reportVersions.n, n)))
    .limit(1);
  return rows[0] ?? null;
}

export async function latestSubmissionNumber(db: Db, reportId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${reportVersions.n}), 0)`.mapWith(Number) })
    .from(reportVersions)
    .where(eq(reportVersions.reportId, reportId));
  return row?.n ?? 0;
}

export function listReviewRows(db: Db, reportId: string) {
  return db
    .select({
      review: reportReviews,
      reviewerUserId: reviewer.userId,
      reviewerName: reviewer.fullName,
      reviewerEmail: reviewer.email,
    })
    .from(reportReviews)
    .leftJoin(reviewer, eq(reviewer.id, reportReviews.reviewerId))
    .where(eq(reportReviews.reportId, reportId))
    .orderBy(asc(reportReviews.n));
}

/** The delivered PDF of the report's approved submission (at most one: approval is final). */
export async function getReportFile(db: Db, reportId: string) {
  const rows = await db
    .select({ file: reportFiles, storageKey: documents.storageKey, size: documents.size })
    .from(reportFiles)
    .leftJoin(documents, eq(documents.id, reportFiles.documentId))
    .where(eq(reportFiles.reportId, reportId))
    .orderBy(desc(reportFiles.n))
    .limit(1);
  return rows[0] ?? null;
}

/** The auth user ids of every admin: who hears of a submitted report. */
export async function listAdminUserIds(db: Db): Promise<string[]> {
  const rows = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'));
  return rows.map((r) => r.userId);
}

// ---------------------------------------------------------------------------------------------
// What a report is made from

/** The request's latest submitted inspection, with its visit date. */
export async function getSubmittedInspection(db: Db, requestId: string) {
  const rows = await db
    .select({ inspection: inspections })
    .from(inspections)
    .where(and(eq(inspections.requestId, requestId), eq(inspections.status, 'submitted')))
    .orderBy(desc(inspections.submittedAt))
    .limit(1);
  return rows[0]?.inspection ?? null;
}

/** The request's latest inspection whatever its status (its photos stay the report's to pick from if it is reopened). */
export async function getLatestInspection(db: Db, requestId: string) {
  const rows = await db
    .select({ inspection: inspections })
    .from(inspections)
    .where(eq(inspections.requestId, requestId))
    .orderBy(desc(inspections.startedAt))
    .limit(1);
  return rows[0]?.inspection ?? null;
}

/** The photos of an inspection, oldest first. */
export function listInspectionPhotos(db: Db, inspectionId: string) {
  return db
    .select()
    .from(documents)
    .where(eq(documents.inspectionId, inspectionId))
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

/** The fields a person last confirmed from one of the request's documents (a krooki, a title deed); null when none. */
export async function getConfirmedTitleFields(db: Db, requestId: string): Promise<unknown> {
  const rows = await db
    .select({ fields: extractions.confirmedFields })
    .from(extractions)
    .innerJoin(documents, eq(documents.id, extractions.documentId))
    .where(and(eq(documents.requestId, requestId), sql`${extractions.confirmedAt} is not null`))
    .orderBy(desc(extractions.confirmedAt))
    .limit(1);
  return rows[0]?.fields ?? null;
}

/** The kinds of paper attached to a request (title deed, certificate of lease, …), for the prefill. */
export async function listRequestDocumentCategories(db: Db, requestId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: documents.category })
    .from(documents)
    .where(and(eq(documents.requestId, requestId), sql`${documents.category} is not null`));
  return rows.flatMap((row) => (row.category ? [row.category] : []));
}

/** The request (of the firm) with its property and client, for the prefill. */
export async function getRequestForReport(db: Db, firmId: string, requestId: string) {
  const rows = await db
    .select({ request: vr, property: properties, clientName: requester.fullName, clientEmail: requester.email })
    .from(vr)
    .leftJoin(properties, eq(properties.id, vr.propertyId))
    .innerJoin(requester, eq(requester.id, vr.requesterId))
    .where(and(eq(vr.id, requestId), ofFirm(firmId)))
    .limit(1);
  return rows[0] ?? null;
}

/** A valuer's name and details. */
export async function getValuer(db: Db, profileId: string) {
  const rows = await db
    .select({
      fullName: profiles.fullName,
      email: profiles.email,
      vrbNumber: valuerProfiles.vrbNumber,
      signatureDocumentId: valuerProfiles.signatureDocumentId,
    })
    .from(profiles)
    .leftJoin(valuerProfiles, eq(valuerProfiles.profileId, profiles.id))
    .where(eq(profiles.id, profileId))
    .limit(1);
  return rows[0] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Lists

/** The most rows the ready list returns (a valuer has a handful). */
export const READY_LIST_LIMIT = 200;

/** The valuer's requests (of the firm) in progress with a submitted inspection and no report yet, earliest due first. */
export function listReadyRows(db: Db, firmId: string, agentId: string) {
  const submittedAt = sql<Date>`(select max(${inspections.submittedAt}) from ${inspections} where ${inspections.requestId} = ${vr.id} and ${inspections.status} = 'submitted')`;
  return db
    .select({
      requestId: vr.id,
      title: properties.title,
      purpose: vr.purpose,
      dueDate: vr.dueDate,
      inspectionSubmittedAt: sql`${submittedAt}`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(vr)
    .leftJoin(properties, eq(properties.id, vr.propertyId))
    .leftJoin(reports, eq(reports.requestId, vr.id))
    .where(
      and(
        eq(vr.assignedAgentId, agentId),
        ofFirm(firmId),
        eq(vr.status, 'in-progress'),
        isNull(reports.id),
        sql`${submittedAt} is not null`,
      ),
    )
    .orderBy(sql`${vr.dueDate} asc nulls last`, asc(vr.id))
    .limit(READY_LIST_LIMIT);
}

export interface ReportListFilters {
  /** Null: every valuer's (admins). */
  authorId: string | null;
  status?: ReportStatus;
  /** The approval queue: submitted reports, oldest submission first. */
  review: boolean;
}

const lastSubmittedAt = sql<Date | null>`(select max(${reportVersions.submittedAt}) from ${reportVersions} where ${reportVersions.reportId} = ${reports.id})`;
const submissionCount =
  sql<number>`(select count(*) from ${reportVersions} where ${reportVersions.reportId} = ${reports.id})`.mapWith(
    Number,
  );

/**
 * A page of the reports on the firm's requests, keyset on (instant, id): most recently changed
 * first, or for the review queue the oldest submission first.
 */
export function listReportRows(db: Db, firmId: string, f: ReportListFilters, cursor: Cursor | null, limit: number) {
  const key = f.review ? sql`coalesce(${lastSubmittedAt}, ${reports.updatedAt})` : sql`${reports.updatedAt}`;
  let after: SQL | undefined;
  if (cursor) {
    const at = sql`${cursor.at.toISOString()}::timestamptz`;
    after = f.review
      ? sql`(${key}, ${reports.id}) > (${at}, ${cursor.id}::uuid)`
      : sql`(${key}, ${reports.id}) < (${at}, ${cursor.id}::uuid)`;
  }
  return db
    .select({
      id: reports.id,
      requestId: reports.requestId,
      status: reports.status,
      updatedAt: reports.updatedAt,
      title: properties.title,
      requestStatus: vr.status,
      dueDate: vr.dueDate,
      templateName: tv.name,
      authorUserId: author.userId,
      authorName: author.fullName,
      authorEmail: author.email,
      submissions: submissionCount,
      submittedAt: lastSubmittedAt.mapWith((v: string | Date | null) => (v === null ? null : new Date(v))),
      sortKey: key.mapWith((v: string | Date) => new Date(v)),
    })
    .from(reports)
    .innerJoin(vr, eq(vr.id, reports.requestId))
    .leftJoin(properties, eq(properties.id, vr.propertyId))
    .innerJoin(author, eq(author.id, reports.authorId))
    .innerJoin(tv, eq(tv.id, reports.templateVersionId))
    .where(
      and(
        ofFirm(firmId),
        f.authorId ? eq(reports.authorId, f.authorId) : undefined,
        f.review ? eq(reports.status, 'submitted') : f.status ? eq(reports.status, f.status) : undefined,
        after,
      ),
    )
    .orderBy(...(f.review ? [asc(key), asc(reports.id)] : [desc(key), desc(reports.id)]))
    .limit(limit + 1);
}

// ---------------------------------------------------------------------------------------------
// Verification

/** A delivered report (on one of the firm's requests) by its verification code, with the approved submission and the approval. */
export async function getVerification(db: Db, firmId: string, code: string) {
  const rows = await db
    .select({
      file: reportFiles,
      version: reportVersions,
      propertyTitle: properties.title,
      propertyCounty: properties.county,
      propertyTown: properties.town,
      propertyLrNumber: properties.lrNumber,
      requestReference: vr.reference,
      authorName: author.fullName,
      authorEmail: author.email,
      approvedAt: reportReviews.createdAt,
    })
    .from(reportFiles)
    .innerJoin(reports, eq(reports.id, reportFiles.reportId))
    .innerJoin(
      reportVersions,
      and(eq(reportVersions.reportId, reportFiles.reportId), eq(reportVersions.n, reportFiles.n)),
    )
    .innerJoin(vr, eq(vr.id, reports.requestId))
    .leftJoin(properties, eq(properties.id, vr.propertyId))
    .innerJoin(author, eq(author.id, reports.authorId))
    .leftJoin(reportReviews, and(eq(reportReviews.reportId, reportFiles.reportId), eq(reportReviews.n, reportFiles.n)))
    .where(and(eq(reportFiles.verifyCode, code), ofFirm(firmId)))
    .limit(1);
  return rows[0] ?? null;
}
