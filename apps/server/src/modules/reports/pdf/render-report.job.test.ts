import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, count, eq } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@thamani/domain/paths';
import type { ReportContent, ReportPhoto } from '@thamani/domain/reports';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { documents } from '#db/schema/documents.table.ts';
import { notifications } from '#db/schema/notifications.table.ts';
import { properties } from '#db/schema/properties.table.ts';
import { reportFiles } from '#db/schema/report-files.table.ts';
import { reportReviews } from '#db/schema/report-reviews.table.ts';
import { reportTemplateVersions } from '#db/schema/report-template-versions.table.ts';
import { reportVersions } from '#db/schema/report-versions.table.ts';
import { reports } from '#db/schema/reports.table.ts';
import { valuationRequests } from '#db/schema/valuation-requests.table.ts';
import { valuerProfiles } from '#db/schema/valuer-profiles.table.ts';
import { requestReadyForReport } from '#test/report-fixture.ts';
import { call, waitForMail } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { toNotification } from '../../notifications/index.ts';
import { newVerifyCode } from '../verify-code.ts';
import { getReportFileRow, loadReportPdfInput } from './load-report-pdf-input.ts';
import { pdfPagesText } from '#test/pdf-text.ts';
import { renderReportPdf } from './render-report-pdf.tsx';
import { REPORT_RENDER_FAILED, REPORT_RENDER_JOB, runReportRender } from './render-report.job.ts';
import { sampleReportContent } from './report-pdf.fixture.ts';

const t = useTestApp({
  timeoutMs: 120_000,
  actors: {
    client: { role: 'user', name: 'Wanjiru Kamau' },
    agent: { role: 'agent', name: 'Otieno Mwangi' },
    admin: { role: 'admin', name: 'Achieng Odhiambo' },
  },
});
const { client, agent, admin } = t.actors;

/** A run outside the queue: no pg-boss row, so it counts as the last attempt. */
const run = (reportId: string) => runReportRender(t.app.ctx, { reportId, n: 1 }, { id: randomUUID(), reportProgress: async () => undefined });

async function storeImage(image: Sharp, kind: 'inspectionPhoto' | 'signature', requestId: string | null): Promise<string> {
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  const stored = await t.app.ctx.storage.put(Readable.from([data]));
  const [row] = await t.app.ctx.db
    .insert(documents)
    .values({
      requestId,
      kind,
      filename: `${kind}.${info.format}`,
      contentType: `image/${info.format === 'png' ? 'png' : 'jpeg'}`,
      size: stored.size,
      sha256: stored.key,
      storageKey: stored.key,
      width: info.width,
      height: info.height,
    })
    .returning({ id: documents.id });
  return row?.id ?? '';
}

/**
 * An approved report as the approval leaves it: the request completed, submission 1 frozen and
 * approved, its delivery row 'rendering' with a verification code. `photoKey` overrides where
 * the first photo's bytes are said to be (a key with nothing stored makes the render fail);
 * `unrenderable` freezes content without sections, which loads but throws in the renderer.
 */
