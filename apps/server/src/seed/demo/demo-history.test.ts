import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@thamani/domain/notifications';
import type { ReadyForReport, ReportDetail, ReportListItem } from '@thamani/domain/reports';
import type { RequestDetail, RequestListItem, RequestQueueItem, RequestStatus } from '@thamani/domain/requests';
import {
  isVisitSlot,
  isWeekend,
  nairobiDateParts,
  formatTime12h,
  nairobiToday,
  type VisitListItem,
} from '@thamani/domain/visits';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { user } from '#db/schema/auth.table.ts';
import { notifications } from '#db/schema/notifications.table.ts';
import { valuationRequests } from '#db/schema/valuation-requests.table.ts';
import { DEMO_PASSWORD, seedDemoAccounts } from '#platform/seed.ts';
import { call, createTestApp, createTestDatabase, signIn } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { REPORT_RENDER_JOB } from '../../modules/reports/index.ts';
import { DEMO_PEOPLE } from './demo-history.data.ts';
import { seedDemoHistory, type DemoHistoryResult } from './demo-history.ts';

// Wednesday 12 June 2030, 10:00 Nairobi: the history reaches back six weeks from here.
const t = useTestApp({ clock: '2030-06-12T07:00:00.000Z' });
const { clock } = t;
let seeded: DemoHistoryResult | null;
const cookies: Partial<Record<'client' | 'agent' | 'admin', string>> = {};

async function as(person: 'client' | 'agent' | 'admin') {
  cookies[person] ??= await signIn(t.app, DEMO_PEOPLE[person], DEMO_PASSWORD);
  return { cookie: cookies[person] };
}

