import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { documents } from '#db/schema/documents.table.ts';
import { multipartBody, pagedPdf } from '#test/multipart.ts';
import { until } from '#test/sse-stream.ts';
import { call, requestBody } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { PREVIEW_SCALE } from './documents.service.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-previews-'));
const t = useTestApp({
  overrides: { dataDir },
  timeoutMs: 120_000,
  actors: { client: { role: 'user' }, agent: { role: 'agent' }, otherClient: { role: 'user' } },
});
const { client, agent, otherClient } = t.actors;

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Doc {
  id: string;
  sha256: string;
  pageCount: number | null;
}

/** A request accepted by the agent, with a `pages`-page PDF attached by its client. */
async function pdfDocument(pages: number): Promise<Doc> {
  const created = await call(t.app, client, 'POST', '/api/requests', requestBody());
  expect(created.statusCode, created.body).toBe(201);
  const requestId = created.json<{ id: string }>().id;
  expect((await call(t.app, agent, 'POST', `/api/requests/${requestId}/accept`)).statusCode).toBe(200);
  const { payload, headers } = multipartBody({ category: 'title_deed' }, { filename: 'title-deed.pdf', contentType: 'application/pdf', content: pagedPdf(pages) });
  const res = await t.app.inject({ method: 'POST', url: `/api/requests/${requestId}/documents`, headers: { ...headers, cookie: client.cookie }, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Doc>();
}

const previews = () => t.app.ctx.previews;
// The storage key of a document is the SHA-256 of its bytes.
const cached = (doc: Doc, page: number) => previews().isCached({ storageKey: doc.sha256, page, scale: PREVIEW_SCALE });

describe('PDF page previews: drawn in worker threads, cached, drawn ahead', () => {
  it('a page asked for twice is drawn once: the second answer comes from the cache, byte for byte', async () => {
    const doc = await pdfDocument(3);
    const first = await call(t.app, agent, 'GET', `/api/documents/${doc.id}/pages/2`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 447, height: 630 });
    expect(cached(doc, 2)).toBe(true);
    const before = previews().stats();
    const second = await call(t.app, client, 'GET', `/api/documents/${doc.id}/pages/2`);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const after = previews().stats();
    expect(after.renders).toBe(before.renders);
    expect(after.hits).toBe(before.hits + 1);
  });

  it('past the last page is 404, also for a PDF whose pages were never counted, and nothing is kept', async () => {
    const doc = await pdfDocument(2);
    const past = await call(t.app, client, 'GET', `/api/documents/${doc.id}/pages/3`);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This page is not in the document.' });

    // A row from before pages were counted: the worker finds the page missing.
    await t.database.db.update(documents).set({ pageCount: null }).where(eq(documents.id, doc.id));
    const uncounted = await call(t.app, client, 'GET', `/api/documents/${doc.id}/pages/5`);
    expect(uncounted.statusCode).toBe(404);
    expect(uncounted.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This page is not in the document.' });
    expect(cached(doc, 5)).toBe(false);
    expect((await call(t.app, client, 'GET', `/api/documents/${doc.id}/pages/2`)).statusCode).toBe(200);
  });

  it('someone else is refused with 404 even when the page is in the cache', async () => {
    const doc = await pdfDocument(1);
    expect((await call(t.app, client, 'GET', `/api/documents/${doc.id}/pages/1`)).statusCode).toBe(200);
    expect(cached(doc, 1)).toBe(true);
    const hits = previews().stats().hits;
    const refused = await call(t.app, otherClient, 'GET', `/api/documents/${doc.id}/pages/1`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(previews().stats().hits).toBe(hits);
    expect((await call(t.app, null, 'GET', `/api/documents/${doc.id}/pages/1`)).statusCode).toBe(401);
  });

  it('after page 1 is served, pages 2 and 3 are drawn ahead; page 2 then comes from the cache', async () => {
    const doc = await pdfDocument(4);
    expect((await call(t.app, agent, 'GET', `/api/documents/${doc.id}/pages/1`)).statusCode).toBe(200);
    await until(() => cached(doc, 2) && cached(doc, 3), 20_000);
    // Only two pages ahead.
    expect(cached(doc, 4)).toBe(false);
    const before = previews().stats();
    const page2 = await call(t.app, agent, 'GET', `/api/documents/${doc.id}/pages/2`);
    expect(page2.statusCode).toBe(200);
    expect(await sharp(page2.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 447, height: 630 });
    expect(previews().stats().hits).toBe(before.hits + 1);
  });
});