async function approvedReport(photoKey?: string, unrenderable = false) {
  const db = t.app.ctx.db;
  const [property] = await db
    .insert(properties)
    .values({ title: '4-bedroom maisonette, Kilimani', lrNumber: '209/12345/6', county: 'Nairobi', town: 'Kilimani', ownerId: client.profileId })
    .returning();
  const [request] = await db
    .insert(valuationRequests)
    .values({ propertyId: property?.id, requesterId: client.profileId, assignedAgentId: agent.profileId, status: 'completed', purpose: 'mortgage' })
    .returning();
  const requestId = request?.id ?? '';
  const photoIds = [
    await storeImage(sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2a7a5a' } }).jpeg(), 'inspectionPhoto', requestId),
    await storeImage(sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#7a5a2a' } }).webp(), 'inspectionPhoto', requestId),
  ];
  if (photoKey) {
    await db.update(documents).set({ storageKey: photoKey }).where(eq(documents.id, photoIds[0] ?? ''));
  }
  const base = sampleReportContent({ photos: 2 });
  const photos = base.photos.map((p, i) => ({ ...p, documentId: photoIds[i] ?? '' }));
  const { reportId, verifyCode } = await approveReportOf(requestId, photos, unrenderable ? { sections: null } : {});
  return { reportId, requestId, verifyCode };
}

/** Submission 1 of a report on `requestId` showing `photos`, approved, its delivery row 'rendering'. */
async function approveReportOf(requestId: string, photos: ReportPhoto[], overrides: Record<string, unknown> = {}) {
  const db = t.app.ctx.db;
  const content = { ...sampleReportContent({ photos: 0 }), photos, ...overrides } as ReportContent;
  const [template] = await db.select({ id: reportTemplateVersions.id }).from(reportTemplateVersions).limit(1);
  const [report] = await db
    .insert(reports)
    .values({ requestId, templateVersionId: template?.id ?? '', authorId: agent.profileId, status: 'approved', version: 3, content })
    .returning();
  const reportId = report?.id ?? '';
  await db.insert(reportVersions).values({ reportId, n: 1, content, marketValue: 12_500_000, forcedSaleValue: 9_375_000, insuranceValue: 8_000_000, sha256: 'frozen', submittedBy: agent.profileId });
  await db.insert(reportReviews).values({ reportId, n: 1, reviewerId: admin.profileId, decision: 'approved' });
  const verifyCode = newVerifyCode();
  await db.insert(reportFiles).values({ reportId, n: 1, verifyCode, state: 'rendering' });
  return { reportId, verifyCode };
}

async function deliveryOf(reportId: string) {
  const [row] = await t.app.ctx.db.select().from(reportFiles).where(eq(reportFiles.reportId, reportId));
  return row;
}

async function effectsOf(requestId: string, reportId: string) {
  const db = t.app.ctx.db;
  const [pdfs] = await db.select({ n: count() }).from(documents).where(and(eq(documents.requestId, requestId), eq(documents.kind, 'report_pdf')));
  const [ready] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, client.userId), eq(notifications.link, paths.myRequest(requestId))));
  const [audits] = await db.select({ n: count() }).from(auditLogs).where(and(eq(auditLogs.entityId, reportId), eq(auditLogs.actionType, 'report_pdf_rendered')));
  return { pdfs: pdfs?.n, notifications: ready?.n, audits: audits?.n };
}

async function referenceOf(requestId: string): Promise<string> {
  const [row] = await t.app.ctx.db
    .select({ reference: valuationRequests.reference })
    .from(valuationRequests)
    .where(eq(valuationRequests.id, requestId));
  return row?.reference ?? 'no reference';
}

