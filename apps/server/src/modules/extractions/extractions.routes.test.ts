import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EXTRACTION_MESSAGES, type Extraction } from '@thamani/domain/extractions';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { extractions } from '#db/schema/extractions.table.ts';
import { properties } from '#db/schema/properties.table.ts';
import { valuationRequests } from '#db/schema/valuation-requests.table.ts';
import { multipartBody, type MultipartFile } from '#test/multipart.ts';
import { call, requestBody, type Actor } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { EXTRACTION_READ_JOB, runExtraction } from './extraction.job.ts';
import { OCR_OPTIONS } from './ocr.ts';
import { krookiPdf, krookiScan, krookiSpec } from './testing/synthetic-documents.ts';

const t = useTestApp({
  timeoutMs: 120_000,
  actors: {
    client: { role: 'user', name: 'Wanjiru Kamau' },
    otherClient: { role: 'user' },
    agent: { role: 'agent' },
    admin: { role: 'admin' },
  },
});
const { client, otherClient, agent, admin } = t.actors;
/** OCR and 40 pages on a shared 2-core machine: generous, since speed is the bench's business. */
const SLOW_MS = 180_000;

function upload(actor: Actor | null, file: MultipartFile) {
  const { payload, headers } = multipartBody({}, file);
  return t.app.inject({ method: 'POST', url: '/api/extractions', headers: { ...headers, ...(actor ? { cookie: actor.cookie } : {}) }, payload });
}
const pdfFile = (content: Buffer, filename = 'krooki.pdf'): MultipartFile => ({ filename, contentType: 'application/pdf', content });

/** Upload, wait for the job, return the finished extraction. */
async function extract(actor: Actor, file: MultipartFile): Promise<Extraction> {
  const res = await upload(actor, file);
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json<Extraction>();
  await t.app.ctx.jobs.whenIdle(EXTRACTION_READ_JOB, 150_000);
  const done = await call(t.app, actor, 'GET', `/api/extractions/${created.id}`);
  expect(done.statusCode).toBe(200);
  return done.json<Extraction>();
}

const byName = (e: Extraction) => Object.fromEntries(e.fields.map((f) => [f.name, f.normalised]));
const auditsOf = async (entityId: string, actionType: 'extraction_completed' | 'extraction_confirmed' | 'property_updated_from_extraction') => {
  const [row] = await t.database.db.select({ n: count() }).from(auditLogs).where(and(eq(auditLogs.entityId, entityId), eq(auditLogs.actionType, actionType)));
  return row?.n;
};

