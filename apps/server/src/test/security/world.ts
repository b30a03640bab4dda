import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { App } from '../../app.ts';
import { BACKUP_JOB } from '../../modules/backups/index.ts';
import { latestTemplateFor } from '@thamani/domain/inspection-templates';
import type { ReportContent, ReportTemplateBody } from '@thamani/domain/reports';
import { nairobiToday } from '@thamani/domain/visits';
import { EXTRACTION_READ_JOB } from '../../modules/extractions/index.ts';
import { REPORT_RENDER_JOB } from '../../modules/reports/index.ts';
import { requestMoved } from '../../modules/lifecycle/index.ts';
import { requiredAnswers } from '../inspection-answers.ts';
import { completeReport } from '../report-content.ts';
import { multipartBody, pagedPdf, tinyJpeg, tinyPng } from '../multipart.ts';
import { MAIL_JOB } from '../../platform/mail.ts';
import { organisations } from '../../db/schema/organisations.table.ts';
import { newActor, requestBody, type Actor } from '../test-app.ts';

/**
 * The cast of the security tests: a resource is owned by `client` and handled by `agent`; the
 * "other" actors are the foreign cells of the matrix (someone else's request, visit, notification).
 */
export const ACTORS = ['anonymous', 'client', 'otherClient', 'agent', 'otherAgent', 'admin'] as const;
export type ActorName = (typeof ACTORS)[number];
export type SignedInActor = Exclude<ActorName, 'anonymous'>;
export type Role = 'user' | 'agent' | 'admin';

export const ROLE_OF: Record<SignedInActor, Role> = {
  client: 'user',
  otherClient: 'user',
  agent: 'agent',
  otherAgent: 'agent',
  admin: 'admin',
};

export interface WorldActor extends Actor {
  role: Role;
}

/** Resources in a known state, made through the API as a real client and agent would. */
export interface Fixture {
  requestId: string;
  propertyId: string;
  visitId: string;
  notificationId: string;
  documentId: string;
  jobId: string;
  /** The inspection of the visit (inspection fixtures), its one photo and its current version. */
  inspectionId: string;
  photoId: string;
  version: number;
  /** The report of the request (report fixtures), its save counter and content, its verification code once approved. */
  reportId: string;
  reportVersion: number;
  reportContent: ReportContent | null;
  verifyCode: string;
  /** The agent's own report template (ownTemplate). */
  templateId: string;
  /** A person's account: the agent's (valuer, signatures) or a fresh client (person, deactivatedPerson). */
  userId: string;
  /** The client's krooki extraction (read and confirmed), of the fixture's pending request's property. */
  extractionId: string;
  /** A finished backup run with its archive (backup). */
  backupId: string;
  /** The approved request's invoice (approvedReport, payment) and a payment recorded against it (payment). */
  invoiceId: string;
  paymentId: string;
  /** A client organisation (clientOrganisation): whose statement the books show. */
  organisationId: string;
}

export type FixtureKind =
  | 'none'
  | 'pendingRequest'
  | 'assignedRequest'
  | 'scheduledVisit'
  | 'notification'
  /** A PDF the client attached to an assigned request. */
  | 'document'
  /** A background job (a mail) the client caused. */
  | 'job'
  /** The same, failed for good (the admin's System page retries it). */
  | 'failedJob'
  /** The agent's inspection of a scheduled visit (residential), with one photo. */
  | 'inspection'
  /** The same with every required item answered (ready to submit). */
  | 'filledInspection'
  /** The same, submitted (the visit completed). */
  | 'submittedInspection'
  /** A report template of the agent's own. */
  | 'ownTemplate'
  /** The agent's report of a request whose inspection is submitted, from the firm's bank template. */
  | 'reportDraft'
  /** The same, filled in so every check passes. */
  | 'readyReport'
  /** The same, submitted (version 1, under review). */
  | 'submittedReport'
  /** The same, approved with its PDF rendered and its invoice issued. */
  | 'approvedReport'
  /** The same, with KSh 1 of its invoice paid by bank transfer (recorded by the admin). */
  | 'payment'
  /** The same as approvedReport, its invoice credited in full by the admin (so it may be replaced). */
  | 'creditedInvoice'
  /** The agent, the other agent and the admin each have a signature image. */
  | 'signatures'
  /** The agent's account, for the admin's people routes that read or record a valuer's details. */
  | 'valuer'
  /** A fresh client account for the admin's people routes (role change, deactivation). */
  | 'person'
  /** The same, deactivated by the admin. */
  | 'deactivatedPerson'
  /** The client's krooki extraction (an extractor upload, read and confirmed) beside a pending request. */
  | 'extraction'
  /** The firm has a logo (uploaded by the admin). */
  | 'firmLogo'
  /** A backup the admin made with "Back up now", finished with its archive. */
  | 'backup'
  /** A client organisation (a bank) the firm keeps books for. */
  | 'clientOrganisation';

