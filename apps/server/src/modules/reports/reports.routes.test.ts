import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  REPORT_MESSAGES as M,
  type ReadyForReport,
  type ReportChecks,
  type ReportContent,
  type ReportDetail,
  type ReportListItem,
  type ReportTemplateDetail,
  type ReportTemplateSummary,
  type ReportVersion,
  type ValuerProfile,
  type VerifyResponse,
} from '@thamani/domain/reports';
import type { RequestDetail } from '@thamani/domain/requests';
import { nairobiToday } from '@thamani/domain/visits';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { reportFiles } from '#db/schema/report-files.table.ts';
import { notifications } from '#db/schema/notifications.table.ts';
import { multipartBody, tinyPdf } from '#test/multipart.ts';
import { completeReport, TEST_VALUES } from '#test/report-content.ts';
import { identityOf, requestReadyForReport } from '#test/report-fixture.ts';
import { call, type Actor } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { REPORT_RENDER_JOB } from './pdf/render-report.job.ts';
import { updateValuerProfile } from '../valuers/index.ts';

const t = useTestApp({
  clock: true, // Monday 4 March 2030, 09:00 Nairobi: the reports are valued that day
  timeoutMs: 120_000,
  actors: {
    client: { role: 'user', name: 'Wanjiku Kamau' },
    otherClient: { role: 'user' },
    agent: { role: 'agent', name: 'Otieno Valuer' },
    otherAgent: { role: 'agent', name: 'Ben Valuer' },
    admin: { role: 'admin', name: 'Amina Admin' },
  },
});
const { client, otherClient, agent, otherAgent, admin } = t.actors;

type Method = 'GET' | 'POST' | 'PUT';
const send = (actor: Actor | null, method: Method, url: string, payload?: unknown) =>
  call(t.app, actor, method as 'GET' | 'POST' | 'PUT', url, payload);
const today = () => nairobiToday(t.clock.now());

let firmTemplates: ReportTemplateSummary[] = [];
const firmTemplate = (purpose: string) =>
  firmTemplates.find((x) => x.owner === null && x.purpose === purpose) ?? firmTemplates[0];

beforeAll(async () => {
  await updateValuerProfile(t.app.ctx, identityOf(agent, 'agent'), { vrbNumber: 'VRB/A/1234' });
  firmTemplates = (await send(agent, 'GET', '/api/report-templates')).json<{ items: ReportTemplateSummary[] }>().items;
}, 120_000);