describe('the report render job', () => {
  let delivered: Awaited<ReturnType<typeof approvedReport>>;
  let poolBefore: { completed: number; failed: number };
  let poolAfter: { completed: number; failed: number };
  beforeAll(async () => {
    const signatureId = await storeImage(sharp({ create: { width: 400, height: 120, channels: 4, background: '#101040' } }).png(), 'signature', null);
    await t.app.ctx.db.insert(valuerProfiles).values({ profileId: agent.profileId, vrbNumber: 'VRB/A/1234', signatureDocumentId: signatureId });
    delivered = await approvedReport();
    poolBefore = t.app.ctx.reportPdfs.stats();
    await run(delivered.reportId);
    poolAfter = t.app.ctx.reportPdfs.stats();
  });

  it('writes the PDF in a worker thread: the bytes of a render of the same input on this thread', async () => {
    expect(poolAfter).toEqual({ completed: poolBefore.completed + 1, failed: poolBefore.failed });
    const file = await getReportFileRow(t.app.ctx, delivered.reportId, 1);
    if (!file) {
      throw new Error('no delivery row');
    }
    expect(file.state).toBe('ready');
    const { input } = await loadReportPdfInput(t.app.ctx, file);
    const inline = await renderReportPdf(input);
    // The stored PDF's key and recorded hash are the SHA-256 of the bytes the worker wrote.
    expect(createHash('sha256').update(inline).digest('hex')).toBe(file.sha256);
  });

  it('stores the PDF, whose served bytes have the SHA-256 it records, and it states the report', async () => {
    const file = await deliveryOf(delivered.reportId);
    expect(file?.state).toBe('ready');
    expect(file?.renderedAt).not.toBeNull();
    const res = await call(t.app, client, 'GET', `/api/reports/${delivered.reportId}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(file?.sha256);

    const pages = await pdfPagesText(res.rawPayload);
    const all = pages.join(' ');
    expect(all).toContain('LR No. 209/12345/6');
    expect(all).not.toContain('LR No. LR');
    expect(all).toContain(`Our ref. ${await referenceOf(delivered.requestId)}`);
    expect(all).toContain('KSh 12,500,000');
    expect(all).toContain('Kenya Shillings Twelve Million Five Hundred Thousand Only');
    expect(all).toContain('Registered Valuer, VRB No. VRB/A/1234');
    expect(all).toContain('Approved for issue');
    expect(all).toContain('Achieng Odhiambo');
    expect(all).toContain('Photo 2: View 2');
    for (const page of pages) {
      expect(page).toContain(`Verification code ${delivered.verifyCode}`);
    }
  });

  it('tells the client in the app and by e-mail, and audits the rendering', async () => {
    expect(await effectsOf(delivered.requestId, delivered.reportId)).toEqual({ pdfs: 1, notifications: 1, audits: 1 });
    // As the client reads it: rendered from its kind and parameters (ADR 018).
    const [note] = (
      await t.app.ctx.db.select().from(notifications).where(eq(notifications.link, paths.myRequest(delivered.requestId)))
    ).map(toNotification);
    expect(note).toMatchObject({ kind: 'report_ready', title: 'Your valuation report is ready' });
    const [mail] = await waitForMail(t.app, client.email);
    expect(mail?.subject).toBe('Your valuation report is ready');
    expect(mail?.text).toContain(`${t.app.ctx.settings.publicUrl}${paths.myRequest(delivered.requestId)}`);
    // The request is named as people quote it: its title and its reference.
    const named = `"4-bedroom maisonette, Kilimani" (${await referenceOf(delivered.requestId)})`;
    expect(note?.body).toContain(named);
    expect(mail?.text).toContain(named);
  });

  it('changes nothing when it runs again', async () => {
    const before = await deliveryOf(delivered.reportId);
    await run(delivered.reportId);
    expect(await deliveryOf(delivered.reportId)).toEqual(before);
    expect(await effectsOf(delivered.requestId, delivered.reportId)).toEqual({ pdfs: 1, notifications: 1, audits: 1 });
  });

  it('marks the delivery failed when its last attempt fails, and tells nobody the report is ready', async () => {
    const broken = await approvedReport('0'.repeat(64));
    await expect(run(broken.reportId)).rejects.toThrow();
    expect((await deliveryOf(broken.reportId))?.state).toBe('failed');
    expect(await effectsOf(broken.requestId, broken.reportId)).toEqual({ pdfs: 0, notifications: 0, audits: 0 });
  });

  it('fails the job with the error the renderer throws in its thread, and marks the delivery failed on the last attempt', async () => {
    const broken = await approvedReport(undefined, true);
    const before = t.app.ctx.reportPdfs.stats();
    await expect(run(broken.reportId)).rejects.toThrow(TypeError);
    expect(t.app.ctx.reportPdfs.stats()).toEqual({ completed: before.completed, failed: before.failed + 1 });
    expect((await deliveryOf(broken.reportId))?.state).toBe('failed');
    expect(await effectsOf(broken.requestId, broken.reportId)).toEqual({ pdfs: 0, notifications: 0, audits: 0 });
  });

  it('hands a render that failed in its thread back to the queue, which retries it (failing for good with the report message)', async () => {
    const broken = await approvedReport(undefined, true);
    const before = t.app.ctx.reportPdfs.stats();
    const jobId = await t.app.ctx.jobs.send(REPORT_RENDER_JOB, { reportId: broken.reportId, n: 1 });
    await t.app.ctx.jobs.whenIdle(REPORT_RENDER_JOB, 20_000);
    expect(t.app.ctx.reportPdfs.stats().failed).toBe(before.failed + 1);
    // Retries are left: the delivery stays rendering and the job waits for its next attempt.
    expect((await deliveryOf(broken.reportId))?.state).toBe('rendering');
    expect(await t.app.ctx.jobs.getStatus(jobId)).toMatchObject({ state: 'queued', error: null });
    expect(t.app.ctx.jobs.failedMessageOf(REPORT_RENDER_JOB)).toBe(REPORT_RENDER_FAILED);
  });

  it('keeps the delivery rendering while the queue still has retries left', async () => {
    const broken = await approvedReport('1'.repeat(64));
    await t.app.ctx.jobs.send(REPORT_RENDER_JOB, { reportId: broken.reportId, n: 1 });
    // The first attempt fails; its retry waits out the back-off.
    await t.app.ctx.jobs.whenIdle(REPORT_RENDER_JOB, 20_000);
    expect((await deliveryOf(broken.reportId))?.state).toBe('rendering');
  });

  // Last: it mails the client too, and the mail test above reads the client's first mail.
  it('prints an inspection photo under its checklist section, captioned from its item when the report gives none', async () => {
    const ready = await requestReadyForReport(t.app, client, agent);
    const { reportId } = await approveReportOf(ready.requestId, [{ documentId: ready.photoId, caption: '' }]);
    await run(reportId);
    const res = await call(t.app, client, 'GET', `/api/reports/${reportId}/pdf`);
    expect(res.statusCode).toBe(200);
    // The photo was taken on the "Shape" item of the inspection's "Site" section.
    expect((await pdfPagesText(res.rawPayload)).join(' ')).toContain('5. Photographs Site Photo 1: Shape');
  });
});
