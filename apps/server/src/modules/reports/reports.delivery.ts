import type { Readable } from 'node:stream';
import { AppError } from '@thamani/domain/app-error';
import { safeFilename } from '@thamani/domain/documents';
import { displayName } from '@thamani/domain/me';
import { enforce } from '@thamani/domain/policies';
import { canSeeReportOfRequest, downloadReportRefusal } from '@thamani/domain/report-policies';
import { REPORT_MESSAGES as M, type ReportStatus, type VerifyResponse } from '@thamani/domain/reports';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/client.ts';
import { writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { inTransaction } from '#platform/transaction.ts';
import { REPORT_ENTITY } from './reports.moves.ts';
import { getReportFile, getReportOfRequest, getReportRow, getVerification } from './reports.queries.ts';
import { reportPdfUrl } from './reports.read.ts';
import { readFirm, toFirmContact } from '../firm/index.ts';
import { normaliseVerifyCode } from './verify-code.ts';
import { createVerifyLimit } from './verify-limit.ts';
import { reportReleaseRefusalOf } from './reports.release-gate.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'sendMail' | 'log' | 'storage'>;

export interface ReportPdf {
  filename: string;
  size: number | null;
  content: Readable;
}

/**
 * The approved report's PDF, for the client who ordered it, its valuer and admins, once it is
 * rendered. Every download is audited (who, which submission, the file's SHA-256).
 */
export async function openReportPdf(ctx: Ctx, identity: Identity, id: string): Promise<ReportPdf> {
  const row = await getReportRow(ctx.db, identity.firmId, id);
  const access = row
    ? { authorId: row.report.authorId, status: row.report.status, requesterId: row.request.requesterId }
    : null;
  enforce(downloadReportRefusal(identity, access));
  if (row) {
    enforce(await reportReleaseRefusalOf(ctx.db, identity, row.report.requestId));
  }
  const file = await getReportFile(ctx.db, id);
  if (!row || !file || file.file.state !== 'ready' || !file.storageKey) {
    throw new AppError('CONFLICT', M.noPdfYet);
  }
  const content = await ctx.storage.get(file.storageKey);
  await inTransaction(ctx, (tx) =>
    writeAudit(tx, {
      actionType: 'report_downloaded',
      entityType: REPORT_ENTITY,
      entityId: id,
      userId: identity.userId,
      details: {
        request_id: row.report.requestId,
        n: file.file.n,
        verify_code: file.file.verifyCode,
        sha256: file.file.sha256,
        role: identity.role,
      },
    }),
  );
  const title = row.propertyTitle ? ` - ${row.propertyTitle}` : '';
  return {
    filename: safeFilename(`Valuation report${title} (${file.file.verifyCode}).pdf`, 'valuation-report.pdf'),
    size: file.size,
    content,
  };
}

/** What a bank sees at /verify/:code: property, date, values, valuer and firm of the approved report, and how to reach the firm. */
export async function verifyReport(
  ctx: Pick<AppContext, 'db' | 'firmId' | 'settings'>,
  rawCode: string,
  ip: string,
): Promise<VerifyResponse> {
  const limit = createVerifyLimit(ctx);
  await limit.assertAllowed(ip);
  const code = normaliseVerifyCode(rawCode);
  const found = code ? await getVerification(ctx.db, ctx.firmId, code) : null;
  if (!found) {
    await limit.countMiss(ip);
    throw new AppError('NOT_FOUND', M.verifyNotFound);
  }
  const { file, version } = found;
  const { fields, sources } = version.content;
  const firm = await readFirm(ctx.db, ctx.settings.firm);
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
  return {
    code: file.verifyCode,
    reference: found.requestReference,
    property: {
      title: text(sources['property.title']) ?? found.propertyTitle ?? '',
      lrNumber: text(fields['property.lrNumber']) ?? text(sources['property.lrNumber']) ?? found.propertyLrNumber,
      county: text(fields['property.county']) ?? found.propertyCounty,
      town: text(fields['property.town']) ?? found.propertyTown,
    },
    valuationDate: text(fields['dates.valuation']),
    values: {
      marketValue: version.marketValue,
      forcedSaleValue: version.forcedSaleValue,
      insuranceValue: version.insuranceValue,
    },
    valuer: {
      name: text(sources['valuer.name']) ?? displayName(found.authorName, found.authorEmail),
      vrbNumber: text(sources['valuer.vrbNumber']),
    },
    firm: text(sources['firm.name']) ?? firm.name,
    firmContact: toFirmContact(firm),
    approvedAt: (found.approvedAt ?? file.createdAt).toISOString(),
    sha256: file.state === 'ready' ? file.sha256 : null,
  };
}

/** The report as a request's detail shows it. */
export interface RequestReportSummary {
  id: string;
  status: ReportStatus;
  downloadUrl: string | null;
  verifyCode: string | null;
  /** Why this reader cannot download it yet (the firm holds it until the invoice is paid). */
  heldForPayment: string | null;
}

/**
 * The report of a request for the request's detail: its valuer and admins always see it; the
 * client once it is approved. The download link appears once the PDF is ready.
 */
export async function requestReportSummary(
  db: Db,
  identity: Identity,
  request: { id: string; requesterId: string },
): Promise<RequestReportSummary | null> {
  const report = await getReportOfRequest(db, request.id);
  if (!report) {
    return null;
  }
  if (!canSeeReportOfRequest(identity, { authorId: report.authorId, status: report.status, requesterId: request.requesterId })) {
    return null;
  }
  const file = report.status === 'approved' ? await getReportFile(db, report.id) : null;
  const ready = file?.file.state === 'ready';
  const held = ready ? await reportReleaseRefusalOf(db, identity, request.id) : null;
  return {
    id: report.id,
    status: report.status,
    downloadUrl: ready && !held ? reportPdfUrl(report.id) : null,
    verifyCode: file?.file.verifyCode ?? null,
    heldForPayment: held?.message ?? null,
  };
}
