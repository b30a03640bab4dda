import { AppError } from '@thamani/domain/app-error';
import { enforce } from '@thamani/domain/policies';
import { runReportChecks } from '@thamani/domain/report-checks';
import { editReportRefusal } from '@thamani/domain/report-policies';
import {
  REPORT_MESSAGES as M,
  type ReportChecks,
  type ReportContent,
  type ReportPhotoOption,
  type SaveReportBody,
  type SaveReportResponse,
} from '@thamani/domain/reports';
import { nairobiToday } from '@thamani/domain/visits';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { inTransaction } from '#platform/transaction.ts';
import { readFirm } from '../firm/index.ts';
import { sameContent, withValuerSources } from './report-content.ts';
import { accessOf, readableReport, type ReportsCtx } from './reports.access.ts';
import { valuerOf } from './reports.moves.ts';
import { photoOptions } from './reports.photo-options.ts';
import { saveContentIfVersion } from './reports.queries.ts';

/** The draft as its valuer writes it: autosaving, and the checks submitting would run. */

/** Photos must be the request's own inspection photos. */
function assertKnownPhotos(content: ReportContent, options: ReportPhotoOption[]): void {
  const known = new Set(options.map((o) => o.documentId));
  const stranger = content.photos.findIndex((p) => !known.has(p.documentId));
  if (stranger >= 0) {
    const message = M.photoNotFromInspection;
    throw new AppError('VALIDATION', message, { [`content.photos.${stranger}`]: message });
  }
}

/**
 * Autosave: the new content if the draft is still at `version` (one conditional UPDATE). The
 * frozen sources stay the server's. A stale version is a 409 with the current version, unless
 * the stored content is already exactly this (a retried save). Not audited: saves are many.
 */
export async function saveReport(
  ctx: ReportsCtx,
  identity: Identity,
  id: string,
  body: SaveReportBody,
): Promise<SaveReportResponse> {
  const row = await readableReport(ctx.db, identity, id);
  enforce(editReportRefusal(identity, accessOf(row)));
  assertKnownPhotos(body.content, await photoOptions(ctx.db, row.report.requestId));
  const content: ReportContent = { ...body.content, sources: row.report.content.sources };
  const saved = await inTransaction(ctx, (tx) => saveContentIfVersion(tx, id, body.version, content));
  if (saved) {
    return { version: saved.version, updatedAt: saved.updatedAt.toISOString() };
  }
  const current = await readableReport(ctx.db, identity, id);
  enforce(editReportRefusal(identity, accessOf(current)));
  if (sameContent(current.report.content, content)) {
    return { version: current.report.version, updatedAt: current.report.updatedAt.toISOString() };
  }
  throw new AppError('CONFLICT', M.staleDraft, undefined, {
    version: current.report.version,
    updatedAt: current.report.updatedAt.toISOString(),
  });
}

/** The checks of the stored draft, as submitting would run them. */
export async function checkReport(ctx: ReportsCtx, identity: Identity, id: string): Promise<ReportChecks> {
  const row = await readableReport(ctx.db, identity, id);
  const firm = await readFirm(ctx.db, ctx.settings.firm);
  return runReportChecks({
    content: withValuerSources(row.report.content, valuerOf(row)),
    valuerVrbNumber: row.vrbNumber,
    fsvBand: firm.fsvBand,
    minComparables: firm.minComparables,
    today: nairobiToday(ctx.now()),
    propertyType: row.propertyType ?? null,
  });
}
