import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { documents } from '#db/schema/documents.table.ts';
import { listFiles } from '#test/list-files.ts';
import { multipartBody, pagedPdf, tinyPdf, type MultipartFile } from '#test/multipart.ts';
import { call, requestBody, type Actor } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { REQUEST_DOCUMENT_CATEGORIES } from '@thamani/domain/documents';
import { Readable } from 'node:stream';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-documents-'));
const t = useTestApp({
  clock: true,
  overrides: { dataDir },
  timeoutMs: 120_000,
  actors: {
    client: { role: 'user' },
    otherClient: { role: 'user' },
    agent: { role: 'agent' },
    otherAgent: { role: 'agent' },
    admin: { role: 'admin' },
  },
});
const { client, otherClient, agent, otherAgent, admin } = t.actors;

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const filesDir = () => path.join(dataDir, 'files');

beforeAll(async () => {
  // A database failure on demand, after the file is stored: an insert named fail.pdf is refused.
  await t.database.db.execute(sql`
    create function refuse_failing_document() returns trigger language plpgsql as $$
    begin
      if new.filename = 'fail.pdf' then raise exception 'simulated failure'; end if;
      return new;
    end $$`);
  await t.database.db.execute(sql`
    create trigger refuse_failing_document before insert on documents
    for each row execute function refuse_failing_document()`);
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function newRequest(assigned = true): Promise<string> {
  const created = await call(t.app, client, 'POST', '/api/requests', requestBody());
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ id: string }>().id;
  if (assigned) {
    expect((await call(t.app, agent, 'POST', `/api/requests/${id}/accept`)).statusCode).toBe(200);
  }
  return id;
}

function upload(actor: Actor | null, requestId: string, file: MultipartFile | undefined, fields: Record<string, string> = { category: 'title_deed' }) {
  const { payload, headers } = multipartBody(fields, file);
  return t.app.inject({ method: 'POST', url: `/api/requests/${requestId}/documents`, headers: { ...headers, ...(actor ? { cookie: actor.cookie } : {}) }, payload });
}

const pdf = (content: Buffer, filename = 'title-deed.pdf'): MultipartFile => ({ filename, contentType: 'application/pdf', content });
const documentCount = async () => (await t.database.db.select({ id: documents.id }).from(documents)).length;

describe('request documents: upload, list, download', () => {
  it('a PDF round-trips byte for byte, with safe download headers and an audit entry', async () => {
    const requestId = await newRequest();
    const bytes = tinyPdf();
    const res = await upload(client, requestId, pdf(bytes, 'C:\\fakepath\\Hati ya ardhi – Kilimani; final.pdf'));
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json<{ id: string; sha256: string; size: number; contentType: string; filename: string; category: string; location: unknown }>();
    expect(doc).toMatchObject({ sha256: sha(bytes), size: bytes.length, contentType: 'application/pdf', category: 'title_deed', location: null });
    // The path a browser may send is dropped; the name is kept exactly otherwise.
    expect(doc.filename).toBe('Hati ya ardhi – Kilimani; final.pdf');

    const list = await call(t.app, agent, 'GET', `/api/requests/${requestId}/documents`);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ items: Array<{ id: string }> }>().items.map((d) => d.id)).toEqual([doc.id]);

    const download = await call(t.app, admin, 'GET', `/api/documents/${doc.id}/content`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toContain('private');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Hati ya ardhi _ Kilimani_ final.pdf"; filename*=UTF-8''Hati%20ya%20ardhi%20%E2%80%93%20Kilimani%3B%20final.pdf`,
    );

    const audit = await t.database.db.select().from(auditLogs).where(eq(auditLogs.entityId, doc.id));
    expect(audit).toMatchObject([{ actionType: 'document_uploaded', entityType: 'document', details: { requestId, sha256: sha(bytes) } }]);
  });

  it('an image is re-encoded upright without EXIF; its GPS position and capture time stay on the row', async () => {
    const requestId = await newRequest();
    const original = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#7a5230' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Thamani Test Camera' },
        IFD2: { DateTimeOriginal: '2030:03:05 10:15:00' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 3000/100', GPSLongitudeRef: 'E', GPSLongitude: '36/1 49/1 1200/100' },
      })
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await upload(agent, requestId, { filename: 'plot.jpg', contentType: 'image/jpeg', content: original }, { category: 'krooki' });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json<{ id: string; sha256: string; contentType: string; location: unknown; capturedAt: string }>();
    expect(doc).toMatchObject({ sha256: sha(original), contentType: 'image/jpeg', capturedAt: '2030-03-05T10:15:00' });
    expect(doc.location).toEqual({ latitude: expect.closeTo(-1.2916667, 6), longitude: expect.closeTo(36.82, 6) });

    const served = (await call(t.app, client, 'GET', `/api/documents/${doc.id}/content`)).rawPayload;
    const meta = await sharp(served).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 20 });
    expect(served.includes(Buffer.from('Thamani Test Camera'))).toBe(false);
  });

  it('refuses a file over the limit with 413 and the message, storing nothing', async () => {
    const requestId = await newRequest();
    const before = { files: listFiles(filesDir()), rows: await documentCount() };
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(20 * 1024 * 1024, 0x20)]);
    const res = await upload(client, requestId, pdf(big));
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', key: 'uploads.tooLarge', params: { megabytes: 20 }, message: 'This file is larger than 20 MB.' });
    expect(listFiles(filesDir())).toEqual(before.files);
    expect(await documentCount()).toBe(before.rows);
  });

  it('decides the type from the bytes: a renamed .exe declared as a PDF is 415', async () => {
    const requestId = await newRequest();
    const before = listFiles(filesDir());
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(4096, 1)]);
    const res = await upload(client, requestId, pdf(exe, 'title-deed.pdf'));
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      key: 'uploads.wrongType',
      params: { types: ['PDF', 'JPEG', 'PNG'] },
      message: 'This file type is not accepted. Upload a PDF, JPEG or PNG.',
    });
    // Plain text declared as a PNG: also refused.
    const text = await upload(client, requestId, { filename: 'x.png', contentType: 'image/png', content: Buffer.from('just text') });
    expect(text.statusCode).toBe(415);
    expect(listFiles(filesDir())).toEqual(before);
  });

  it('asks for a category and a file, and refuses a body that is not multipart', async () => {
    const requestId = await newRequest();
    const noCategory = await upload(client, requestId, pdf(tinyPdf()), {});
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json()).toMatchObject({ code: 'VALIDATION', fields: { category: 'Choose what this document is.' } });
    const noFile = await upload(client, requestId, undefined);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ code: 'VALIDATION', message: 'Choose a file to upload.' });
    const json = await call(t.app, client, 'POST', `/api/requests/${requestId}/documents`, { category: 'other' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the file as multipart/form-data.' });
  });
});