describe('reading a document', { timeout: SLOW_MS }, () => {
  it('reads a text-layer krooki into the right fields, with boxes on page 1', async () => {
    const spec = krookiSpec(7);
    const e = await extract(client, pdfFile(await krookiPdf(spec)));
    expect(e).toMatchObject({ status: 'completed', method: 'text', pageCount: 1, pagesDone: 1, progress: 100, error: null });
    expect(byName(e)).toEqual(spec.truth);
    for (const field of e.fields) {
      expect(field.page).toBe(1);
      expect(field.box?.width).toBeGreaterThan(0);
    }
    expect(await auditsOf(e.id, 'extraction_completed')).toBe(1);
    // The page image the boxes belong to.
    const png = await call(t.app, client, 'GET', `/api/extractions/${e.id}/pages/1`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const meta = await sharp(png.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([e.pages[0]?.width, e.pages[0]?.height]);
    expect((await call(t.app, client, 'GET', `/api/extractions/${e.id}/pages/2`)).statusCode).toBe(404);
  });

  it('reads a scanned image by OCR, offline', async () => {
    const spec = krookiSpec(1001);
    const scan = await krookiScan(spec, 'clean');
    const e = await extract(client, { filename: 'krooki.png', contentType: scan.contentType, content: scan.bytes });
    expect(e).toMatchObject({ status: 'completed', method: 'ocr', pageCount: 1 });
    const found = byName(e);
    expect(found.parcelNumber).toBe(spec.truth.parcelNumber);
    expect(found.area).toBe(spec.truth.area);
    expect(found.deedPlanNumber).toBe(spec.truth.deedPlanNumber);
    expect(found.county).toBe(spec.truth.county);
  });

  it('never reaches for the network for the OCR model', () => {
    expect(OCR_OPTIONS.langPath.startsWith('/')).toBe(true);
    expect(OCR_OPTIONS.langPath).toMatch(/@tesseract\.js-data\/eng\/4\.0\.0_best_int$/);
    expect(OCR_OPTIONS).toMatchObject({ gzip: true, cacheMethod: 'none' });
  });

  it('reads a 40-page PDF page by page', async () => {
    const spec = krookiSpec(8);
    const e = await extract(client, pdfFile(await krookiPdf(spec, 39)));
    expect(e).toMatchObject({ status: 'completed', pageCount: 40, pagesDone: 40 });
    expect(e.pages.map((p) => p.page)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(byName(e).parcelNumber).toBe(spec.truth.parcelNumber);
  });

  it('says so when a file holds no text, and refuses bytes that are no document', async () => {
    const blank = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const e = await extract(client, { filename: 'blank.png', contentType: 'image/png', content: blank });
    expect(e).toMatchObject({ status: 'completed', fields: [], error: EXTRACTION_MESSAGES.notADocument });
    const text = await upload(client, { filename: 'notes.pdf', contentType: 'application/pdf', content: Buffer.from('just some words, not a PDF') });
    expect(text.statusCode).toBe(415);
  });
});

describe('a crash mid-document', { timeout: SLOW_MS }, () => {
  it('is retried and done once: one result, one audit row', async () => {
    const spec = krookiSpec(9);
    const res = await upload(client, pdfFile(await krookiPdf(spec, 2)));
    const id = res.json<Extraction>().id;
    await t.app.ctx.jobs.whenIdle(EXTRACTION_READ_JOB, 150_000);
    // Play it from the start as if the first run had crashed after page 1.
    await t.database.db.update(extractions).set({ status: 'running', pagesDone: 0, fields: [], pages: [], completedAt: null }).where(eq(extractions.id, id));
    await t.database.db.delete(auditLogs).where(eq(auditLogs.entityId, id));
    const job = { id: randomUUID(), reportProgress: async () => undefined };
    const crash = runExtraction(t.app.ctx, { extractionId: id }, job, {
      afterPage: (n) => {
        if (n === 1) {
          throw new Error('simulated crash');
        }
      },
      isLastAttempt: async () => false,
    });
    await expect(crash).rejects.toThrow('simulated crash');
    const [mid] = await t.database.db.select().from(extractions).where(eq(extractions.id, id));
    expect(mid).toMatchObject({ status: 'running', pagesDone: 1, fields: [] });

    await runExtraction(t.app.ctx, { extractionId: id }, job);
    await runExtraction(t.app.ctx, { extractionId: id }, job);
    const e = (await call(t.app, client, 'GET', `/api/extractions/${id}`)).json<Extraction>();
    expect(e).toMatchObject({ status: 'completed', pagesDone: 3 });
    expect(byName(e)).toEqual(spec.truth);
    expect(await auditsOf(id, 'extraction_completed')).toBe(1);
  });

  it('fails for good with a message on its last attempt', async () => {
    const res = await upload(client, pdfFile(await krookiPdf(krookiSpec(10))));
    const id = res.json<Extraction>().id;
    await t.app.ctx.jobs.whenIdle(EXTRACTION_READ_JOB, 150_000);
    await t.database.db.update(extractions).set({ status: 'running', completedAt: null }).where(eq(extractions.id, id));
    const broken = runExtraction(t.app.ctx, { extractionId: id }, { id: randomUUID(), reportProgress: async () => undefined }, {
      afterPage: () => {
        throw new Error('simulated');
      },
    });
    await expect(broken).rejects.toThrow();
    const e = (await call(t.app, client, 'GET', `/api/extractions/${id}`)).json<Extraction>();
    expect(e).toMatchObject({ status: 'failed', error: EXTRACTION_MESSAGES.failed });
  });
});

describe('who sees and uses an extraction', { timeout: SLOW_MS }, () => {
  it('the person who ran it and admins; others 404; the list is mine, newest first', async () => {
    const e = await extract(client, pdfFile(await krookiPdf(krookiSpec(11))));
    expect((await call(t.app, admin, 'GET', `/api/extractions/${e.id}`)).statusCode).toBe(200);
    expect((await call(t.app, otherClient, 'GET', `/api/extractions/${e.id}`)).statusCode).toBe(404);
    expect((await call(t.app, otherClient, 'GET', `/api/extractions/${e.id}/pages/1`)).statusCode).toBe(404);
    expect((await call(t.app, otherClient, 'POST', `/api/extractions/${e.id}/confirm`, { fields: {} })).statusCode).toBe(404);
    expect((await call(t.app, null, 'GET', `/api/extractions/${e.id}`)).statusCode).toBe(401);
    const mine = (await call(t.app, client, 'GET', '/api/extractions')).json<{ items: Array<{ id: string }> }>();
    expect(mine.items[0]?.id).toBe(e.id);
    const theirs = (await call(t.app, otherClient, 'GET', '/api/extractions')).json<{ items: Array<{ id: string }> }>();
    expect(theirs.items.map((i) => i.id)).not.toContain(e.id);
    // Another person's extractor upload cannot be read again by them.
    expect((await call(t.app, otherClient, 'POST', '/api/extractions/from-document', { documentId: e.documentId })).statusCode).toBe(404);
  });

  it('confirms corrected fields (audited) and updates the request property only for who may', async () => {
    const created = await call(t.app, client, 'POST', '/api/requests', requestBody());
    const requestId = created.json<{ id: string }>().id;
    const spec = krookiSpec(12);
    const e = await extract(client, pdfFile(await krookiPdf(spec)));
    const early = await call(t.app, client, 'POST', `/api/extractions/${e.id}/apply`, { requestId });
    expect(early.statusCode).toBe(409);

    const fields = { ...byName(e), area: '500', county: 'Kiambu' };
    const confirmed = await call(t.app, client, 'POST', `/api/extractions/${e.id}/confirm`, { fields });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Extraction>().confirmedFields).toMatchObject({ area: '500', county: 'Kiambu' });
    expect(await auditsOf(e.id, 'extraction_confirmed')).toBe(1);

    // A stranger's request is not found; the owner of the extraction may update their own pending request.
    const otherRequest = (await call(t.app, otherClient, 'POST', '/api/requests', requestBody())).json<{ id: string }>().id;
    expect((await call(t.app, client, 'POST', `/api/extractions/${e.id}/apply`, { requestId: otherRequest })).statusCode).toBe(404);
    const applied = await call(t.app, client, 'POST', `/api/extractions/${e.id}/apply`, { requestId });
    expect(applied.statusCode, applied.body).toBe(200);
    const [request] = await t.database.db.select().from(valuationRequests).where(eq(valuationRequests.id, requestId));
    const [property] = await t.database.db.select().from(properties).where(eq(properties.id, request?.propertyId ?? ''));
    expect(property).toMatchObject({ lrNumber: spec.truth.parcelNumber, county: 'Kiambu', sizeSqm: 500 });
    expect(await auditsOf(property?.id ?? '', 'property_updated_from_extraction')).toBe(1);

    // Once a valuer has taken it, the requester may no longer change the property.
    expect((await call(t.app, agent, 'POST', `/api/requests/${requestId}/accept`)).statusCode).toBe(200);
    expect((await call(t.app, client, 'POST', `/api/extractions/${e.id}/apply`, { requestId })).statusCode).toBe(403);
  });

  it("reads a request's document for those who can see the request", async () => {
    const requestId = (await call(t.app, client, 'POST', '/api/requests', requestBody())).json<{ id: string }>().id;
    const { payload, headers } = multipartBody({ category: 'krooki' }, pdfFile(await krookiPdf(krookiSpec(13))));
    const doc = await t.app.inject({ method: 'POST', url: `/api/requests/${requestId}/documents`, headers: { ...headers, cookie: client.cookie }, payload });
    expect(doc.statusCode, doc.body).toBe(201);
    const documentId = doc.json<{ id: string }>().id;
    expect((await call(t.app, otherClient, 'POST', '/api/extractions/from-document', { documentId })).statusCode).toBe(404);
    const started = await call(t.app, client, 'POST', '/api/extractions/from-document', { documentId });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json<Extraction>().requestId).toBe(requestId);
    await t.app.ctx.jobs.whenIdle(EXTRACTION_READ_JOB, 150_000);
    const e = (await call(t.app, client, 'GET', `/api/extractions/${started.json<Extraction>().id}`)).json<Extraction>();
    expect(byName(e).parcelNumber).toBe(krookiSpec(13).truth.parcelNumber);
  });
});