export interface World {
  app: App;
  actors: Record<SignedInActor, WorldActor>;
  /** A fresh resource of that kind, owned by `client` (and `agent` once assigned). */
  make: (kind: FixtureKind) => Promise<Fixture>;
  /**
   * One resource of that kind per world, made on first use: for calls that only read (a GET that
   * changes nothing), which leave it as they found it. Anything that may write uses `make`.
   */
  shared: (kind: FixtureKind) => Promise<Fixture>;
  /** A weekday slot no other visit of the test uses (the test clock starts Monday 4 March 2030). */
  nextSlot: () => { date: string; time: string; durationMinutes: 30 };
  /** The firm's bank/mortgage report template. */
  firmTemplateId: string;
}

/** A valid report template body (a valuer's own). */
export function templateBody(name = 'Security template'): ReportTemplateBody {
  return {
    name,
    purpose: 'sale',
    description: 'Made by the security tests',
    sections: [
      { id: 'intro', kind: 'narrative', title: 'Introduction', body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Valued for {{client.name}}.' }] }] } },
      { id: 'values', kind: 'valuation', title: 'Valuation', values: ['marketValue'] },
    ],
  };
}

const SLOT_TIMES = Array.from({ length: 20 }, (_, i) => {
  const minutes = 8 * 60 + i * 30;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h > 12 ? h - 12 : h}:${String(m).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`;
});

export async function createWorld(app: App): Promise<World> {
  const entries = await Promise.all(
    (Object.keys(ROLE_OF) as SignedInActor[]).map(async (name) => {
      const role = ROLE_OF[name];
      const actor = await newActor(app, role, `Security ${name}`);
      return [name, { ...actor, role }] as const;
    }),
  );
  const actors = Object.fromEntries(entries) as Record<SignedInActor, WorldActor>;

  let slot = 0;
  const start = Date.UTC(2030, 2, 5); // Tuesday 5 March 2030
  function nextSlot() {
    const perDay = SLOT_TIMES.length;
    let dayIndex = Math.floor(slot / perDay);
    const time = SLOT_TIMES[slot % perDay] ?? '9:00 AM';
    slot += 1;
    let day = new Date(start);
    // Walk weekdays only.
    while (dayIndex > 0 || day.getUTCDay() === 0 || day.getUTCDay() === 6) {
      day = new Date(day.getTime() + 86_400_000);
      if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) {
        dayIndex -= 1;
      }
    }
    return { date: day.toISOString().slice(0, 10), time, durationMinutes: 30 as const };
  }

  const as = (actor: SignedInActor, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { cookie: actors[actor].cookie },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function make(kind: FixtureKind): Promise<Fixture> {
    const fixture: Fixture = {
      requestId: '',
      propertyId: '',
      visitId: '',
      notificationId: '',
      documentId: '',
      jobId: '',
      inspectionId: '',
      photoId: '',
      version: 0,
      reportId: '',
      reportVersion: 0,
      reportContent: null,
      verifyCode: '',
      templateId: '',
      userId: '',
      extractionId: '',
      backupId: '',
      invoiceId: '',
      paymentId: '',
      organisationId: '',
    };
    if (kind === 'none') {
      return fixture;
    }
    if (kind === 'backup') {
      // One run at a time: let an earlier "Back up now" finish first.
      await app.ctx.jobs.whenIdle(BACKUP_JOB, 60_000);
      const started = await as('admin', 'POST', '/api/admin/backups');
      expect(started.statusCode, started.body).toBe(202);
      await app.ctx.jobs.whenIdle(BACKUP_JOB, 60_000);
      const list = (await as('admin', 'GET', '/api/admin/backups')).json<{ items: Array<{ id: string; status: string }> }>();
      fixture.backupId = list.items.find((b) => b.status === 'succeeded')?.id ?? '';
      expect(fixture.backupId).not.toBe('');
      return fixture;
    }
    if (kind === 'clientOrganisation') {
      const [organisation] = await app.ctx.db.insert(organisations).values({ kind: 'bank', name: 'Security Bank' }).returning({ id: organisations.id });
      fixture.organisationId = organisation?.id ?? '';
      return fixture;
    }
    if (kind === 'valuer') {
      fixture.userId = actors.agent.userId;
      return fixture;
    }
    if (kind === 'person' || kind === 'deactivatedPerson') {
      fixture.userId = (await newActor(app, 'user', 'Security person')).userId;
      if (kind === 'deactivatedPerson') {
        const off = await as('admin', 'POST', `/api/admin/users/${fixture.userId}/deactivate`, { reason: 'Security fixture' });
        expect(off.statusCode, off.body).toBe(200);
      }
      return fixture;
    }
    if (kind === 'ownTemplate') {
      const created = await as('agent', 'POST', '/api/report-templates', templateBody());
      expect(created.statusCode, created.body).toBe(201);
      fixture.templateId = created.json<{ id: string }>().id;
      return fixture;
    }
    if (kind === 'signatures') {
      for (const actor of ['agent', 'otherAgent', 'admin'] as const) {
        const { payload, headers } = multipartBody({}, { filename: 'signature.jpg', contentType: 'image/jpeg', content: tinyJpeg() });
        const saved = await app.inject({ method: 'PUT', url: '/api/me/valuer-profile/signature', headers: { ...headers, cookie: actors[actor].cookie }, payload });
        expect(saved.statusCode, saved.body).toBe(200);
      }
      fixture.userId = actors.agent.userId;
      return fixture;
    }
    if (kind === 'firmLogo') {
      const { payload, headers } = multipartBody({}, { filename: 'logo.png', contentType: 'image/png', content: tinyPng() });
      const saved = await app.inject({ method: 'PUT', url: '/api/admin/firm/logo', headers: { ...headers, cookie: actors.admin.cookie }, payload });
      expect(saved.statusCode, saved.body).toBe(200);
      return fixture;
    }
    if (kind === 'job' || kind === 'failedJob') {
      const mail = { to: actors.client.email, subject: 'Security fixture mail', text: 'x', html: '<p>x</p>' };
      fixture.jobId = await app.ctx.jobs.send(MAIL_JOB, mail, { ownerUserId: actors.client.userId });
      if (kind === 'failedJob') {
        await failJob(app, fixture.jobId);
      }
      return fixture;
    }
    const created = await as('client', 'POST', '/api/requests', requestBody({ title: 'Security fixture house' }));
    expect(created.statusCode, created.body).toBe(201);
    const detail = created.json<{ id: string; property: { id: string } }>();
    fixture.requestId = detail.id;
    fixture.propertyId = detail.property.id;
    if (kind === 'pendingRequest') {
      return fixture;
    }
    if (kind === 'extraction') {
      const { payload, headers } = multipartBody({}, { filename: 'krooki.pdf', contentType: 'application/pdf', content: pagedPdf(1, 'LR No. 209/12345 Area: 0.0465 Ha County: Nairobi') });
      const uploaded = await app.inject({ method: 'POST', url: '/api/extractions', headers: { ...headers, cookie: actors.client.cookie }, payload });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const extraction = uploaded.json<{ id: string; documentId: string }>();
      fixture.extractionId = extraction.id;
      fixture.documentId = extraction.documentId;
      await app.ctx.jobs.whenIdle(EXTRACTION_READ_JOB, 120_000);
      const confirmed = await as('client', 'POST', `/api/extractions/${extraction.id}/confirm`, { fields: { parcelNumber: '209/12345', county: 'Nairobi' } });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      return fixture;
    }
    const accepted = await as('agent', 'POST', `/api/requests/${detail.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    if (kind === 'notification') {
      // Accepting notified the client.
      const list = await as('client', 'GET', '/api/notifications?limit=1');
      fixture.notificationId = list.json<{ items: Array<{ id: string }> }>().items[0]?.id ?? '';
      expect(fixture.notificationId).not.toBe('');
      return fixture;
    }
    if (kind === 'assignedRequest') {
      return fixture;
    }
    if (kind === 'document') {
      const { payload, headers } = multipartBody(
        { category: 'title_deed' },
        // One page, so that its preview (GET /api/documents/:id/pages/1) exists.
        { filename: 'title-deed.pdf', contentType: 'application/pdf', content: pagedPdf(1) },
      );
      const uploaded = await app.inject({
        method: 'POST',
        url: `/api/requests/${detail.id}/documents`,
        headers: { ...headers, cookie: actors.client.cookie },
        payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      fixture.documentId = uploaded.json<{ id: string }>().id;
      return fixture;
    }
    const visit = await as('agent', 'POST', '/api/visits', {
      requestId: detail.id,
      propertyId: detail.property.id,
      ...nextSlot(),
    });
    expect(visit.statusCode, visit.body).toBe(201);
    fixture.visitId = visit.json<{ id: string }>().id;
    if (kind === 'scheduledVisit') {
      return fixture;
    }
    const started = await as('agent', 'POST', `/api/visits/${fixture.visitId}/inspection`);
    expect(started.statusCode, started.body).toBe(201);
    fixture.inspectionId = started.json<{ id: string }>().id;
    fixture.version = 1;
    const { payload, headers } = multipartBody(
      { itemId: 'site.shape', clientId: crypto.randomUUID() },
      { filename: 'site.jpg', contentType: 'image/jpeg', content: tinyJpeg() },
    );
    const photo = await app.inject({
      method: 'POST',
      url: `/api/inspections/${fixture.inspectionId}/photos`,
      headers: { ...headers, cookie: actors.agent.cookie },
      payload,
    });
    expect(photo.statusCode, photo.body).toBe(201);
    fixture.photoId = photo.json<{ id: string }>().id;
    if (kind === 'inspection') {
      return fixture;
    }
    const changes = requiredAnswers(latestTemplateFor('residential'));
    const saved = await as('agent', 'PATCH', `/api/inspections/${fixture.inspectionId}`, { version: 1, changes });
    expect(saved.statusCode, saved.body).toBe(200);
    fixture.version = 2;
    if (kind === 'filledInspection') {
      return fixture;
    }
    const submitted = await as('agent', 'POST', `/api/inspections/${fixture.inspectionId}/submit`, { version: 2, confirmVisitDate: true });
    expect(submitted.statusCode, submitted.body).toBe(200);
    fixture.version = 3;
    if (kind === 'submittedInspection') {
      return fixture;
    }
    return makeReport(kind, fixture);
  }

  /** The report fixtures, from a request whose inspection is submitted. */
  async function makeReport(kind: FixtureKind, fixture: Fixture): Promise<Fixture> {
    const started = await as('agent', 'POST', '/api/reports', { requestId: fixture.requestId, templateId: firmTemplateId });
    expect(started.statusCode, started.body).toBe(201);
    const report = started.json<{ id: string; version: number; content: ReportContent }>();
    Object.assign(fixture, { reportId: report.id, reportVersion: report.version, reportContent: report.content });
    if (kind === 'reportDraft') {
      return fixture;
    }
    const content = completeReport(report.content, nairobiToday(app.ctx.now()));
    const saved = await as('agent', 'PUT', `/api/reports/${report.id}`, { version: report.version, content });
    expect(saved.statusCode, saved.body).toBe(200);
    Object.assign(fixture, { reportVersion: saved.json<{ version: number }>().version, reportContent: content });
    if (kind === 'readyReport') {
      return fixture;
    }
    const submitted = await as('agent', 'POST', `/api/reports/${report.id}/submit`, { version: fixture.reportVersion });
    expect(submitted.statusCode, submitted.body).toBe(200);
    if (kind === 'submittedReport') {
      return fixture;
    }
    const approved = await as('admin', 'POST', `/api/reports/${report.id}/approve`, { n: 1 });
    expect(approved.statusCode, approved.body).toBe(200);
    await app.ctx.jobs.whenIdle(REPORT_RENDER_JOB, 60_000);
    fixture.verifyCode = approved.json<{ delivery: { verifyCode: string } }>().delivery.verifyCode;
    for (const queue of app.ctx.outbox.queuesOf(requestMoved)) {
      await app.ctx.jobs.whenIdle(queue, 60_000);
    }
    const invoice = await as('admin', 'GET', `/api/requests/${fixture.requestId}/invoice`);
    expect(invoice.statusCode, invoice.body).toBe(200);
    fixture.invoiceId = invoice.json<{ id: string }>().id;
    if (kind === 'payment') {
      const recorded = await as('admin', 'POST', `/api/admin/invoices/${fixture.invoiceId}/payments`, { method: 'bank_transfer', reference: 'FT26112900001', amount: 1 });
      expect(recorded.statusCode, recorded.body).toBe(201);
      fixture.paymentId = recorded.json<{ payments: Array<{ id: string }> }>().payments[0]?.id ?? '';
    }
    if (kind === 'creditedInvoice') {
      const amount = invoice.json<{ total: number }>().total;
      const credited = await as('admin', 'POST', `/api/admin/invoices/${fixture.invoiceId}/credit-notes`, { amount, reason: 'Security fixture: issued to the wrong buyer.' });
      expect(credited.statusCode, credited.body).toBe(201);
    }
    return fixture;
  }

  // The agent signs reports (a VRB number is checked before submit); the firm's bank template starts them.
  const vrb = await as('agent', 'PUT', '/api/me/valuer-profile', { vrbNumber: 'VRB/A/1234' });
  expect(vrb.statusCode, vrb.body).toBe(200);
  const templates = (await as('agent', 'GET', '/api/report-templates')).json<{ items: Array<{ id: string; purpose: string; owner: unknown }> }>();
  const firmTemplateId = templates.items.find((x) => x.owner === null && x.purpose === 'mortgage')?.id ?? '';

  const made = new Map<FixtureKind, Promise<Fixture>>();
  const shared = (kind: FixtureKind): Promise<Fixture> => {
    let fixture = made.get(kind);
    if (!fixture) {
      fixture = make(kind);
      made.set(kind, fixture);
    }
    return fixture.then((f) => ({ ...f }));
  };

  return { app, actors, make, shared, nextSlot, firmTemplateId };
}

/** The marks of an internal error that must never reach a client. */
const LEAK_PATTERNS: RegExp[] = [
  /\n\s+at /, // stack frame
  /\/work\/|node_modules|\.ts:\d+|\.mjs:\d+|file:\/\//, // file paths
  /\b(select|insert into|update|delete from)\b[^"]*\b(from|set|values|where)\b/i, // SQL text
  /syntax error at|violates|duplicate key|relation "|column "|invalid input syntax|out of range for type|DrizzleQueryError|PGlite|ECONNREFUSED/i,
];

export function expectNoLeak(body: string): void {
  for (const pattern of LEAK_PATTERNS) {
    expect(body, `response leaks internals (${pattern})`).not.toMatch(pattern);
  }
}

/** Every error body of ours and better-auth's: `{ code, message, fields? }` (better-auth: `{ message, code }`). */
export function expectErrorShape(status: number, body: string, contentType: string | undefined): void {
  if (status < 400) {
    return;
  }
  if (body === '' || body === 'null') {
    // better-auth answers some unknown / disabled endpoints (404, 405) and some refusals (401) with no body.
    expect([401, 404, 405]).toContain(status);
    return;
  }
  expect(contentType ?? '').toContain('application/json');
  const json = JSON.parse(body) as Record<string, unknown>;
  expect(typeof json.message).toBe('string');
  if (json.code !== undefined) {
    expect(typeof json.code).toBe('string');
  }
  if (json.fields !== undefined) {
    expect(typeof json.fields).toBe('object');
    for (const value of Object.values(json.fields as Record<string, unknown>)) {
      expect(typeof value).toBe('string');
    }
  }
}

/** Mark a job failed for good as pg-boss would (after it ran: no worker touches it again). */
export async function failJob(app: App, id: string): Promise<void> {
  await app.ctx.jobs.whenIdle(MAIL_JOB, 30_000);
  await app.ctx.db.execute(
    sql`update pgboss.job set state = 'failed', completed_on = now(), output = '{"message":"security fixture failure"}'::jsonb where id = ${id}::uuid`,
  );
}