describe('who may add and see documents', () => {
  it('only the parties to the request: others 404, anonymous 401, a queue-browsing agent may not add', async () => {
    const requestId = await newRequest();
    const doc = (await upload(client, requestId, pdf(tinyPdf()))).json<{ id: string }>();
    for (const outsider of [otherClient, otherAgent]) {
      expect((await upload(outsider, requestId, pdf(tinyPdf()))).statusCode).toBe(404);
      expect((await call(t.app, outsider, 'GET', `/api/requests/${requestId}/documents`)).statusCode).toBe(404);
      const download = await call(t.app, outsider, 'GET', `/api/documents/${doc.id}/content`);
      expect(download.statusCode).toBe(404);
      expect(download.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Document not found' });
    }
    expect((await upload(null, requestId, pdf(tinyPdf()))).statusCode).toBe(401);
    expect((await call(t.app, null, 'GET', `/api/documents/${doc.id}/content`)).statusCode).toBe(401);
    expect((await upload(admin, requestId, pdf(tinyPdf()))).statusCode).toBe(201);

    const open = await newRequest(false);
    const browsing = await upload(otherAgent, open, pdf(tinyPdf()));
    expect(browsing.statusCode).toBe(403);
    expect(browsing.json()).toMatchObject({ message: 'Accept the request before adding documents to it.' });
  });
});

describe('a failure half-way leaves no row and no orphan file', () => {
  it('a t.database error after the file was stored removes the file again', async () => {
    const requestId = await newRequest();
    const before = { files: listFiles(filesDir()), rows: await documentCount() };
    const res = await upload(client, requestId, pdf(tinyPdf(), 'fail.pdf'));
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('simulated');
    expect(await documentCount()).toBe(before.rows);
    expect(listFiles(filesDir())).toEqual(before.files);
  });

  it('…but keeps the bytes when another document already uses them (content addressing)', async () => {
    const requestId = await newRequest();
    const bytes = tinyPdf();
    const kept = (await upload(client, requestId, pdf(bytes, 'deed.pdf'))).json<{ id: string }>();
    const before = listFiles(filesDir());
    expect(before).toContain(path.join(sha(bytes).slice(0, 2), sha(bytes)));
    expect((await upload(client, requestId, pdf(bytes, 'fail.pdf'))).statusCode).toBe(500);
    expect(listFiles(filesDir())).toEqual(before);
    const download = await call(t.app, client, 'GET', `/api/documents/${kept.id}/content`);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    // The same bytes uploaded again: a second row, still one file.
    expect((await upload(client, requestId, pdf(bytes, 'copy.pdf'))).statusCode).toBe(201);
    expect(listFiles(filesDir())).toEqual(before);
  });
});

const png = async (width = 30, height = 20) => sharp({ create: { width, height, channels: 3, background: '#2d6a4f' } }).png().toBuffer();
type Doc = { id: string; contentType: string; pageCount: number | null; category: string };

describe('pages, sniffing and the unreadable PDF', () => {
  it('counts a PDF’s pages at upload and draws each as a JPEG; past the last page is 404', async () => {
    const requestId = await newRequest();
    const res = await upload(client, requestId, pdf(pagedPdf(3)));
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json<Doc>();
    expect(doc.pageCount).toBe(3);
    const page2 = await call(t.app, agent, 'GET', `/api/documents/${doc.id}/pages/2`);
    expect(page2.statusCode).toBe(200);
    expect(page2.headers['content-type']).toBe('image/jpeg');
    expect(page2.headers['cache-control']).toContain('private');
    expect(page2.headers['x-content-type-options']).toBe('nosniff');
    // 298×420 points at 1.5×.
    expect(await sharp(page2.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 447, height: 630 });
    const past = await call(t.app, client, 'GET', `/api/documents/${doc.id}/pages/4`);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This page is not in the document.' });
    expect((await call(t.app, client, 'GET', `/api/documents/${doc.id}/pages/0`)).statusCode).toBe(400);
  });

  it('an image has one page: the stored image itself', async () => {
    const requestId = await newRequest();
    const res = await upload(client, requestId, { filename: 'id.png', contentType: 'image/png', content: await png() }, { category: 'id_document' });
    const doc = res.json<Doc>();
    expect(doc).toMatchObject({ contentType: 'image/png', pageCount: 1 });
    const page = await call(t.app, admin, 'GET', `/api/documents/${doc.id}/pages/1`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/png');
    expect(page.rawPayload.equals((await call(t.app, admin, 'GET', `/api/documents/${doc.id}/content`)).rawPayload)).toBe(true);
    expect((await call(t.app, admin, 'GET', `/api/documents/${doc.id}/pages/2`)).statusCode).toBe(404);
  });

  it('a .pdf name over PNG bytes is stored as the PNG it is', async () => {
    const requestId = await newRequest();
    const res = await upload(client, requestId, pdf(await png(), 'deed.pdf'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Doc>()).toMatchObject({ contentType: 'image/png', pageCount: 1 });
  });

  it('a text file named .pdf is 415; a file that starts like a PDF but cannot be opened is 415 with its own message; nothing stored', async () => {
    const requestId = await newRequest();
    const before = { files: listFiles(filesDir()), rows: await documentCount() };
    const text = await upload(client, requestId, pdf(Buffer.from('Plot 209/1234, Kilimani. Not really a PDF.\n'), 'deed.pdf'));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      key: 'uploads.wrongType',
      params: { types: ['PDF', 'JPEG', 'PNG'] },
      message: 'This file type is not accepted. Upload a PDF, JPEG or PNG.',
    });
    const broken = await upload(client, requestId, pdf(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5000, 0x41)]), 'broken.pdf'));
    expect(broken.statusCode, broken.body).toBe(415);
    expect(broken.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      key: 'uploads.unreadablePdf',
      message: 'This PDF could not be read. Check that it opens on your device, or upload a scan of it as a JPEG or PNG.',
    });
    expect(listFiles(filesDir())).toEqual(before.files);
    expect(await documentCount()).toBe(before.rows);
  });

  it('accepts every kind of document the form offers, and lists them oldest first', async () => {
    const requestId = await newRequest();
    for (const category of REQUEST_DOCUMENT_CATEGORIES) {
      const res = await upload(client, requestId, pdf(pagedPdf(1), `${category}.pdf`), { category });
      expect(res.statusCode, res.body).toBe(201);
    }
    const list = await call(t.app, client, 'GET', `/api/requests/${requestId}/documents`);
    expect(list.json<{ items: Doc[] }>().items.map((d) => d.category)).toEqual([...REQUEST_DOCUMENT_CATEGORIES]);
    expect((await upload(client, requestId, pdf(pagedPdf(1)), { category: 'site_plan' })).statusCode).toBe(400);
  });
});