async function start(requestId: string, templateId = firmTemplate('mortgage')?.id): Promise<ReportDetail> {
  const res = await send(agent, 'POST', '/api/reports', { requestId, templateId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ReportDetail>();
}

async function save(report: { id: string }, version: number, content: ReportContent) {
  return send(agent, 'PUT', `/api/reports/${report.id}`, { version, content });
}

/** Fill the report in and submit it; returns the detail after submission. */
async function completeAndSubmit(
  report: ReportDetail,
  edit: (c: ReportContent) => ReportContent = (c) => c,
): Promise<ReportDetail> {
  const current = (await send(agent, 'GET', `/api/reports/${report.id}`)).json<ReportDetail>();
  const saved = await save(report, current.version, edit(completeReport(current.content, today())));
  expect(saved.statusCode, saved.body).toBe(200);
  const submitted = await send(agent, 'POST', `/api/reports/${report.id}/submit`, {
    version: saved.json<{ version: number }>().version,
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return submitted.json<ReportDetail>();
}

const requestStatus = async (requestId: string, actor: Actor = admin) =>
  (await send(actor, 'GET', `/api/requests/${requestId}`)).json<RequestDetail>();
const notificationsOf = (userId: string, kind: string) =>
  t.app.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind as 'report_submitted')));

describe('a report from start to delivery', () => {
  it('is started from the ready list, saved, checked, sent back, resubmitted, approved, rendered, downloaded and verified', async () => {
    const ready = await requestReadyForReport(t.app, client, agent, { title: 'Kileleshwa maisonette' });

    // Ready: in progress, inspection submitted, no report; the bank template fits a mortgage.
    const list = (await send(agent, 'GET', '/api/reports/ready')).json<{ items: ReadyForReport[] }>().items;
    expect(list.find((r) => r.requestId === ready.requestId)).toMatchObject({
      title: 'Kileleshwa maisonette',
      purpose: 'mortgage',
      suggestedTemplateId: firmTemplate('mortgage')?.id,
    });
    expect((await send(otherAgent, 'GET', '/api/reports/ready')).json<{ items: ReadyForReport[] }>().items).toEqual([]);

    // Start: prefilled from what is known, the inspection's photo offered; starting again is the same report.
    const report = await start(ready.requestId);
    expect(report).toMatchObject({
      status: 'draft',
      version: 1,
      editable: true,
      reviewable: false,
      requestStatus: 'in-progress',
      author: { name: 'Otieno Valuer', vrbNumber: 'VRB/A/1234' },
    });
    expect(report.content.sources).toMatchObject({
      'property.lrNumber': 'LR No. 209/12345',
      'valuer.vrbNumber': 'VRB/A/1234',
      'firm.name': 'Thamani Valuers Ltd',
    });
    expect(report.photoOptions.map((p) => p.documentId)).toEqual([ready.photoId]);
    const again = await send(agent, 'POST', '/api/reports', {
      requestId: ready.requestId,
      templateId: firmTemplate('sale')?.id,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<ReportDetail>().id).toBe(report.id);
    expect(
      (await send(agent, 'GET', '/api/reports/ready'))
        .json<{ items: ReadyForReport[] }>()
        .items.map((r) => r.requestId),
    ).not.toContain(ready.requestId);

    // Autosave: a second tab saving on the old version is told (409 with the current version); a retried identical save is fine.
    const edited = {
      ...report.content,
      fields: { ...report.content.fields, 'property.encumbrances': 'None registered' },
    };
    const first = await save(report, 1, edited);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ version: number }>().version).toBe(2);
    expect((await save(report, 1, edited)).statusCode).toBe(200);
    const stale = await save(report, 1, {
      ...edited,
      fields: { ...edited.fields, 'property.encumbrances': 'A charge to KCB' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', message: M.staleDraft, details: { version: 2 } });
    const stranger = await save(report, 2, {
      ...edited,
      photos: [{ documentId: '00000000-0000-4000-8000-000000000000', caption: 'x' }],
    });
    expect(stranger.statusCode).toBe(400);

    // Checks: the values are the valuer's; until filled in a check fails and submitting is refused with the checks.
    const checks = (await send(agent, 'GET', `/api/reports/${report.id}/checks`)).json<ReportChecks>();
    expect(checks.blocked).toBe(true);
    expect(checks.checks.find((c) => c.id === 'required_fields')).toMatchObject({ result: 'fail' });
    // A check that cannot apply yet says so and is never a pass: the values are not filled in.
    expect(checks.checks.find((c) => c.id === 'fsv_not_above_mv')).toMatchObject({
      result: 'not_applicable',
      target: null,
    });
    expect(checks.checks.find((c) => c.id === 'photos_included')).toMatchObject({ result: 'pass' });
    // A residential report without photographs is a warning naming the fix.
    expect(report.propertyType).toBe('residential');
    const withoutPhotos = await save(report, 2, { ...edited, photos: [] });
    expect(withoutPhotos.statusCode, withoutPhotos.body).toBe(200);
    const photoCheck = (await send(agent, 'GET', `/api/reports/${report.id}/checks`))
      .json<ReportChecks>()
      .checks.find((c) => c.id === 'photos_included');
    expect(photoCheck?.result).toBe('warning');
    expect(photoCheck?.message).toMatch(
      /^No photographs are included\. A residential property's report shows the property: pick photographs/,
    );
    const fsvAbove = completeReport(edited, today());
    fsvAbove.fields['values.forcedSaleValue'] = TEST_VALUES.marketValue + 1;
    const savedAbove = await save(report, withoutPhotos.json<{ version: number }>().version, fsvAbove);
    const refused = await send(agent, 'POST', `/api/reports/${report.id}/submit`, {
      version: savedAbove.json<{ version: number }>().version,
    });
    expect(refused.statusCode).toBe(400);
    const refusedBody = refused.json<{ code: string; message: string; details: { checks: ReportChecks } }>();
    expect(refusedBody).toMatchObject({ code: 'VALIDATION', message: M.checksFailed });
    expect(refusedBody.details.checks.checks.find((c) => c.id === 'fsv_not_above_mv')).toMatchObject({
      result: 'fail',
      target: { fieldKey: 'values.forcedSaleValue' },
    });
    expect((await requestStatus(ready.requestId)).status).toBe('in-progress');

    // Submit: frozen as version 1, request under review, admins told; the draft is read-only.
    const submitted = await completeAndSubmit(report);
    expect(submitted).toMatchObject({
      status: 'submitted',
      requestStatus: 'under_review',
      editable: false,
      submissions: [{ n: 1 }],
    });
    expect(await notificationsOf(admin.userId, 'report_submitted')).toHaveLength(1);
    const frozen = await save(report, submitted.version, submitted.content);
    expect(frozen.json()).toMatchObject({ code: 'CONFLICT', message: M.frozen });
    expect((await send(agent, 'GET', `/api/reports/${report.id}/pdf`)).statusCode).toBe(409);
    expect((await send(client, 'GET', `/api/reports/${report.id}/pdf`)).statusCode).toBe(404);
    expect((await requestStatus(ready.requestId, client)).report).toBeNull();
    expect((await requestStatus(ready.requestId, agent)).report).toMatchObject({
      id: report.id,
      status: 'submitted',
      downloadUrl: null,
    });

    // Changes requested: the request returns to in progress, the valuer is told, the section comments kept.
    const sectionId = submitted.content.sections[0]?.id ?? '';
    const changes = await send(admin, 'POST', `/api/reports/${report.id}/request-changes`, {
      n: 1,
      comment: 'Add the encumbrances from the search.',
      sectionComments: [{ sectionId, comment: 'Name the bank.' }],
    });
    expect(changes.statusCode, changes.body).toBe(200);
    expect(changes.json<ReportDetail>()).toMatchObject({
      status: 'changes_requested',
      requestStatus: 'in-progress',
      reviews: [{ n: 1, decision: 'changes_requested', sectionComments: [{ sectionId, comment: 'Name the bank.' }] }],
    });
    expect(await notificationsOf(agent.userId, 'report_changes_requested')).toHaveLength(1);

    // Resubmitted: version 2; version 1 is still readable and unchanged.
    const resubmitted = await completeAndSubmit(report, (c) => ({
      ...c,
      fields: { ...c.fields, 'property.encumbrances': 'A charge to KCB Bank' },
    }));
    expect(resubmitted.submissions.map((s) => s.n)).toEqual([1, 2]);
    const v1 = (await send(admin, 'GET', `/api/reports/${report.id}/versions/1`)).json<ReportVersion>();
    const v2 = (await send(agent, 'GET', `/api/reports/${report.id}/versions/2`)).json<ReportVersion>();
    expect(v1.sha256).toBe(submitted.submissions[0]?.sha256);
    expect(v1.content.fields['property.encumbrances']).toBe('None registered');
    expect(v2.content.fields['property.encumbrances']).toBe('A charge to KCB Bank');
    expect((await send(admin, 'POST', `/api/reports/${report.id}/approve`, { n: 1 })).json()).toMatchObject({
      code: 'CONFLICT',
      message: M.staleSubmission,
    });

    // Approved: the request is completed, the delivery has its code, the PDF renders in the background.
    const approved = await send(admin, 'POST', `/api/reports/${report.id}/approve`, { n: 2 });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<ReportDetail>()).toMatchObject({
      status: 'approved',
      requestStatus: 'completed',
      delivery: { state: 'rendering', downloadUrl: null },
    });
    expect((await send(admin, 'POST', `/api/reports/${report.id}/approve`, { n: 2 })).statusCode).toBe(409);
    await t.app.ctx.jobs.whenIdle(REPORT_RENDER_JOB, 60_000);
    const delivered = (await send(agent, 'GET', `/api/reports/${report.id}`)).json<ReportDetail>();
    expect(delivered.delivery).toMatchObject({ state: 'ready', downloadUrl: `/api/reports/${report.id}/pdf` });
    const code = delivered.delivery?.verifyCode ?? '';

    // The client sees the report on the request once approved, downloads it: the bytes are the recorded ones; each download audited.
    expect((await requestStatus(ready.requestId, client)).report).toEqual({
      id: report.id,
      status: 'approved',
      downloadUrl: `/api/reports/${report.id}/pdf`,
      verifyCode: code,
      heldForPayment: null,
    });
    const pdf = await send(client, 'GET', `/api/reports/${report.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="Valuation report - Kileleshwa maisonette/,
    );
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(delivered.delivery?.sha256);
    expect((await send(admin, 'GET', `/api/reports/${report.id}/pdf`)).statusCode).toBe(200);
    expect((await send(otherClient, 'GET', `/api/reports/${report.id}/pdf`)).statusCode).toBe(404);
    expect((await send(otherAgent, 'GET', `/api/reports/${report.id}/pdf`)).statusCode).toBe(404);
    const downloads = await t.app.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, report.id), eq(auditLogs.actionType, 'report_downloaded')));
    expect(downloads.map((d) => d.userId).sort()).toEqual([client.userId, admin.userId].sort());
    // No way around the audit: the PDF is not among the request's documents, nor served as one.
    const [file] = await t.app.ctx.db.select().from(reportFiles).where(eq(reportFiles.reportId, report.id));
    expect(file?.documentId).toEqual(expect.any(String));
    expect((await send(client, 'GET', `/api/documents/${file?.documentId}/content`)).statusCode).toBe(404);
    const listed = (await send(client, 'GET', `/api/requests/${ready.requestId}/documents`)).json<{
      items: Array<{ id: string }>;
    }>();
    expect(listed.items.map((d) => d.id)).not.toContain(file?.documentId);

    // Anyone can verify the code (typed loosely), and learns the property, values, valuer and the PDF's SHA-256.
    const verified = await send(null, 'GET', `/api/verify/${code.replace('-', '').toLowerCase()}`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<VerifyResponse>()).toMatchObject({
      code,
      property: { title: 'Kileleshwa maisonette', lrNumber: 'LR No. 209/12345' },
      valuationDate: today(),
      values: TEST_VALUES,
      valuer: { name: 'Otieno Valuer', vrbNumber: 'VRB/A/1234' },
      firm: 'Thamani Valuers Ltd',
      firmContact: { name: 'Thamani Valuers Ltd', physicalAddress: 'Nairobi, Kenya' },
      sha256: delivered.delivery?.sha256,
    });
    const unknown = await send(null, 'GET', '/api/verify/ABCDE-FGHJK');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: M.verifyNotFound });
  });

  it('lists a valuer’s own reports, and the admins’ review queue oldest submission first', async () => {
    const older = await start((await requestReadyForReport(t.app, client, agent)).requestId);
    const newer = await start((await requestReadyForReport(t.app, client, agent)).requestId);
    await completeAndSubmit(older);
    await completeAndSubmit(newer);
    const queue = (await send(admin, 'GET', '/api/reports?queue=review'))
      .json<{ items: ReportListItem[] }>()
      .items.map((r) => r.id);
    expect(queue.indexOf(older.id)).toBeLessThan(queue.indexOf(newer.id));
    expect(queue.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    const drafts = (await send(agent, 'GET', '/api/reports?status=submitted')).json<{ items: ReportListItem[] }>()
      .items;
    expect(drafts.find((r) => r.id === newer.id)).toMatchObject({
      status: 'submitted',
      submissions: 1,
      author: { name: 'Otieno Valuer' },
      requestStatus: 'under_review',
    });
    expect((await send(otherAgent, 'GET', '/api/reports')).json<{ items: ReportListItem[] }>().items).toEqual([]);
    expect((await send(client, 'GET', '/api/reports')).statusCode).toBe(403);

    // Approval racing a change request: one decision wins, the other is told it was decided.
    const [approve, changes] = await Promise.all([
      send(admin, 'POST', `/api/reports/${older.id}/approve`, { n: 1 }),
      send(admin, 'POST', `/api/reports/${older.id}/request-changes`, {
        n: 1,
        comment: 'Recheck the comparables.',
        sectionComments: [],
      }),
    ]);
    expect([approve.statusCode, changes.statusCode].sort()).toEqual([200, 409]);
    const decided = (await send(admin, 'GET', `/api/reports/${older.id}`)).json<ReportDetail>();
    expect(decided.reviews).toHaveLength(1);
    expect(decided.status).toBe(approve.statusCode === 200 ? 'approved' : 'changes_requested');
    await t.app.ctx.jobs.whenIdle(REPORT_RENDER_JOB, 60_000);
  });
});

describe('who may do what', () => {
  it('keeps drafts to their valuer and admins; only the valuer edits and submits, only admins decide', async () => {
    const ready = await requestReadyForReport(t.app, client, agent);
    expect(
      (
        await send(otherAgent, 'POST', '/api/reports', {
          requestId: ready.requestId,
          templateId: firmTemplate('mortgage')?.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await send(admin, 'POST', '/api/reports', {
          requestId: ready.requestId,
          templateId: firmTemplate('mortgage')?.id,
        })
      ).statusCode,
    ).toBe(403);
    const report = await start(ready.requestId);
    expect((await send(otherAgent, 'GET', `/api/reports/${report.id}`)).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: M.notFound,
    });
    expect((await send(client, 'GET', `/api/reports/${report.id}`)).statusCode).toBe(403);
    expect((await send(client, 'GET', `/api/reports/${report.id}/pdf`)).statusCode).toBe(404);
    expect((await send(agent, 'GET', `/api/reports/${report.id}/pdf`)).json()).toMatchObject({
      message: M.notDownloadable,
    });
    expect((await send(admin, 'GET', `/api/reports/${report.id}`)).json<ReportDetail>()).toMatchObject({
      editable: false,
      reviewable: false,
    });
    expect((await save({ id: report.id }, 1, report.content)).statusCode).toBe(200);
    expect(
      (await send(admin, 'PUT', `/api/reports/${report.id}`, { version: 2, content: report.content })).json(),
    ).toMatchObject({ code: 'FORBIDDEN', message: M.notYourReport });
    expect((await send(otherAgent, 'POST', `/api/reports/${report.id}/submit`, { version: 2 })).statusCode).toBe(404);
    expect((await send(agent, 'POST', `/api/reports/${report.id}/approve`, { n: 1 })).statusCode).toBe(403);
    expect((await send(admin, 'POST', `/api/reports/${report.id}/approve`, { n: 1 })).json()).toMatchObject({
      code: 'CONFLICT',
      message: M.notSubmitted,
    });
    expect((await requestStatus(ready.requestId, admin)).report).toMatchObject({ id: report.id, status: 'draft' });
    expect((await requestStatus(ready.requestId, client)).report).toBeNull();
  });

  it('stamps a report from a template version: later edits of the template never change it', async () => {
    const own = await send(agent, 'POST', '/api/report-templates', {
      name: 'Quick market value',
      purpose: 'sale',
      description: '',
      sections: [
        {
          id: 'summary',
          kind: 'narrative',
          title: 'Summary',
          body: {
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Valued for {{client.name}}.' }] }],
          },
        },
        { id: 'values', kind: 'valuation', title: 'Valuation', values: ['marketValue'] },
      ],
    });
    expect(own.statusCode, own.body).toBe(201);
    const template = own.json<ReportTemplateDetail>();
    const report = await start(
      (await requestReadyForReport(t.app, client, agent, { purpose: 'sale' })).requestId,
      template.id,
    );
    const edited = await send(agent, 'PUT', `/api/report-templates/${template.id}`, {
      name: 'Quick market value (2)',
      purpose: template.purpose,
      description: template.description,
      sections: template.sections.slice(1),
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await send(agent, 'GET', `/api/reports/${report.id}`)).json<ReportDetail>();
    expect(after.template).toEqual({ id: template.id, name: 'Quick market value', version: 1 });
    expect(after.content.sections.map((s) => s.id)).toEqual(['summary', 'values']);
  });

  it('keeps the valuer’s own details: a valid VRB number, a PNG or JPEG signature stored as PNG', async () => {
    expect((await send(agent, 'PUT', '/api/me/valuer-profile', { vrbNumber: '<script>' })).statusCode).toBe(400);
    expect((await send(client, 'GET', '/api/me/valuer-profile')).statusCode).toBe(403);
    const upload = (content: Buffer, contentType: string) => {
      const { payload, headers } = multipartBody({}, { filename: 'signature', contentType, content });
      return t.app.inject({
        method: 'PUT',
        url: '/api/me/valuer-profile/signature',
        headers: { ...headers, cookie: otherAgent.cookie },
        payload,
      });
    };
    expect((await send(otherAgent, 'GET', '/api/me/valuer-profile')).json<ValuerProfile>()).toEqual({
      vrbNumber: null,
      hasSignature: false,
      signatureUrl: null,
      certificateYear: null,
      certificateExpiresOn: null,
    });
    const jpeg = await sharp({ create: { width: 2400, height: 400, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    const saved = await upload(jpeg, 'image/jpeg');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ValuerProfile>()).toEqual({
      vrbNumber: null,
      hasSignature: true,
      signatureUrl: '/api/me/valuer-profile/signature',
      certificateYear: null,
      certificateExpiresOn: null,
    });
    const image = await send(otherAgent, 'GET', '/api/me/valuer-profile/signature');
    expect(image.headers['content-type']).toBe('image/png');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 200 });
    expect((await upload(tinyPdf(), 'image/png')).statusCode).toBe(415);
    expect((await upload(Buffer.alloc(2 * 1024 * 1024 + 10, 1), 'image/png')).statusCode).toBe(413);
  });
});
