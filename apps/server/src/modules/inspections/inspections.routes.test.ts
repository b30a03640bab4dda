import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { latestTemplateFor } from '@thamani/domain/inspection-templates';
import {
  INSPECTION_ANSWER_MESSAGES,
  INSPECTION_MESSAGES,
  type InspectionDetail,
  type InspectionListItem,
  type InspectionPhoto,
  type InspectionTemplate,
  type SubmittedInspectionSummary,
  type VisitInspectionSummary,
} from '@thamani/domain/inspections';
import type { RequestDetail } from '@thamani/domain/requests';
import type { VisitDetail } from '@thamani/domain/visits';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { documents } from '#db/schema/documents.table.ts';
import { inspectionTemplates } from '#db/schema/inspection-templates.table.ts';
import { notifications } from '#db/schema/notifications.table.ts';
import { seedInspectionTemplates } from '#db/seed-inspection-templates.ts';
import { requiredAnswers } from '#test/inspection-answers.ts';
import { listFiles } from '#test/list-files.ts';
import { multipartBody, type MultipartFile } from '#test/multipart.ts';
import { call, requestBody, type Actor } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-inspections-'));
const t = useTestApp({
  clock: true, // Monday 4 March 2030, 09:00 Nairobi
  overrides: { dataDir },
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
const filesDir = () => path.join(dataDir, 'files');

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
function send(actor: Actor | null, method: Method, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: actor ? { cookie: actor.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

let day = 0;
/** A weekday slot no other visit of this file uses (Tuesday 5 March 2030 onwards, 9:00). */
function nextDate(): string {
  const start = Date.UTC(2030, 2, 5);
  let d = new Date(start);
  let left = day++;
  while (left > 0 || d.getUTCDay() === 0 || d.getUTCDay() === 6) {
    d = new Date(d.getTime() + 86_400_000);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) {
      left -= 1;
    }
  }
  return d.toISOString().slice(0, 10);
}

/** A client's request, accepted by the agent, with a scheduled visit. */
async function scheduledVisit(overrides: Record<string, unknown> = {}, by: Actor = agent): Promise<VisitDetail> {
  const created = await call(t.app, client, 'POST', '/api/requests', requestBody(overrides));
  expect(created.statusCode, created.body).toBe(201);
  const r = created.json<RequestDetail>();
  expect((await call(t.app, by, 'POST', `/api/requests/${r.id}/accept`)).statusCode).toBe(200);
  const visit = await call(t.app, by, 'POST', '/api/visits', {
    requestId: r.id,
    propertyId: r.property?.id,
    date: nextDate(),
    time: '9:00 AM',
    durationMinutes: 60,
  });
  expect(visit.statusCode, visit.body).toBe(201);
  return visit.json<VisitDetail>();
}

async function started(overrides: Record<string, unknown> = {}): Promise<InspectionDetail> {
  const visit = await scheduledVisit(overrides);
  const res = await send(agent, 'POST', `/api/visits/${visit.id}/inspection`);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<InspectionDetail>();
}

function patch(actor: Actor, id: string, version: number, changes: Record<string, unknown>) {
  return send(actor, 'PATCH', `/api/inspections/${id}`, { version, changes });
}

async function filled(): Promise<InspectionDetail> {
  const i = await started();
  const res = await patch(agent, i.id, i.version, requiredAnswers(i.template));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InspectionDetail>();
}

function uploadPhoto(actor: Actor, id: string, file: MultipartFile, fields: Record<string, string> = {}) {
  const { payload, headers } = multipartBody({ itemId: 'site.shape', clientId: randomUUID(), ...fields }, file);
  return t.app.inject({
    method: 'POST',
    url: `/api/inspections/${id}/photos`,
    headers: { ...headers, cookie: actor.cookie },
    payload,
  });
}

async function jpeg(withGps = false): Promise<Buffer> {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7a30' } }).jpeg();
  if (!withGps) {
    return image.toBuffer();
  }
  return image
    .withExif({
      IFD0: { Make: 'Thamani Site Camera' },
      IFD2: { DateTimeOriginal: '2030:03:05 10:15:00' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '1/1 17/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '36/1 49/1 1200/100',
      },
    })
    .toBuffer();
}

async function photoRows(inspectionId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(documents)
    .where(eq(documents.inspectionId, inspectionId));
  return row?.n ?? 0;
}

describe('starting: the template is stamped', () => {
  it('stamps the newest template of the property type; starting again returns the same inspection', async () => {
    const visit = await scheduledVisit({ propertyType: 'commercial', title: 'Westlands office block' });
    const first = await send(agent, 'POST', `/api/visits/${visit.id}/inspection`);
    expect(first.statusCode, first.body).toBe(201);
    const detail = first.json<InspectionDetail>();
    expect(detail).toMatchObject({
      visitId: visit.id,
      requestId: visit.requestId,
      status: 'in_progress',
      version: 1,
      answers: {},
      photos: [],
      submittedAt: null,
    });
    expect(detail.template).toEqual(latestTemplateFor('commercial'));
    expect(detail.property).toMatchObject({
      title: 'Westlands office block',
      propertyType: 'commercial',
      lrNumber: 'LR No. 209/12345',
      county: 'Nairobi',
    });
    expect(detail.agent.fullName).toBe('Otieno Valuer');
    expect(detail.missing.length).toBeGreaterThan(0);

    const again = await send(agent, 'POST', `/api/visits/${visit.id}/inspection`);
    expect(again.statusCode).toBe(200);
    expect(again.json<InspectionDetail>().id).toBe(detail.id);
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, detail.id), eq(auditLogs.actionType, 'inspection_started')));
    expect(audit).toHaveLength(1);
  });

  it('a later template version is used by new inspections and never changes a stamped one', async () => {
    const before = await started({ propertyType: 'land', title: 'Kitengela plot' });
    const v2: InspectionTemplate = {
      ...latestTemplateFor('land'),
      version: 2,
      sections: [
        {
          id: 'site',
          title: 'Site (revised)',
          items: [{ id: 'site.shape', label: 'Plot shape', kind: 'text', required: true }],
        },
      ],
    };
    await t.database.db.insert(inspectionTemplates).values({ propertyType: 'land', version: 2, template: v2 });
    try {
      // Seeding again leaves published versions alone.
      await seedInspectionTemplates(t.database.db);
      const rows = await t.database.db
        .select()
        .from(inspectionTemplates)
        .where(eq(inspectionTemplates.propertyType, 'land'));
      expect(rows.map((r) => r.version).sort()).toEqual([1, 2]);

      const after = await started({ propertyType: 'land', title: 'Isinya plot' });
      expect(after.template).toEqual(v2);
      const reread = (await send(agent, 'GET', `/api/inspections/${before.id}`)).json<InspectionDetail>();
      expect(reread.template).toEqual(latestTemplateFor('land'));
      expect(reread.template.version).toBe(1);
    } finally {
      await t.database.db
        .delete(inspectionTemplates)
        .where(and(eq(inspectionTemplates.propertyType, 'land'), eq(inspectionTemplates.version, 2)))
        .catch(() => undefined);
    }
  });

  it('only the visit’s valuer starts it: another valuer 404, admin 403, client 403, anonymous 401', async () => {
    const visit = await scheduledVisit();
    expect((await send(otherAgent, 'POST', `/api/visits/${visit.id}/inspection`)).statusCode).toBe(404);
    expect((await send(admin, 'POST', `/api/visits/${visit.id}/inspection`)).statusCode).toBe(403);
    expect((await send(client, 'POST', `/api/visits/${visit.id}/inspection`)).statusCode).toBe(403);
    expect((await send(null, 'POST', `/api/visits/${visit.id}/inspection`)).statusCode).toBe(401);
  });
});