describe('who sees documents: list, content and pages', () => {
  it('the requester, the assigned valuer and admins; everyone else 404 (an open-queue valuer too), anonymous 401', async () => {
    const requestId = await newRequest();
    const doc = (await upload(client, requestId, pdf(pagedPdf(1)))).json<Doc>();
    const urls = [`/api/requests/${requestId}/documents`, `/api/documents/${doc.id}/content`, `/api/documents/${doc.id}/pages/1`];
    for (const url of urls) {
      for (const party of [client, agent, admin]) {
        expect((await call(t.app, party, 'GET', url)).statusCode, url).toBe(200);
      }
      for (const outsider of [otherClient, otherAgent]) {
        expect((await call(t.app, outsider, 'GET', url)).statusCode, url).toBe(404);
      }
      expect((await call(t.app, null, 'GET', url)).statusCode, url).toBe(401);
    }

    // Still pending and open: every valuer can see the request in the queue, none its documents.
    const open = await newRequest(false);
    const openDoc = (await upload(client, open, pdf(pagedPdf(1)))).json<Doc>();
    expect((await call(t.app, otherAgent, 'GET', `/api/requests/${open}`)).statusCode).toBe(200);
    for (const url of [`/api/requests/${open}/documents`, `/api/documents/${openDoc.id}/content`, `/api/documents/${openDoc.id}/pages/1`]) {
      const res = await call(t.app, otherAgent, 'GET', url);
      expect(res.statusCode, url).toBe(404);
    }
    // Once a valuer accepts, they see them; released again, they no longer do.
    expect((await call(t.app, otherAgent, 'POST', `/api/requests/${open}/accept`)).statusCode).toBe(200);
    expect((await call(t.app, otherAgent, 'GET', `/api/documents/${openDoc.id}/content`)).statusCode).toBe(200);
    expect((await call(t.app, otherAgent, 'POST', `/api/requests/${open}/release`)).statusCode).toBe(200);
    expect((await call(t.app, otherAgent, 'GET', `/api/requests/${open}/documents`)).statusCode).toBe(404);
  });

  it('nobody but an admin adds documents to a cancelled request', async () => {
    const requestId = await newRequest(false);
    expect((await call(t.app, client, 'POST', `/api/requests/${requestId}/cancel`, { reason: 'Sold' })).statusCode).toBe(200);
    const refused = await upload(client, requestId, pdf(pagedPdf(1)));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'This request is cancelled: documents can no longer be added to it.' });
    expect((await upload(admin, requestId, pdf(pagedPdf(1)))).statusCode).toBe(201);
  });

  it('the krooki extractor’s own uploads (no request): their uploader and admins only', async () => {
    const stored = await t.app.ctx.storage.put(Readable.from([pagedPdf(2)]));
    const [row] = await t.database.db
      .insert(documents)
      .values({
        kind: 'extractionSource',
        filename: 'krooki.pdf',
        contentType: 'application/pdf',
        size: stored.size,
        sha256: stored.key,
        storageKey: stored.key,
        uploadedBy: agent.profileId,
        pageCount: 2,
      })
      .returning({ id: documents.id });
    const id = row?.id ?? '';
    for (const url of [`/api/documents/${id}/content`, `/api/documents/${id}/pages/2`]) {
      expect((await call(t.app, agent, 'GET', url)).statusCode, url).toBe(200);
      expect((await call(t.app, admin, 'GET', url)).statusCode, url).toBe(200);
      for (const other of [otherAgent, client]) {
        expect((await call(t.app, other, 'GET', url)).statusCode, url).toBe(404);
      }
    }
  });

  it('serves inline only on request, for the sniffed PDF and image types, sandboxed', async () => {
    const requestId = await newRequest();
    const doc = (await upload(client, requestId, pdf(pagedPdf(1), 'deed.pdf'))).json<Doc>();
    const inline = await call(t.app, client, 'GET', `/api/documents/${doc.id}/content?inline=1`);
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="deed.pdf"/);
    expect(inline.headers['content-security-policy']).toContain('sandbox');
    const attached = await call(t.app, client, 'GET', `/api/documents/${doc.id}/content`);
    expect(attached.headers['content-disposition']).toMatch(/^attachment;/);
  });
});
