import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportContent, ReportDetail, ReportTemplateSummary, ValuerProfile } from '@thamani/domain/reports';
import type { RequestDetail } from '@thamani/domain/requests';
import { CERTIFICATE_MESSAGES } from '@thamani/domain/valuer-certificate';
import { nairobiToday } from '@thamani/domain/visits';
import { valuerProfiles } from '#db/schema/valuer-profiles.table.ts';
import { completeReport } from '#test/report-content.ts';
import { identityOf, requestReadyForReport } from '#test/report-fixture.ts';
import { call, requestBody, type Actor } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { updateValuerProfile } from './valuers.service.ts';

const t = useTestApp({
  clock: true, // Monday 4 March 2030, 09:00 Nairobi
  timeoutMs: 120_000,
  actors: {
    client: { role: 'user', name: 'Wanjiku Kamau' },
    expired: { role: 'agent', name: 'Otieno Valuer' },
    writer: { role: 'agent', name: 'Jane Wanjiru' },
    unrecorded: { role: 'agent', name: 'Ben Valuer' },
    admin: { role: 'admin', name: 'Amina Admin' },
  },
});
const { client, expired, writer, unrecorded, admin } = t.actors;

const send = (actor: Actor | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  call(t.app, actor, method, url, payload);

/** Record a certificate straight in the database, as the firm's admin screens would. */
async function setCertificate(actor: Actor, expiresOn: string | null, year: number | null = 2030) {
  await t.app.ctx.db
    .insert(valuerProfiles)
    .values({ profileId: actor.profileId, certificateYear: year, certificateExpiresOn: expiresOn })
    .onConflictDoUpdate({
      target: valuerProfiles.profileId,
      set: { certificateYear: year, certificateExpiresOn: expiresOn },
    });
}

async function newRequest(): Promise<string> {
  const res = await send(client, 'POST', '/api/requests', requestBody());
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RequestDetail>().id;
}

const statusOf = async (id: string) => (await send(admin, 'GET', `/api/requests/${id}`)).json<RequestDetail>().status;

beforeAll(async () => {
  await updateValuerProfile(t.app.ctx, identityOf(writer, 'agent'), { vrbNumber: 'VRB/A/2345' });
}, 120_000);

describe('an expired practising certificate', () => {
  it('stops the valuer accepting and the admin assigning new requests, until it is renewed', async () => {
    await setCertificate(expired, '2030-03-03'); // yesterday in Nairobi
    const id = await newRequest();

    const accept = await send(expired, 'POST', `/api/requests/${id}/accept`);
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({ code: 'CONFLICT', message: CERTIFICATE_MESSAGES.acceptExpired });

    const assign = await send(admin, 'POST', `/api/requests/${id}/assign`, { agentId: expired.profileId });
    expect(assign.statusCode).toBe(409);
    expect(assign.json()).toMatchObject({ message: CERTIFICATE_MESSAGES.assignExpired('Otieno Valuer') });
    expect(await statusOf(id)).toBe('pending');

    // Renewed: a future expiry lets the valuer work again.
    await setCertificate(expired, '2031-03-31', 2031);
    const renewed = await send(admin, 'POST', `/api/requests/${id}/assign`, { agentId: expired.profileId });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json<RequestDetail>().status).toBe('assigned');
  });

  it('does not block a certificate that expires today, within 30 days, or that is not recorded', async () => {
    await setCertificate(expired, nairobiToday(t.clock.now())); // its last valid day
    const today = await newRequest();
    expect((await send(expired, 'POST', `/api/requests/${today}/accept`)).statusCode).toBe(200);

    await setCertificate(expired, '2030-03-20'); // expiring soon: still valid
    const soon = await newRequest();
    expect((await send(admin, 'POST', `/api/requests/${soon}/assign`, { agentId: expired.profileId })).statusCode).toBe(
      200,
    );

    const missing = await newRequest(); // `unrecorded` has no valuer profile row at all
    expect((await send(unrecorded, 'POST', `/api/requests/${missing}/accept`)).statusCode).toBe(200);
  });

  it('becomes expired when the clock passes the expiry date', async () => {
    await setCertificate(expired, '2030-03-05');
    const before = await newRequest();
    expect((await send(expired, 'POST', `/api/requests/${before}/accept`)).statusCode).toBe(200);
    t.clock.set('2030-03-05T21:30:00.000Z'); // 00:30 on 6 March in Nairobi
    try {
      const after = await newRequest();
      expect((await send(expired, 'POST', `/api/requests/${after}/accept`)).json()).toMatchObject({
        message: CERTIFICATE_MESSAGES.acceptExpired,
      });
    } finally {
      t.clock.set('2030-03-04T06:00:00.000Z');
    }
  });

  it('stops the valuer submitting a report; renewing lets the same draft be submitted', async () => {
    const ready = await requestReadyForReport(t.app, client, writer, { title: 'Runda villa' });
    const templates = (await send(writer, 'GET', '/api/report-templates')).json<{ items: ReportTemplateSummary[] }>()
      .items;
    const started = await send(writer, 'POST', '/api/reports', {
      requestId: ready.requestId,
      templateId: (templates.find((x) => x.owner === null && x.purpose === 'mortgage') ?? templates[0])?.id,
    });
    expect(started.statusCode, started.body).toBe(201);
    const report = started.json<ReportDetail>();
    const content: ReportContent = completeReport(report.content, nairobiToday(t.clock.now()));
    const saved = await send(writer, 'PUT', `/api/reports/${report.id}`, { version: report.version, content });
    expect(saved.statusCode, saved.body).toBe(200);
    const version = saved.json<{ version: number }>().version;

    await setCertificate(writer, '2030-02-28');
    const refused = await send(writer, 'POST', `/api/reports/${report.id}/submit`, { version });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: CERTIFICATE_MESSAGES.submitExpired });
    expect(await statusOf(ready.requestId)).toBe('in-progress');

    await setCertificate(writer, '2031-02-28', 2031);
    const submitted = await send(writer, 'POST', `/api/reports/${report.id}/submit`, { version });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await statusOf(ready.requestId)).toBe('under_review');
  });

  it('shows the valuer their own certificate, read-only', async () => {
    await setCertificate(writer, '2031-02-28', 2031);
    const mine = (await send(writer, 'GET', '/api/me/valuer-profile')).json<ValuerProfile>();
    expect(mine).toMatchObject({ vrbNumber: 'VRB/A/2345', certificateYear: 2031, certificateExpiresOn: '2031-02-28' });
    // The valuer's own update takes only the VRB number: certificate fields are refused.
    const attempt = await send(writer, 'PUT', '/api/me/valuer-profile', {
      vrbNumber: 'VRB/A/2345',
      certificateExpiresOn: '2040-01-01',
    });
    expect(attempt.statusCode).toBe(400);
    expect((await send(unrecorded, 'GET', '/api/me/valuer-profile')).json<ValuerProfile>()).toMatchObject({
      certificateYear: null,
      certificateExpiresOn: null,
    });
  });
});