async function get<T>(person: 'client' | 'agent' | 'admin', url: string): Promise<T> {
  const res = await call(t.app, await as(person), 'GET', url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}

async function rowCounts() {
  const [r] = await t.app.ctx.db.select({ n: count() }).from(valuationRequests);
  const [a] = await t.app.ctx.db.select({ n: count() }).from(auditLogs);
  const [n] = await t.app.ctx.db.select({ n: count() }).from(notifications);
  const [u] = await t.app.ctx.db.select({ n: count() }).from(user);
  return { requests: r?.n, audit: a?.n, notifications: n?.n, users: u?.n };
}

beforeAll(async () => {
  await seedDemoAccounts(t.app.ctx);
  seeded = await seedDemoHistory(t.app.ctx);
});

describe('demo history on a fresh demo database', () => {
  it('the client sees about twenty requests in every status, in several counties', async () => {
    expect(seeded).toEqual({ requests: 25 });
    const list = await get<{ items: RequestListItem[] }>('client', '/api/requests?limit=50');
    expect(list.items.length).toBeGreaterThanOrEqual(12);
    const statuses = new Set(list.items.map((r) => r.status));
    const every: RequestStatus[] = [
      'pending',
      'assigned',
      'visit_scheduled',
      'in-progress',
      'under_review',
      'completed',
      'cancelled',
    ];
    expect([...statuses].sort()).toEqual([...every].sort());
    // Requested over the last ~6 weeks, none in the future.
    const ages = list.items.map((r) => (clock.now().getTime() - new Date(r.requestedAt).getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeGreaterThan(28);
    expect(Math.max(...ages)).toBeLessThan(50);

    const stats = await get<{ total: number; inProgress: number; pending: number }>('client', '/api/requests/stats');
    expect(stats.total).toBe(list.items.length);
    expect(stats.inProgress).toBeGreaterThan(0);
    expect(stats.pending).toBeGreaterThan(0);

    const queue = await get<{ items: RequestQueueItem[] }>('admin', '/api/requests/queue?status=all&limit=50');
    expect(queue.items).toHaveLength(25);
    expect(new Set(queue.items.map((r) => r.county)).size).toBeGreaterThanOrEqual(3);
    // The admin sees the work spread over two valuers.
    expect(new Set(queue.items.map((r) => r.assignedAgentId).filter(Boolean)).size).toBe(2);
  });

  it('a valued request has a real timeline, oldest first, on the days it happened', async () => {
    const list = await get<{ items: RequestListItem[] }>('client', '/api/requests?status=in-progress&limit=50');
    const first = list.items.at(-1);
    expect(first).toBeDefined();
    const detail = await get<RequestDetail>('client', `/api/requests/${first?.id ?? ''}`);
    expect(detail.assignedAgent).not.toBeNull();
    expect(detail.visit?.status).toBe('completed');
    expect(detail.timeline.map((t) => t.action)).toEqual([
      'request_created',
      expect.stringMatching(/^request_(accepted|assigned)$/),
      'site_visit_scheduled',
      'site_visit_completed',
    ]);
    const days = detail.timeline.map((t) => nairobiToday(new Date(t.at)));
    expect(new Set(days).size).toBeGreaterThanOrEqual(3);
    expect(days.every((d) => d < nairobiToday(clock.now()))).toBe(true);
    expect(detail.timeline.map((t) => t.at)).toEqual([...detail.timeline.map((t) => t.at)].sort());
  });

  it('the agent has open requests to accept, past visits completed and upcoming ones booked on weekday slots', async () => {
    const queue = await get<{ items: RequestQueueItem[] }>('agent', '/api/requests/queue?limit=50');
    expect(
      queue.items.filter((r) => r.status === 'pending' && r.assignedAgentId === null).length,
    ).toBeGreaterThanOrEqual(3);

    const visits = await get<{ items: VisitListItem[] }>('agent', '/api/visits?limit=50');
    const now = clock.now().getTime();
    const past = visits.items.filter((v) => new Date(v.scheduledDate).getTime() < now);
    const upcoming = visits.items.filter((v) => new Date(v.scheduledDate).getTime() > now);
    expect(past.filter((v) => v.status === 'completed').length).toBeGreaterThanOrEqual(3);
    expect(past.every((v) => v.status !== 'scheduled')).toBe(true);
    expect(upcoming.filter((v) => v.status === 'scheduled').length).toBeGreaterThanOrEqual(2);
    for (const v of visits.items) {
      const at = new Date(v.scheduledDate);
      const { hours, minutes } = nairobiDateParts(at);
      expect(isWeekend(nairobiToday(at)), v.scheduledDate).toBe(false);
      expect(isVisitSlot(formatTime12h(hours, minutes)), v.scheduledDate).toBe(true);
    }
  });

  it('each role has notifications, some read and some unread', async () => {
    for (const person of ['client', 'agent', 'admin'] as const) {
      const list = await get<{ items: Notification[] }>(person, '/api/notifications?limit=50');
      const unread = await get<{ count: number }>(person, '/api/notifications/unread-count');
      expect(
        list.items.some((n) => n.readAt !== null),
        person,
      ).toBe(true);
      expect(unread.count, person).toBeGreaterThan(0);
      expect(
        list.items.every((n) => new Date(n.createdAt).getTime() < clock.now().getTime()),
        person,
      ).toBe(true);
    }
  });

  it('the demo valuer has a request ready for a report, a draft in progress and a report waiting for review', async () => {
    const ready = await get<{ items: ReadyForReport[] }>('agent', '/api/reports/ready');
    expect(ready.items.map((r) => r.title)).toEqual(['Upper Hill office suite']);
    const reports = await get<{ items: ReportListItem[] }>('agent', '/api/reports?limit=50');
    expect(reports.items.map((r) => `${r.status}: ${r.title}`).sort()).toEqual([
      'approved: Kileleshwa 3-bedroom apartment',
      'approved: Kilimani 3-bedroom maisonette',
      'approved: Lavington 4-bedroom house',
      'approved: Runda 5-bedroom house',
      'approved: Westlands 2-bedroom apartment',
      'draft: Karen 5-bedroom villa',
      'submitted: Thindigua 4-bedroom townhouse',
    ]);
    // The draft starts from what the inspection recorded; the valuer has not stated a value yet.
    const draft = await get<ReportDetail>(
      'agent',
      `/api/reports/${reports.items.find((r) => r.status === 'draft')?.id ?? ''}`,
    );
    expect(draft.content.fields).toMatchObject({
      'areas.builtUpAreaSqm': 640,
      'tenure.type': 'Freehold',
      'values.marketValue': null,
    });
    expect(draft.content.fields['location.gps']).toMatch(/^-1\.33518, 36\.73012/);

    const queue = await get<{ items: ReportListItem[] }>('admin', '/api/reports?queue=review&limit=50');
    expect(queue.items.map((r) => r.title)).toEqual(['Thindigua 4-bedroom townhouse']);
    expect(new Date(queue.items[0]?.submittedAt ?? '').getTime()).toBeLessThan(clock.now().getTime());
  });

  it('the client downloads the signed report of a completed valuation, approved after one round of changes', async () => {
    const completed = await get<{ items: RequestListItem[] }>('client', '/api/requests?status=completed&limit=50');
    expect(completed.items.map((r) => r.property?.title)).toEqual(['Kilimani 3-bedroom maisonette']);
    await t.app.ctx.jobs.whenIdle(REPORT_RENDER_JOB, 60_000);
    const detail = await get<RequestDetail>('client', `/api/requests/${completed.items[0]?.id ?? ''}`);
    const reportId = detail.report?.id ?? '';
    expect(detail.report).toMatchObject({ status: 'approved', downloadUrl: `/api/reports/${reportId}/pdf` });
    const pdf = await call(t.app, await as('client'), 'GET', `/api/reports/${reportId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const report = await get<ReportDetail>('admin', `/api/reports/${reportId}`);
    expect(report.reviews.map((r) => r.decision)).toEqual(['changes_requested', 'approved']);
    expect(report.content.comparables).toHaveLength(4);
    expect(report.content.fields['values.marketValueWords']).toBe('Kenya Shillings Thirty-Eight Million Only');
  });

  it('the completed request reads "Report ready" right after its approval, not on the day the server started', async () => {
    const completed = await get<{ items: RequestListItem[] }>('client', '/api/requests?status=completed&limit=50');
    const url = `/api/requests/${completed.items[0]?.id ?? ''}`;
    await t.app.ctx.jobs.whenIdle(REPORT_RENDER_JOB, 60_000);
    const moments = async () => {
      const { timeline } = await get<RequestDetail>('client', url);
      const at = (action: string) => new Date(timeline.find((e) => e.action === action)?.at ?? 0).getTime();
      return {
        approved: at('report_approved'),
        ready: at('report_pdf_rendered'),
        order: timeline.map((e) => e.action),
      };
    };
    await expect
      .poll(
        async () => {
          const m = await moments();
          return m.ready - m.approved;
        },
        { timeout: 10_000 },
      )
      .toBe(60_000);
    const { approved, ready, order } = await moments();
    expect(ready).toBeGreaterThanOrEqual(approved);
    expect(order.indexOf('report_pdf_rendered')).toBe(order.indexOf('report_approved') + 1);
    // The client's "report ready" notification is dated with it.
    const list = await get<{ items: Notification[] }>('client', '/api/notifications?limit=50');
    const readyNote = list.items.find((n) => n.kind === 'report_ready');
    expect(new Date(readyNote?.createdAt ?? 0).getTime()).toBe(ready);
  });

  it("the firm's approved valuations of Nairobi homes, over months of this year, answer the home page's market evidence", async () => {
    const res = await call(t.app, null, 'GET', '/api/market-evidence?county=Nairobi&propertyType=residential');
    expect(res.statusCode).toBe(200);
    // Kilimani 38.0M/240, Lavington 52.0M/320, Kileleshwa 27.5M/185, Westlands 21.0M/130, Runda 98.0M/520 m².
    expect(res.json()).toMatchObject({ evidence: { count: 5, medianPerSqm: 162_000 } });
    const { evidence } = res.json<{ evidence: { firstMonth: string; lastMonth: string } }>();
    expect(evidence.firstMonth < evidence.lastMonth).toBe(true);

    // Each of them for a client other than the demo client, with a timeline in the order things happen.
    await t.app.ctx.jobs.whenIdle(REPORT_RENDER_JOB, 60_000);
    const queue = await get<{ items: RequestQueueItem[] }>('admin', '/api/requests/queue?status=closed&limit=50');
    const completed = queue.items.filter((r) => r.status === 'completed');
    expect(completed).toHaveLength(5);
    const months = new Set<string>();
    for (const item of completed) {
      const detail = await get<RequestDetail>('admin', `/api/requests/${item.id}`);
      // The PDF is rendered after the seeding, at the wall clock's time (not this test's 2030 clock).
      expect(detail.timeline.map((e) => e.action)).toContain('report_pdf_rendered');
      const history = detail.timeline.filter((e) => e.action !== 'report_pdf_rendered');
      // (The Kilimani report was sent back once and submitted twice.)
      expect([...new Set(history.map((e) => e.action).filter((a) => a !== 'report_changes_requested'))]).toEqual([
        'request_created',
        'request_accepted',
        'site_visit_scheduled',
        'site_visit_completed',
        'report_submitted',
        'report_approved',
      ]);
      expect(history.map((e) => e.at)).toEqual([...history.map((e) => e.at)].sort());
      const approved = detail.timeline.find((e) => e.action === 'report_approved')?.at ?? '';
      expect(new Date(approved).getTime()).toBeLessThan(clock.now().getTime());
      months.add(nairobiToday(new Date(approved)).slice(0, 7));
    }
    expect(months.size).toBe(5);
    const clientOwn = await get<{ items: RequestListItem[] }>('client', '/api/requests?status=completed&limit=50');
    expect(clientOwn.items).toHaveLength(1);
  });

  it('running it again (a restart) creates nothing new', async () => {
    await t.app.ctx.jobs.whenIdle(REPORT_RENDER_JOB, 60_000);
    const before = await rowCounts();
    expect(await seedDemoHistory(t.app.ctx)).toBeNull();
    expect(await rowCounts()).toEqual(before);
  });
});

describe('demo history is never seeded', () => {
  for (const [name, overrides] of [
    ['in production', { isProduction: true }],
    ['with SEED_DEMO=false', { seedDemo: false }],
  ] as const) {
    it(name, async () => {
      const db = await createTestDatabase();
      const other = await createTestApp(db, overrides, clock.now);
      try {
        expect(await seedDemoHistory(other.ctx)).toBeNull();
        const [r] = await other.ctx.db.select({ n: count() }).from(valuationRequests);
        const [u] = await other.ctx.db.select({ n: count() }).from(user);
        expect(r?.n).toBe(0);
        expect(u?.n).toBe(0);
      } finally {
        await other.close();
        await db.drop();
      }
    });
  }
});
