import { beforeAll, describe, expect, it } from 'vitest';
import { nairobiToday } from '@thamani/domain/visits';
import type { AdminPropertyDetail, AdminPropertyListItem } from '@thamani/domain/properties';
import type { ReportContent, ReportDetail, ReportTemplateSummary } from '@thamani/domain/reports';
import type { RequestDetail } from '@thamani/domain/requests';
import { completeReport, TEST_VALUES } from '#test/report-content.ts';
import { identityOf, requestReadyForReport } from '#test/report-fixture.ts';
import { call, requestBody, type Actor } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { updateValuerProfile } from '../valuers/index.ts';

const t = useTestApp({
  clock: true, // Monday 4 March 2030, 09:00 Nairobi
  timeoutMs: 120_000,
  actors: {
    client: { role: 'user', name: 'Wanjiku Kamau' },
    agent: { role: 'agent', name: 'Otieno Valuer' },
    admin: { role: 'admin', name: 'Amina Admin' },
  },
});
const { client, agent, admin } = t.actors;

type Page = { items: AdminPropertyListItem[]; nextCursor: string | null };
const get = (actor: Actor | null, url: string) => call(t.app, actor, 'GET', url);
async function search(query: Record<string, string>): Promise<Page> {
  const res = await get(admin, `/api/admin/properties?${new URLSearchParams(query).toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

let first: string; // the property of the approved report, written "L.R. No. 209/7781"
let second: string; // the same plot entered again as "LR 209/7781"
let block: string; // "Nairobi/Block 82/4410"

beforeAll(async () => {
  await updateValuerProfile(t.app.ctx, identityOf(agent, 'agent'), { vrbNumber: 'VRB/A/1234' });
  const ready = await requestReadyForReport(t.app, client, agent, {
    title: 'Lavington maisonette',
    lrNumber: 'L.R. No. 209/7781',
  });
  const templates = (await get(agent, '/api/report-templates')).json<{ items: ReportTemplateSummary[] }>().items;
  const started = await call(t.app, agent, 'POST', '/api/reports', {
    requestId: ready.requestId,
    templateId: templates.find((x) => x.owner === null)?.id,
  });
  expect(started.statusCode, started.body).toBe(201);
  const report = started.json<ReportDetail>();
  const content: ReportContent = completeReport(report.content, nairobiToday(t.clock.now()));
  const saved = await call(t.app, agent, 'PUT', `/api/reports/${report.id}`, { version: report.version, content });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(
    (
      await call(t.app, agent, 'POST', `/api/reports/${report.id}/submit`, {
        version: saved.json<{ version: number }>().version,
      })
    ).statusCode,
  ).toBe(200);
  expect((await call(t.app, admin, 'POST', `/api/reports/${report.id}/approve`, { n: 1 })).statusCode).toBe(200);
  first = (await get(admin, `/api/requests/${ready.requestId}`)).json<RequestDetail>().property?.id ?? '';

  const again = await call(
    t.app,
    client,
    'POST',
    '/api/requests',
    requestBody({ title: 'Lavington house (again)', lrNumber: 'LR 209/7781' }),
  );
  expect(again.statusCode, again.body).toBe(201);
  second = again.json<RequestDetail>().property?.id ?? '';
  const other = await call(
    t.app,
    client,
    'POST',
    '/api/requests',
    requestBody({
      title: 'Upper Hill office',
      lrNumber: 'Nairobi / Block 82/4410',
      county: 'Nairobi',
      town: 'Upper Hill',
    }),
  );
  block = other.json<RequestDetail>().property?.id ?? '';
}, 120_000);

describe('admin property search', () => {
  it('finds one plot by its LR number however it is typed, and flags the second entry as a likely duplicate', async () => {
    for (const q of ['209/7781', 'LR No.209/7781', 'l.r. 209 / 7781']) {
      const page = await search({ q });
      expect(page.items.map((i) => i.id).sort(), q).toEqual([first, second].sort());
    }
    const { items } = await search({ q: '209/7781' });
    const original = items.find((i) => i.id === first);
    const duplicate = items.find((i) => i.id === second);
    expect(original).toMatchObject({
      requestCount: 1,
      latestMarketValue: TEST_VALUES.marketValue,
      possibleDuplicateOf: second,
    });
    expect(duplicate).toMatchObject({
      requestCount: 1,
      latestMarketValue: null,
      possibleDuplicateOf: first,
      lrNumber: 'LR 209/7781',
    });
    expect((await search({ q: 'nairobi/block 82/4410' })).items.map((i) => i.id)).toEqual([block]);
  });

  it('matches title words, county and town prefix, and pages newest first without repeats', async () => {
    expect((await search({ q: 'lavington AGAIN' })).items.map((i) => i.id)).toEqual([second]);
    expect((await search({ q: '100%' })).items).toEqual([]);
    expect((await search({ town: 'upper' })).items.map((i) => i.id)).toEqual([block]);
    expect((await search({ county: 'Mombasa' })).items).toEqual([]);
    const one = await search({ county: 'Nairobi', limit: '1' });
    const two = await search({ county: 'Nairobi', limit: '1', cursor: one.nextCursor ?? '' });
    const three = await search({ county: 'Nairobi', limit: '1', cursor: two.nextCursor ?? '' });
    expect([...one.items, ...two.items, ...three.items].map((i) => i.id)).toEqual([block, second, first]);
    expect(three.nextCursor).toBeNull();
  });

  it('is for admins only', async () => {
    expect((await get(agent, '/api/admin/properties')).statusCode).toBe(403);
    expect((await get(client, `/api/admin/properties/${first}`)).statusCode).toBe(403);
    expect((await get(null, '/api/admin/properties')).statusCode).toBe(401);
    expect((await get(admin, '/api/admin/properties?county=Atlantis')).statusCode).toBe(400);
  });
});

describe("a property's page", () => {
  it('holds its request, visit, inspection, approved report with values and files, and the other entry of its LR number', async () => {
    const res = await get(admin, `/api/admin/properties/${first}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<AdminPropertyDetail>();
    expect(detail).toMatchObject({
      title: 'Lavington maisonette',
      lrNumber: 'L.R. No. 209/7781',
      sameLr: [{ id: second, lrNumber: 'LR 209/7781' }],
    });
    expect(detail.requests).toMatchObject([
      { status: 'completed', requester: { name: 'Wanjiku Kamau' }, valuer: { name: 'Otieno Valuer' } },
    ]);
    expect(detail.visits).toMatchObject([{ status: 'completed', valuer: { name: 'Otieno Valuer' } }]);
    expect(detail.inspections).toMatchObject([{ status: 'submitted' }]);
    expect(detail.reports).toMatchObject([
      {
        status: 'approved',
        n: 1,
        marketValue: TEST_VALUES.marketValue,
        verifyCode: expect.stringMatching(/^\w{5}-\w{5}$/),
      },
    ]);
    expect(detail.values).toMatchObject([{ n: 1, ...TEST_VALUES }]);
    expect(detail.documents.map((d) => d.name)).toContain('front.jpg');
    expect(detail.documents.every((d) => d.url === `/api/documents/${d.id}/content`)).toBe(true);
    expect((await get(admin, '/api/admin/properties/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
