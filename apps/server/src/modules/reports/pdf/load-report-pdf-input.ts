import { readObject } from '#platform/storage/file-storage.ts';
import { and, eq, inArray } from 'drizzle-orm';
import type { InspectionTemplate } from '@thamani/domain/inspections';
import { displayName } from '@thamani/domain/me';
import { paths } from '@thamani/domain/paths';
import type { AppContext } from '#context.ts';
import { documents } from '#db/schema/documents.table.ts';
import { inspections } from '#db/schema/inspections.table.ts';
import { reportFiles } from '#db/schema/report-files.table.ts';
import { reportReviews } from '#db/schema/report-reviews.table.ts';
import { profiles } from '#db/schema/profiles.table.ts';
import { getReportRow, getRequestForReport, getSubmission } from '../reports.queries.ts';
import { readFirm, rasteriseLogo, type LogoType } from '../../firm/index.ts';
import { printableLogo, printablePhoto, printableSignature } from './printable-image.ts';
import type { PdfImage, PdfPhotoPlace, ReportPdfInput } from './report-pdf-input.ts';

export type ReportFileRow = typeof reportFiles.$inferSelect;

/** The delivery row of submission `n` of a report (created by the approval). */
export async function getReportFileRow(
  ctx: Pick<AppContext, 'db'>,
  reportId: string,
  n: number,
): Promise<ReportFileRow | null> {
  const rows = await ctx.db
    .select()
    .from(reportFiles)
    .where(and(eq(reportFiles.reportId, reportId), eq(reportFiles.n, n)))
    .limit(1);
  return rows[0] ?? null;
}

/** The cover prints the logo about 1.5 cm tall: 180 px is 300 dpi there. */
const LOGO_PRINT_PX = 180;

async function printableFirmLogo(bytes: Buffer, contentType: string): Promise<PdfImage> {
  return printableLogo(await rasteriseLogo({ bytes, contentType: contentType as LogoType }, LOGO_PRINT_PX));
}

/** The checklist item a photo was taken on and its section, from the photo's inspection's own template. */
export function photoPlace(template: InspectionTemplate | null, itemId: string | null): PdfPhotoPlace {
  if (!template || !itemId) {
    return { section: null, itemLabel: null };
  }
  const order = template.sections.findIndex((section) => section.items.some((item) => item.id === itemId));
  const section = template.sections[order];
  const item = section?.items.find((i) => i.id === itemId);
  return section && item
    ? { section: { id: section.id, title: section.title, order }, itemLabel: item.label }
    : { section: null, itemLabel: null };
}

/** Who the delivered PDF is for and what the delivery tells them. */
export interface ReportDelivery {
  reportId: string;
  requestId: string;
  n: number;
  title: string;
  /** The property's own title (null: it has none), for the notification to name in its own words. */
  propertyTitle: string | null;
  /** The request's reference ("TH-2026-0142"), named beside the title. */
  reference: string;
  authorUserId: string;
  clientUserId: string;
  clientEmail: string;
}

/**
 * Everything the PDF of approved submission `n` shows: the frozen content, the request's
 * title, the valuer (name and VRB number as frozen at submission, signature as on file), the
 * approving admin, the firm, the verification code and the photos' bytes from storage.
 * Throws when something it needs is gone (the job retries, then marks the delivery failed).
 */
export async function loadReportPdfInput(
  ctx: Pick<AppContext, 'db' | 'firmId' | 'storage' | 'settings'>,
  file: ReportFileRow,
): Promise<{ input: ReportPdfInput; delivery: ReportDelivery }> {
  const report = await getReportRow(ctx.db, ctx.firmId, file.reportId);
  const version = await getSubmission(ctx.db, file.reportId, file.n);
  if (!report || !version) {
    throw new Error(`report ${file.reportId} submission ${file.n} not found`);
  }
  const request = await getRequestForReport(ctx.db, ctx.firmId, report.report.requestId);
  const [approval] = await ctx.db
    .select({ createdAt: reportReviews.createdAt, name: profiles.fullName, email: profiles.email })
    .from(reportReviews)
    .leftJoin(profiles, eq(profiles.id, reportReviews.reviewerId))
    .where(
      and(
        eq(reportReviews.reportId, file.reportId),
        eq(reportReviews.n, file.n),
        eq(reportReviews.decision, 'approved'),
      ),
    )
    .limit(1);
  if (!request || !approval) {
    throw new Error(`report ${file.reportId} submission ${file.n} has no request or no approval`);
  }

  const content = version.content;
  const photoIds = [...new Set(content.photos.map((p) => p.documentId))];
  // Only inspection photos: the saved content was checked against the request's own, and a
  // document of another kind (a signature, a delivered PDF) is never printed as a photo.
  const photoRows =
    photoIds.length === 0
      ? []
      : await ctx.db
          .select({
            id: documents.id,
            storageKey: documents.storageKey,
            itemId: documents.inspectionItemId,
            template: inspections.template,
          })
          .from(documents)
          .leftJoin(inspections, eq(inspections.id, documents.inspectionId))
          .where(and(inArray(documents.id, photoIds), eq(documents.kind, 'inspectionPhoto')));
  const photos = new Map<string, PdfImage>();
  await Promise.all(
    photoRows.map(async (row) => {
      photos.set(row.id, await printablePhoto(await readObject(ctx.storage, row.storageKey)));
    }),
  );
  const photoPlaces = new Map(photoRows.map((row) => [row.id, photoPlace(row.template, row.itemId)] as const));
  const [signatureRow] = report.signatureDocumentId
    ? await ctx.db
        .select({ storageKey: documents.storageKey })
        .from(documents)
        .where(eq(documents.id, report.signatureDocumentId))
    : [];
  const signature = signatureRow ? await printableSignature(await readObject(ctx.storage, signatureRow.storageKey)) : null;

  const frozen = content.sources;
  const firm = await readFirm(ctx.db, ctx.settings.firm);
  const logo = firm.logo
    ? await printableFirmLogo(await readObject(ctx.storage, firm.logo.storageKey), firm.logo.contentType)
    : null;
  const title = report.propertyTitle ?? 'the property';
  return {
    input: {
      content,
      report: {
        title,
        reference: request.request.reference,
        n: file.n,
        approvedAt: approval.createdAt.toISOString(),
        approverName: displayName(approval.name, approval.email),
      },
      author: {
        name:
          typeof frozen['valuer.name'] === 'string'
            ? frozen['valuer.name']
            : displayName(report.authorName, report.authorEmail),
        vrbNumber: typeof frozen['valuer.vrbNumber'] === 'string' ? frozen['valuer.vrbNumber'] : report.vrbNumber,
        signature,
      },
      firm: {
        name: firm.name,
        companyRegistration: firm.companyRegistration,
        vrbFirmNumber: firm.vrbFirmNumber,
        kraPin: firm.kraPin,
        vatRegistration: firm.vatRegistration,
        physicalAddress: firm.physicalAddress,
        postalAddress: firm.postalAddress,
        phone: firm.phone,
        email: firm.email,
        website: firm.website,
        signatory: firm.signatory,
        logo,
      },
      verify: { code: file.verifyCode, url: `${ctx.settings.publicUrl}${paths.verify(file.verifyCode)}` },
      photos,
      photoPlaces,
    },
    delivery: {
      reportId: file.reportId,
      requestId: report.report.requestId,
      n: file.n,
      title,
      propertyTitle: report.propertyTitle,
      reference: request.request.reference,
      authorUserId: report.authorUserId,
      clientUserId: report.requesterUserId,
      clientEmail: request.clientEmail,
    },
  };
}
