import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { valuationRequests } from '#db/schema/valuation-requests.table.ts';
import { organisations } from '#db/schema/organisations.table.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { ROUTE_RULES, concreteUrl, methodOf, type RouteRule } from '../test/security/route-table.ts';
import { createWorld, type Fixture, type FixtureKind, type SignedInActor, type World } from '../test/security/world.ts';

/**
 * Every request belongs to a firm and every read over requests names it. Here requests made
 * through the API as usual — with their documents, visit, inspection, report and approved PDF,
 * owned by the same client and valuer who then look — are moved to another firm, and every GET
 * route is walked as every role: none may show them, by list or by id. A query that forgets the
 * firm's scope shows up here. A new route is walked unless it is listed below with its reason.
 */
const NOT_ABOUT_REQUESTS: Record<string, string> = {
  'GET /api/events': 'a stream: its events are covered by the realtime tests',
  'GET /api/notifications': 'a person’s own notifications, written when the request was theirs to hear of',
  'GET /api/notifications/unread-count': 'a count of the person’s own notifications',
  'GET /api/notifications/:id': 'a person’s own notification',
  'GET /api/jobs/:id': 'a job the caller caused',
  'GET /api/admin/audit': 'the deployment’s audit log (per deployment, not per firm)',
  'GET /api/admin/audit.csv': 'the same, as CSV',
  'GET /api/admin/audit/actors': 'people who acted, not requests',
  'GET /api/dev/mailbox': 'development mail, per deployment',
  'GET /dev/mailbox': 'the same, as HTML',
  'GET /api/admin/dashboard': 'counts kept by triggers per deployment (admin-dashboard summaries); the firm dimension comes with a second firm',
  'GET /api/requests/stats': 'a client’s counters kept by trigger per person (requester_status_counts)',
  'GET /api/market-evidence': 'an aggregate of approved values by county, never a request',
  'GET /api/admin/users/:userId': 'its recent activity is the audit log’s (per deployment); the person’s open requests are counted within the firm',
};

/** Request-bound fixtures this test moves to the other firm; other kinds (a template, a backup…) are not a request's. */
const REQUEST_FIXTURES: readonly FixtureKind[] = [
  'pendingRequest',
  'assignedRequest',
  'scheduledVisit',
  'document',
  'inspection',
  'filledInspection',
  'submittedInspection',
  'reportDraft',
  'readyReport',
  'submittedReport',
  'approvedReport',
  'extraction',
];

const ACTORS: SignedInActor[] = ['client', 'agent', 'admin'];

const t = useTestApp({ clock: true, timeoutMs: 240_000 });
let world: World;
let otherFirmId: string;
const moved = new Map<FixtureKind, Fixture>();
/** What must never appear: the moved requests' ids and references, and their reports', visits' and inspections' ids. */
const needles = new Set<string>();

async function movedFixture(kind: FixtureKind): Promise<Fixture> {
  const known = moved.get(kind);
  if (known) {
    return known;
  }
  const fixture = await world.make(kind);
  const ids = [fixture.requestId].filter((id) => id !== '');
  const rows = ids.length > 0 ? await t.app.ctx.db.select({ reference: valuationRequests.reference }).from(valuationRequests).where(inArray(valuationRequests.id, ids)) : [];
  await t.app.ctx.db.update(valuationRequests).set({ firmId: otherFirmId }).where(inArray(valuationRequests.id, ids));
  // An extraction's document is the client's own upload (no request's): it is not the request's to hide.
  const document = kind === 'document' ? fixture.documentId : '';
  for (const value of [...ids, ...rows.map((r) => r.reference), fixture.reportId, fixture.visitId, fixture.inspectionId, document]) {
    if (value !== '') {
      needles.add(value);
    }
  }
  moved.set(kind, fixture);
  return fixture;
}

const walked = () =>
  Object.entries(ROUTE_RULES).filter(([key, rule]) => methodOf(key) === 'GET' && !rule.proxy && !rule.stream && !key.startsWith('GET /docs') && !(key in NOT_ABOUT_REQUESTS));

beforeAll(async () => {
  world = await createWorld(t.app);
  const [other] = await t.app.ctx.db.insert(organisations).values({ kind: 'firm', name: 'Another Valuation Firm' }).returning({ id: organisations.id });
  otherFirmId = other?.id ?? '';
  for (const kind of REQUEST_FIXTURES) {
    await movedFixture(kind);
  }
}, 240_000);

describe('firm scope: another firm’s requests are invisible', () => {
  it('the deployment’s firm is still the one the app runs (a second firm made later does not take its place)', async () => {
    const result = (await t.app.ctx.db.execute(sql`select deployment_firm_id() as id`)) as unknown as { rows: Array<{ id: string }> };
    expect(result.rows[0]?.id).toBe(t.app.ctx.firmId);
    expect(otherFirmId).not.toBe(t.app.ctx.firmId);
  });

  it('every GET route, as the client, the valuer and the admin who handled them, shows none of them', async () => {
    const leaks: string[] = [];
    for (const [key, rule] of walked()) {
      const fixture = REQUEST_FIXTURES.includes(rule.fixture) ? await movedFixture(rule.fixture) : await world.make(rule.fixture);
      for (const actor of ACTORS) {
        const url = concreteUrl(key, rule as RouteRule, { fixture, world, actor });
        const response = await t.app.inject({ method: 'GET', url, headers: { cookie: world.actors[actor].cookie } });
        const body = response.body;
        const shown = [...needles].filter((needle) => body.includes(needle) && !url.includes(needle));
        // Asked by the id of a moved request or of what hangs off it: anything but a refusal is a leak.
        const askedById = [...needles].some((needle) => url.includes(needle));
        if (shown.length > 0 || (askedById && response.statusCode < 300)) {
          leaks.push(`${key} as ${actor} → ${response.statusCode}${shown.length > 0 ? ` showing ${shown.join(', ')}` : ''}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('the same requests are seen again once back in the firm (the walk above can see a leak)', async () => {
    const fixture = await movedFixture('assignedRequest');
    await t.app.ctx.db.update(valuationRequests).set({ firmId: t.app.ctx.firmId }).where(inArray(valuationRequests.id, [fixture.requestId]));
    const response = await t.app.inject({ method: 'GET', url: `/api/requests/${fixture.requestId}`, headers: { cookie: world.actors.client.cookie } });
    expect(response.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/requests/queue', headers: { cookie: world.actors.admin.cookie } });
    expect(list.body).toContain(fixture.requestId);
    await t.app.ctx.db.update(valuationRequests).set({ firmId: otherFirmId }).where(inArray(valuationRequests.id, [fixture.requestId]));
  });
});
