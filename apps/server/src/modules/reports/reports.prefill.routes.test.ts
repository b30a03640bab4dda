import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  REPORT_MESSAGES as M,
  type ReportChecks,
  type ReportDetail,
  type ReportTemplateSummary,
} from '@thamani/domain/reports';
import { nairobiToday } from '@thamani/domain/visits';
import { documents } from '#db/schema/documents.table.ts';
import { inspections } from '#db/schema/inspections.table.ts';
import { completeReport } from '#test/report-content.ts';
import { identityOf, requestReadyForReport } from '#test/report-fixture.ts';
import { multipartBody, tinyPdf } from '#test/multipart.ts';
import { call, type Actor } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { updateValuerProfile } from '../valuers/index.ts';
import { pdfPagesText } from '#test/pdf-text.ts';
import { renderReportPdf } from './pdf/render-report-pdf.tsx';
import { sampleReportInput } from './pdf/report-pdf.fixture.ts';

/**
 * What a report starts with from its submitted inspection (the condition in the inspection's own
 * words, the day on site, captions with their item and section) and the comparables check a
 * comparison-method valuation must pass before it is submitted.
 */
const t = useTestApp({
  clock: true,
  timeoutMs: 120_000,
  actors: {
    client: { role: 'user', name: 'Wanjiku Kamau' },
    agent: { role: 'agent', name: 'Otieno Valuer' },
    admin: { role: 'admin', name: 'Amina Admin' },
  },
});
const { client, agent, admin } = t.actors;
const send = (actor: Actor, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  call(t.app, actor, method, url, payload);

let bankTemplateId = '';
beforeAll(async () => {
  await updateValuerProfile(t.app.ctx, identityOf(agent, 'agent'), { vrbNumber: 'VRB/A/1234' });
  const templates = (await send(agent, 'GET', '/api/report-templates')).json<{ items: ReportTemplateSummary[] }>()
    .items;
  bankTemplateId = templates.find((x) => x.owner === null && x.purpose === 'mortgage')?.id ?? '';
}, 120_000);

/** A ready request whose inspection rated the overall condition `rating` and has its photo on "Walls". */
async function readyWithCondition(rating: number, inspectedOn: string | null = null) {
  const ready = await requestReadyForReport(t.app, client, agent, { purpose: 'mortgage' });
  const db = t.app.ctx.db;
  const condition = JSON.stringify({
    'condition.overall': { rating, note: 'Well kept' },
    'condition.walls': { rating: 3, note: 'Hairline cracks on the east wall.' },
  });
  await db
    .update(inspections)
    .set({ answers: sql`${inspections.answers} || ${condition}::jsonb`, inspectedOn })
    .where(eq(inspections.id, ready.inspectionId));
  await db
    .update(documents)
    .set({ inspectionItemId: 'condition.walls', caption: null })
    .where(eq(documents.id, ready.photoId));
  return ready;
}

async function start(requestId: string): Promise<ReportDetail> {
  const res = await send(agent, 'POST', '/api/reports', { requestId, templateId: bankTemplateId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ReportDetail>();
}

describe('a report started from a submitted inspection', () => {
  it.each([
    [1, 'Poor'],
    [2, 'Fair'],
    [3, 'Average'],
    [4, 'Good'],
    [5, 'Excellent'],
  ])('says the condition rated %i on the phone as "%s", in the editor and in the printed PDF', async (rating, word) => {
    const ready = await readyWithCondition(rating);
    const report = await start(ready.requestId);
    expect(report.content.fields['improvements.condition']).toBe(`${word} — Well kept`);

    const pages = await pdfPagesText(await renderReportPdf(sampleReportInput(report.content)));
    expect(pages.join(' ')).toContain(`${word} — Well kept`);
  });

  it('captions the photo with its item and note, keeps its section, and dates the inspection by the day on site', async () => {
    const ready = await readyWithCondition(4, '2030-03-01');
    const report = await start(ready.requestId);
    expect(report.content.photos).toEqual([
      { documentId: ready.photoId, caption: 'Walls — Hairline cracks on the east wall', section: 'Condition' },
    ]);
    expect(report.photoOptions[0]).toMatchObject({
      suggestedCaption: 'Walls — Hairline cracks on the east wall',
      section: 'Condition',
    });
    expect(report.content.fields['dates.inspection']).toBe('2030-03-01');
    // A mortgage request names no lender: the client who ordered it is the instructing party until the valuer names the bank.
    expect(report.content.fields['client.instructingParty']).toBe('Wanjiku Kamau');
  });

  it('without a recorded day on site, dates the inspection by the Nairobi day it was submitted', async () => {
    const ready = await readyWithCondition(4, null);
    const report = await start(ready.requestId);
    const [row] = await t.app.ctx.db
      .select({ submittedAt: inspections.submittedAt })
      .from(inspections)
      .where(eq(inspections.id, ready.inspectionId));
    expect(report.content.fields['dates.inspection']).toBe(nairobiToday(row?.submittedAt ?? new Date(0)));
  });
});

describe('the tenure from the papers the client attached', () => {
  it('starts a report as leasehold when a certificate of lease is on the request', async () => {
    const ready = await readyWithCondition(4);
    const { payload, headers } = multipartBody(
      { category: 'certificate_of_lease' },
      { filename: 'lease.pdf', contentType: 'application/pdf', content: tinyPdf() },
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/requests/${ready.requestId}/documents`,
      headers: { ...headers, cookie: client.cookie },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const report = await start(ready.requestId);
    expect(report.content.fields['tenure.type']).toBe('Leasehold');
  });
});

describe('a comparison-method valuation', () => {
  it('is refused at submit with fewer comparable sales than the firm asks for, and accepted with enough', async () => {
    const ready = await readyWithCondition(4);
    const report = await start(ready.requestId);
    const complete = completeReport(report.content, nairobiToday(t.clock.now()));
    expect(complete.fields['valuation.method']).toBe('Comparison');
    const oneSale = { ...complete, comparables: complete.comparables.slice(0, 1) };
    const saved = await send(agent, 'PUT', `/api/reports/${report.id}`, { version: report.version, content: oneSale });
    expect(saved.statusCode, saved.body).toBe(200);
    const version = saved.json<{ version: number }>().version;

    const refused = await send(agent, 'POST', `/api/reports/${report.id}/submit`, { version });
    expect(refused.statusCode).toBe(400);
    const body = refused.json<{ code: string; message: string; details: { checks: ReportChecks } }>();
    expect(body).toMatchObject({ code: 'VALIDATION', message: M.checksFailed });
    expect(body.details.checks.checks.find((c) => c.id === 'comparables_enough')).toMatchObject({
      result: 'fail',
      message:
        'The method is Comparison but only 1 comparable sale is recorded; the firm asks for at least 3 comparable sales. Add sales with their address and price, or choose another method.',
    });
    expect((await send(agent, 'GET', `/api/reports/${report.id}`)).json<ReportDetail>()).toMatchObject({
      status: 'draft',
      minComparables: 3,
    });

    // The firm's own minimum is what counts.
    const firm = (await send(admin, 'GET', '/api/admin/firm')).json<Record<string, unknown>>();
    const { logoUrl: _logo, updatedAt: _updated, ...editable } = firm;
    expect((await send(admin, 'PUT', '/api/admin/firm', { ...editable, minComparables: 1 })).statusCode).toBe(200);
    try {
      const accepted = await send(agent, 'POST', `/api/reports/${report.id}/submit`, { version });
      expect(accepted.statusCode, accepted.body).toBe(200);
    } finally {
      await send(admin, 'PUT', '/api/admin/firm', { ...editable, minComparables: 3 });
    }
  });
});