describe('autosave with versions', () => {
  it('applies changes, bumps the version, clears with null', async () => {
    const i = await started();
    const res = await patch(agent, i.id, 1, {
      'site.shape': 'irregular',
      'site.beacons_found': false,
      'condition.roof': { rating: 3, note: 'Rusty sheets' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<InspectionDetail>();
    expect(saved.version).toBe(2);
    expect(saved.answers).toEqual({
      'site.shape': 'irregular',
      'site.beacons_found': false,
      'condition.roof': { rating: 3, note: 'Rusty sheets' },
    });
    const cleared = (await patch(agent, i.id, 2, { 'site.shape': null })).json<InspectionDetail>();
    expect(cleared.version).toBe(3);
    expect(cleared.answers).toEqual({
      'site.beacons_found': false,
      'condition.roof': { rating: 3, note: 'Rusty sheets' },
    });
  });

  it('a save at an old version is 409 with the current inspection and changes nothing', async () => {
    const i = await started();
    expect((await patch(agent, i.id, 1, { 'site.shape': 'regular' })).statusCode).toBe(200);
    const stale = await patch(agent, i.id, 1, { 'site.shape': 'triangular' });
    expect(stale.statusCode).toBe(409);
    const body = stale.json<{ code: string; message: string; details: { current: InspectionDetail } }>();
    expect(body.code).toBe('CONFLICT');
    expect(body.message).toBe(INSPECTION_MESSAGES.conflict);
    expect(body.details.current).toMatchObject({ id: i.id, version: 2, answers: { 'site.shape': 'regular' } });
  });

  it('two parallel saves at the same version: exactly one 200, one 409, no lost update', async () => {
    for (let round = 0; round < 3; round++) {
      const i = await started();
      const [a, b] = await Promise.all([
        patch(agent, i.id, 1, { 'site.shape': 'regular' }),
        patch(agent, i.id, 1, { 'site.soil': 'murram' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const winner = a.statusCode === 200 ? a : b;
      const current = (await send(agent, 'GET', `/api/inspections/${i.id}`)).json<InspectionDetail>();
      expect(current.version).toBe(2);
      expect(current.answers).toEqual(winner.json<InspectionDetail>().answers);
    }
  });

  it('checks each value against its item’s kind; messages are keyed by item id', async () => {
    const i = await started();
    const cases: Array<[string, unknown, string]> = [
      ['site.shape', 'round', INSPECTION_ANSWER_MESSAGES.select],
      ['site.beacons_found', 'yes', INSPECTION_ANSWER_MESSAGES.yesno],
      ['improvements.built_up_area', -5, INSPECTION_ANSWER_MESSAGES.numberMin(0)],
      ['improvements.year_built', 2090, INSPECTION_ANSWER_MESSAGES.year],
      ['condition.roof', { rating: 7 }, INSPECTION_ANSWER_MESSAGES.condition],
      ['position.gps', { latitude: -1.2, longitude: 36.8 }, INSPECTION_ANSWER_MESSAGES.gps],
      ['services.water', ['lake'], INSPECTION_ANSWER_MESSAGES.multiselect],
      ['site.nonexistent', 'x', INSPECTION_ANSWER_MESSAGES.unknownItem],
    ];
    for (const [itemId, value, message] of cases) {
      const res = await patch(agent, i.id, 1, { [itemId]: value });
      expect(res.statusCode, `${itemId}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { [itemId]: message } });
    }
    expect((await send(agent, 'GET', `/api/inspections/${i.id}`)).json<InspectionDetail>().version).toBe(1);
    expect((await patch(agent, i.id, 1, {})).statusCode).toBe(400);
  });
});

describe('photos', () => {
  it('keeps EXIF GPS and capture time as data and serves the bytes without EXIF', async () => {
    const i = await started();
    const res = await uploadPhoto(
      agent,
      i.id,
      { filename: 'beacon.jpg', contentType: 'image/jpeg', content: await jpeg(true) },
      { caption: 'North-east beacon' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json<InspectionPhoto>();
    expect(photo).toMatchObject({
      itemId: 'site.shape',
      caption: 'North-east beacon',
      width: 64,
      height: 48,
      takenAt: '2030-03-05T07:15:00.000Z',
    });
    expect(photo.location).toEqual({ latitude: expect.closeTo(-1.2916667, 6), longitude: expect.closeTo(36.82, 6) });
    const served = await send(agent, 'GET', photo.url);
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Thamani Site Camera'))).toBe(false);
    // Only the inspection's readers see the bytes.
    expect((await send(admin, 'GET', photo.url)).statusCode).toBe(200);
    expect((await send(otherAgent, 'GET', photo.url)).statusCode).toBe(404);
    expect((await send(client, 'GET', photo.url)).statusCode).toBe(404);
    const detail = (await send(agent, 'GET', `/api/inspections/${i.id}`)).json<InspectionDetail>();
    expect(detail.photos).toEqual([photo]);
  });

  it('uses the browser’s time when the image has none', async () => {
    const i = await started();
    const res = await uploadPhoto(
      agent,
      i.id,
      { filename: 'wall.jpg', contentType: 'image/jpeg', content: await jpeg() },
      { takenAt: '2030-03-05T08:30:00.000Z' },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<InspectionPhoto>()).toMatchObject({ takenAt: '2030-03-05T08:30:00.000Z', location: null });
  });

  it('a replay with the same clientId returns the stored photo (200) and stores nothing new', async () => {
    const i = await started();
    const clientId = randomUUID();
    const content = await jpeg();
    const first = await uploadPhoto(
      agent,
      i.id,
      { filename: 'a.jpg', contentType: 'image/jpeg', content },
      { clientId },
    );
    expect(first.statusCode, first.body).toBe(201);
    const files = listFiles(filesDir());
    const replay = await uploadPhoto(
      agent,
      i.id,
      { filename: 'a.jpg', contentType: 'image/jpeg', content },
      { clientId },
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.json<InspectionPhoto>()).toEqual(first.json<InspectionPhoto>());
    const parallel = await Promise.all(
      [0, 1].map(() =>
        uploadPhoto(agent, i.id, { filename: 'b.jpg', contentType: 'image/jpeg', content }, { clientId: randomUUID() }),
      ),
    );
    expect(parallel.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await photoRows(i.id)).toBe(3);
    expect(listFiles(filesDir())).toEqual(files);
  });

  it('a 30 MB file is 413 with the message; a renamed .exe is 415; nothing is stored', async () => {
    const i = await started();
    const before = { files: listFiles(filesDir()), rows: await photoRows(i.id) };
    const big = Buffer.concat([await jpeg(), Buffer.alloc(30 * 1024 * 1024, 0x20)]);
    const tooLarge = await uploadPhoto(agent, i.id, { filename: 'huge.jpg', contentType: 'image/jpeg', content: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', key: 'uploads.tooLarge', params: { megabytes: 15 }, message: 'This file is larger than 15 MB.' });
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
      Buffer.alloc(4096, 1),
    ]);
    const renamed = await uploadPhoto(agent, i.id, { filename: 'photo.jpg', contentType: 'image/jpeg', content: exe });
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      key: 'uploads.wrongType',
      params: { types: ['JPEG', 'PNG', 'WebP'] },
      message: 'This file type is not accepted. Upload a JPEG, PNG or WebP.',
    });
    expect(listFiles(filesDir())).toEqual(before.files);
    expect(await photoRows(i.id)).toBe(before.rows);
  });

  it('asks for a known item and a clientId; caption and removal by the valuer, audited', async () => {
    const i = await started();
    const content = await jpeg();
    const badItem = await uploadPhoto(
      agent,
      i.id,
      { filename: 'a.jpg', contentType: 'image/jpeg', content },
      { itemId: 'site.moon' },
    );
    expect(badItem.statusCode).toBe(400);
    expect(badItem.json()).toMatchObject({ fields: { itemId: INSPECTION_MESSAGES.photoItem } });
    const badClient = await uploadPhoto(
      agent,
      i.id,
      { filename: 'a.jpg', contentType: 'image/jpeg', content },
      { clientId: 'x' },
    );
    expect(badClient.statusCode).toBe(400);
    expect(await photoRows(i.id)).toBe(0);

    const photo = (
      await uploadPhoto(agent, i.id, { filename: 'a.jpg', contentType: 'image/jpeg', content })
    ).json<InspectionPhoto>();
    const captioned = await send(agent, 'PATCH', `/api/inspections/${i.id}/photos/${photo.id}`, {
      caption: 'Front wall',
    });
    expect(captioned.statusCode, captioned.body).toBe(200);
    expect(captioned.json<InspectionPhoto>().caption).toBe('Front wall');
    expect((await send(otherAgent, 'DELETE', `/api/inspections/${i.id}/photos/${photo.id}`)).statusCode).toBe(404);
    expect((await send(agent, 'DELETE', `/api/inspections/${i.id}/photos/${photo.id}`)).statusCode).toBe(204);
    expect(await photoRows(i.id)).toBe(0);
    const audit = await t.database.db
      .select({ action: auditLogs.actionType })
      .from(auditLogs)
      .where(eq(auditLogs.entityId, i.id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['inspection_photo_added', 'inspection_photo_removed']),
    );
  });
});

describe('submitting and reopening', () => {
  it('refuses with the list of missing required items', async () => {
    const i = await started();
    const res = await send(agent, 'POST', `/api/inspections/${i.id}/submit`, { version: 1 });
    expect(res.statusCode).toBe(400);
    const body = res.json<{
      code: string;
      message: string;
      details: { missing: Array<{ itemId: string; sectionId: string; label: string }> };
    }>();
    expect(body).toMatchObject({ code: 'VALIDATION', message: INSPECTION_MESSAGES.missing });
    expect(body.details.missing).toEqual(i.missing);
    expect(body.details.missing).toContainEqual({
      itemId: 'position.gps',
      sectionId: 'position',
      label: 'GPS position of the property',
    });
  });

  it('completes the visit, moves the request to in progress, notifies the client; then read-only', async () => {
    const i = await filled();
    expect((await send(admin, 'POST', `/api/inspections/${i.id}/submit`, { version: i.version })).statusCode).toBe(403);
    expect((await send(agent, 'POST', `/api/inspections/${i.id}/submit`, { version: i.version - 1 })).statusCode).toBe(
      409,
    );
    const res = await send(agent, 'POST', `/api/inspections/${i.id}/submit`, {
      version: i.version,
      confirmVisitDate: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const submitted = res.json<InspectionDetail>();
    expect(submitted).toMatchObject({
      status: 'submitted',
      version: i.version + 1,
      missing: [],
      visit: { status: 'completed' },
    });
    expect(submitted.submittedAt).not.toBeNull();

    const request = (await call(t.app, client, 'GET', `/api/requests/${i.requestId}`)).json<RequestDetail>();
    expect(request.status).toBe('in-progress');
    const clientNotes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, client.userId), eq(notifications.kind, 'visit_completed')));
    expect(clientNotes.some((n) => n.link === `/my-requests/${i.requestId}`)).toBe(true);

    const edit = await patch(agent, i.id, submitted.version, { 'site.soil': 'rocky' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ message: INSPECTION_MESSAGES.submittedReadOnly });
    const photo = await uploadPhoto(agent, i.id, {
      filename: 'late.jpg',
      contentType: 'image/jpeg',
      content: await jpeg(),
    });
    expect(photo.statusCode).toBe(409);
    expect(photo.json()).toMatchObject({ message: INSPECTION_MESSAGES.submittedReadOnly });
    const again = await send(agent, 'POST', `/api/inspections/${i.id}/submit`, { version: submitted.version });
    expect(again.statusCode).toBe(409);
  });

  it('an admin reopens it with a reason (audited); a valuer cannot', async () => {
    const i = await filled();
    const submitted = (
      await send(agent, 'POST', `/api/inspections/${i.id}/submit`, { version: i.version, confirmVisitDate: true })
    ).json<InspectionDetail>();
    expect((await send(agent, 'POST', `/api/inspections/${i.id}/reopen`, { reason: 'Wrong plot' })).statusCode).toBe(
      403,
    );
    expect((await send(admin, 'POST', `/api/inspections/${i.id}/reopen`, { reason: '' })).statusCode).toBe(400);
    const res = await send(admin, 'POST', `/api/inspections/${i.id}/reopen`, { reason: 'Built-up area looks wrong' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<InspectionDetail>()).toMatchObject({
      status: 'in_progress',
      submittedAt: null,
      version: submitted.version + 1,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, i.id), eq(auditLogs.actionType, 'inspection_reopened')));
    expect(audit?.details).toMatchObject({ reason: 'Built-up area looks wrong' });
    // Editable again; submitting again does not touch the already completed visit.
    expect((await patch(agent, i.id, submitted.version + 1, { 'site.soil': 'rocky' })).statusCode).toBe(200);
    const again = await send(agent, 'POST', `/api/inspections/${i.id}/submit`, { version: submitted.version + 2 });
    expect(again.statusCode, again.body).toBe(200);
    // The date of inspection recorded at the first submit stays unless the valuer changes it.
    expect(again.json<InspectionDetail>().inspectedOn).toBe(submitted.inspectedOn);
    expect(
      (await send(admin, 'POST', `/api/inspections/${(await started()).id}/reopen`, { reason: 'Not yet' })).statusCode,
    ).toBe(409);
  });
});

describe('summaries', () => {
  it('the visit summary shows progress, photos, GPS and what is missing', async () => {
    const visit = await scheduledVisit();
    const empty = (
      await send(agent, 'GET', `/api/visits/${visit.id}/inspection-summary`)
    ).json<VisitInspectionSummary>();
    expect(empty).toMatchObject({
      inspectionId: null,
      status: 'to_do',
      answeredCount: 0,
      photoCount: 0,
      gps: null,
      submittedAt: null,
    });
    const i = (await send(agent, 'POST', `/api/visits/${visit.id}/inspection`)).json<InspectionDetail>();
    const gps = { latitude: -1.3, longitude: 36.8, accuracyM: 5, capturedAt: '2030-03-05T07:00:00.000Z' };
    await patch(agent, i.id, 1, { 'position.gps': gps, 'site.shape': 'regular' });
    await uploadPhoto(agent, i.id, { filename: 'a.jpg', contentType: 'image/jpeg', content: await jpeg() });
    const res = await send(admin, 'GET', `/api/visits/${visit.id}/inspection-summary`);
    expect(res.statusCode).toBe(200);
    const summary = res.json<VisitInspectionSummary>();
    expect(summary).toMatchObject({ inspectionId: i.id, status: 'in_progress', answeredCount: 2, photoCount: 1, gps });
    expect(summary.missing.map((m) => m.itemId)).not.toContain('position.gps');
    expect(summary.sections.find((s) => s.title === 'Site')).toMatchObject({ answered: 1 });
    expect((await send(otherAgent, 'GET', `/api/visits/${visit.id}/inspection-summary`)).statusCode).toBe(404);
    expect((await send(client, 'GET', `/api/visits/${visit.id}/inspection-summary`)).statusCode).toBe(403);
  });

  it('a request with a booked or cancelled visit and no inspection answers "not submitted" (200), not 404', async () => {
    const visit = await scheduledVisit();
    const url = `/api/requests/${visit.requestId}/inspection-summary`;
    const booked = await send(client, 'GET', url);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toEqual({ status: 'not_submitted' });
    const cancelled = await send(agent, 'POST', `/api/visits/${visit.id}/cancel`, {
      reason: 'The owner was away all week',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await send(client, 'GET', url)).json()).toEqual({ status: 'not_submitted' });
    // Whose request it is still matters: to anyone else it does not exist.
    expect((await send(otherClient, 'GET', url)).statusCode).toBe(404);
    expect((await send(otherAgent, 'GET', url)).statusCode).toBe(404);
  });

  it('the client sees who inspected what and when, only once submitted, never the values', async () => {
    const i = await filled();
    const url = `/api/requests/${i.requestId}/inspection-summary`;
    // Before submission the request is there, its inspection not yet: no 404 (a console error).
    const before = await send(client, 'GET', url);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ status: 'not_submitted' });
    await send(agent, 'POST', `/api/inspections/${i.id}/submit`, { version: i.version, confirmVisitDate: true });
    const res = await send(client, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json<SubmittedInspectionSummary>();
    expect(summary).toEqual({
      status: 'submitted',
      visitedOn: '2030-03-04', // the day on site (the test clock's today), not the day booked
      inspectedBy: 'Otieno Valuer',
      inspected: expect.arrayContaining(['Site', 'Services', 'Position']) as unknown as string[],
      photoCount: 0,
    });
    for (const value of Object.values(requiredAnswers(i.template))) {
      if (typeof value === 'string') {
        expect(res.body).not.toContain(value);
      }
    }
    expect((await send(otherClient, 'GET', url)).statusCode).toBe(404);
    expect((await send(otherAgent, 'GET', url)).statusCode).toBe(404);
    expect((await send(admin, 'GET', url)).statusCode).toBe(200);
    expect((await send(null, 'GET', url)).statusCode).toBe(401);
  });
});

describe('access', () => {
  it('a valuer reads only their own; clients never (403 list, 404 detail); admins all; anonymous 401', async () => {
    const i = await started();
    const url = `/api/inspections/${i.id}`;
    expect((await send(agent, 'GET', url)).statusCode).toBe(200);
    expect((await send(admin, 'GET', url)).statusCode).toBe(200);
    expect((await send(otherAgent, 'GET', url)).statusCode).toBe(404);
    expect((await send(client, 'GET', url)).statusCode).toBe(404);
    expect((await send(null, 'GET', url)).statusCode).toBe(401);
    expect((await patch(otherAgent, i.id, 1, { 'site.shape': 'regular' })).statusCode).toBe(404);
    expect((await patch(client, i.id, 1, { 'site.shape': 'regular' })).statusCode).toBe(404);
    expect((await patch(admin, i.id, 1, { 'site.shape': 'regular' })).statusCode).toBe(403);
    expect((await send(client, 'GET', '/api/inspections')).statusCode).toBe(403);
    expect((await send(null, 'GET', '/api/inspections')).statusCode).toBe(401);
  });

  it('the list: to do, in progress and submitted of the caller; admins filter by valuer', async () => {
    const todo = await scheduledVisit({ title: 'To-do house' });
    const progress = await started({ title: 'Progress house' });
    const mine = (await send(agent, 'GET', '/api/inspections')).json<{ items: InspectionListItem[] }>().items;
    expect(mine.find((x) => x.visitId === todo.id)).toMatchObject({
      status: 'to_do',
      inspectionId: null,
      answeredCount: 0,
      updatedAt: null,
    });
    expect(mine.find((x) => x.inspectionId === progress.id)).toMatchObject({
      status: 'in_progress',
      property: { title: 'Progress house' },
      agent: { fullName: 'Otieno Valuer' },
    });
    expect(mine.every((x) => x.agent.id === agent.profileId)).toBe(true);
    const theirs = (await send(otherAgent, 'GET', '/api/inspections')).json<{ items: InspectionListItem[] }>().items;
    expect(theirs.some((x) => x.agent.id === agent.profileId)).toBe(false);
    const filtered = (await send(admin, 'GET', `/api/inspections?agentId=${agent.profileId}&status=to_do`)).json<{
      items: InspectionListItem[];
    }>().items;
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((x) => x.status === 'to_do' && x.agent.id === agent.profileId)).toBe(true);
    const ignored = (await send(otherAgent, 'GET', `/api/inspections?agentId=${agent.profileId}`)).json<{
      items: InspectionListItem[];
    }>().items;
    expect(ignored.some((x) => x.agent.id === agent.profileId)).toBe(false);
  });
});
