import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@thamani/domain/admin-dashboard';
import { call, requestBody } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';

// The summaries behind the dashboard (migration 0011) and the client counters' requester_status_counts
// (0012) against the rows they summarise, after the app's own writes and after arbitrary SQL writes (every path a trigger must cover).
const t = useTestApp({
  clock: true,
  timeoutMs: 120_000,
  actors: {
    admin: { role: 'admin', name: 'Amina Admin' },
    client: { role: 'user', name: 'Wanjiku Kamau' },
    jane: { role: 'agent', name: 'Jane Wanjiru' },
    otieno: { role: 'agent', name: 'Otieno Odhiambo' },
  },
});
const { admin, client, jane, otieno } = t.actors;

async function sqlRows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const OPEN = sql`status in ('pending', 'assigned', 'visit_scheduled', 'in-progress', 'under_review')`;
const DAY = (col: SQL) => sql`((${col} at time zone 'Africa/Nairobi')::date)`;

/** A count table's keys with their counts summed over the slots (0: no such key). */
const sumSlots = (table: SQL, key: SQL) => sql`select ${key}, sum(requests)::int as requests from ${table} group by ${key} having sum(requests) <> 0`;

/** Summary rows that differ from a recount of valuation_requests, properties and audit_logs (none when in step). */
async function mismatches(): Promise<Record<string, unknown[]>> {
  const received = await sqlRows(sql`
    with want as (
      select ${DAY(sql`r.requested_at`)} as day, p.county, r.purpose, count(*)::int as n
      from valuation_requests r left join properties p on p.id = r.property_id group by 1, 2, 3)
    select w.*, s.requests from want w full join (${sumSlots(sql`dashboard_received`, sql`day, county, purpose`)}) s
      on s.day = w.day and s.county is not distinct from w.county and s.purpose is not distinct from w.purpose
    where s.requests is distinct from w.n`);
  const totals = await sqlRows(sql`
    with want as (select status, assigned_agent_id as agent_id, count(*)::int as n from valuation_requests where ${OPEN} group by 1, 2)
    select w.*, s.requests from want w full join (${sumSlots(sql`dashboard_open_totals`, sql`status, agent_id`)}) s
      on s.status = w.status and s.agent_id is not distinct from w.agent_id
    where s.requests is distinct from w.n`);
  const due = await sqlRows(sql`
    with want as (
      select coalesce(${DAY(sql`due_date`)}, 'infinity'::date) as due_day, status, assigned_agent_id as agent_id, count(*)::int as n
      from valuation_requests where ${OPEN} group by 1, 2, 3)
    select w.*, s.requests from want w full join (${sumSlots(sql`dashboard_open_due`, sql`due_day, status, agent_id`)}) s
      on s.due_day = w.due_day and s.status = w.status and s.agent_id is not distinct from w.agent_id
    where s.requests is distinct from w.n`);
  const approvals = await sqlRows(sql`
    with want as (
      select a.id, r.id as request_id, a.created_at, r.requested_at,
        exists (select 1 from audit_logs c where c.action_type = 'report_changes_requested'
                and c.details->>'request_id' = r.id::text) as revised
      from audit_logs a join valuation_requests r on r.id::text = a.details->>'request_id'
      where a.action_type = 'report_approved')
    select w.*, s.* from want w full join dashboard_approvals s on s.audit_id = w.id
    where s.audit_id is null or w.id is null or s.request_id <> w.request_id or s.approved_at <> w.created_at
      or s.requested_at <> w.requested_at or s.revised <> w.revised`);
  const county = await sqlRows(sql`
    select r.id from valuation_requests r left join properties p on p.id = r.property_id
    where r.property_county is distinct from p.county`);
  const requesterCounts = await sqlRows(sql`
    with want as (select requester_id, status, count(*)::int as n from valuation_requests group by 1, 2)
    select w.*, s.requests from want w full join requester_status_counts s on s.requester_id = w.requester_id and s.status = w.status
    where s.requests is distinct from w.n`);
  return { received, totals, due, approvals, county, requesterCounts };
}

async function expectInStep(): Promise<void> {
  expect(await mismatches()).toEqual({ received: [], totals: [], due: [], approvals: [], county: [], requesterCounts: [] });
}

/** The dashboard's figures against direct counts of the rows (the business clock's now). */
async function expectFiguresExact(query: string): Promise<void> {
  const res = await call(t.app, admin, 'GET', `/api/admin/dashboard?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const f = res.json<AdminDashboard>();
  const now = t.clock.now().toISOString();
  const inRange = (col: SQL) => sql`${DAY(col)} between ${f.range.from}::date and ${f.range.to}::date`;
  const [direct] = await sqlRows<{ received: number; open: number; overdue: number; completed: number; revised: number }>(sql`
    select
      (select count(*)::int from valuation_requests where ${inRange(sql`requested_at`)}) as received,
      (select count(*)::int from valuation_requests where ${OPEN}) as open,
      (select count(*)::int from valuation_requests where ${OPEN} and due_date < ${now}::timestamptz) as overdue,
      (select count(*)::int from audit_logs a join valuation_requests r on r.id::text = a.details->>'request_id'
        where a.action_type = 'report_approved' and ${inRange(sql`a.created_at`)}) as completed,
      (select count(*)::int from audit_logs a join valuation_requests r on r.id::text = a.details->>'request_id'
        where a.action_type = 'report_approved' and ${inRange(sql`a.created_at`)}
          and exists (select 1 from audit_logs c where c.action_type = 'report_changes_requested' and c.details->>'request_id' = r.id::text)) as revised`);
  expect({ received: f.received, open: f.openTotal, overdue: f.overdue, completed: f.completed, revised: f.revision.revised }).toEqual(direct);
  const perValuer = await sqlRows<{ id: string | null; open: number; overdue: number }>(sql`
    select assigned_agent_id as id, count(*)::int as open, (count(*) filter (where due_date < ${now}::timestamptz))::int as overdue
    from valuation_requests where ${OPEN} group by 1`);
  const none = perValuer.find((v) => v.id === null) ?? { open: 0, overdue: 0 };
  expect(f.unassigned).toEqual({ open: none.open, overdue: none.overdue });
  for (const v of f.valuers) {
    const want = perValuer.find((r) => r.id === v.profileId) ?? { open: 0, overdue: 0 };
    expect([v.open, v.overdue], v.name).toEqual([want.open, want.overdue]);
  }
  const counties = await sqlRows<{ county: string | null; count: number }>(sql`
    select p.county, count(*)::int as count from valuation_requests r left join properties p on p.id = r.property_id
    where ${inRange(sql`r.requested_at`)} group by 1`);
  const byName = (a: { county: string | null }, b: { county: string | null }) => String(a.county).localeCompare(String(b.county));
  expect([...f.byCounty].sort(byName)).toEqual(counties.sort(byName));
}

async function create(county: string, purpose = 'mortgage'): Promise<string> {
  const res = await call(t.app, client, 'POST', '/api/requests', requestBody({ county, purpose }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

async function move(actor: typeof admin, id: string, action: string, payload?: unknown): Promise<void> {
  const res = await call(t.app, actor, 'POST', `/api/requests/${id}/${action}`, payload ?? {});
  expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
}

async function audit(action: 'report_approved' | 'report_changes_requested', requestId: string, at: Date): Promise<void> {
  await t.database.db.execute(sql`insert into audit_logs (action_type, entity_type, entity_id, user_id, details, created_at)
    values (${action}, 'report', ${randomUUID()}, ${admin.userId}, ${JSON.stringify({ request_id: requestId })}::jsonb, ${at.toISOString()}::timestamptz)`);
}

describe('the admin dashboard summaries', () => {
  it('follow the app: creating, taking, handing back, assigning and cancelling, a county corrected, approvals', async () => {
    const a = await create('Nairobi');
    const b = await create('Kiambu', 'sale');
    const c = await create('Mombasa', 'insurance');
    await expectInStep();
    await move(jane, a, 'accept');
    await move(admin, b, 'assign', { agentId: otieno.profileId });
    await move(admin, b, 'assign', { agentId: jane.profileId });
    await move(jane, a, 'release');
    await move(client, c, 'cancel', { reason: 'Sold already' });
    await move(admin, a, 'cancel', {});
    await expectInStep();
    // The same change as applying an extraction's county (the only way the app changes one).
    await t.database.db.execute(sql`update properties set county = 'Nakuru' where id = (select property_id from valuation_requests where id = ${b})`);
    // Past due by the business clock, then a revision and an approval.
    t.clock.set('2030-04-03T06:00:00.000Z');
    await audit('report_changes_requested', b, t.clock.now());
    await audit('report_approved', b, t.clock.now());
    await t.database.db.execute(sql`update valuation_requests set status = 'completed' where id = ${b}`);
    await expectInStep();
    await expectFiguresExact('');
    await expectFiguresExact('from=2030-01-01&to=2030-12-31');
  });

  it('stay in step with any sequence of SQL writes, bulk ones and a bulk load that skips foreign keys', async () => {
    const db = t.database.db;
    const agents = [null, jane.profileId, otieno.profileId];
    const statuses = ['pending', 'assigned', 'visit_scheduled', 'in-progress', 'under_review', 'completed', 'cancelled'];
    const counties = [null, 'Nairobi', 'Kiambu', 'Kisumu'];
    const purposes = [null, 'sale', 'mortgage'];
    const instant = fc.integer({ min: -40, max: 40 }).map((d) => new Date(Date.UTC(2030, 2, 4, 6) + d * 43_200_000).toISOString());
    const pick = <T,>(items: T[]) => fc.constantFrom(...items);
    // Rows are picked by a hash of their id and a drawn number: any row, but no randomness in SQL.
    const key = fc.nat();
    const one = (k: number) => sql`(select id from valuation_requests order by md5(id::text || ${k}) limit 1)`;
    const op = fc.oneof(
      fc.record({ n: fc.integer({ min: 1, max: 3 }), county: pick(counties), purpose: pick(purposes), status: pick(statuses), agent: pick(agents), at: instant, due: fc.option(instant) })
        .map((o) => sql`with p as (insert into properties (title, county) select 'Plot', ${o.county} from generate_series(1, ${o.n}) returning id)
          insert into valuation_requests (property_id, requester_id, status, assigned_agent_id, purpose, requested_at, due_date)
          select id, ${client.profileId}, ${o.status}, ${o.agent}, ${o.purpose}, ${o.at}::timestamptz, ${o.due}::timestamptz from p`),
      fc.record({ k: key, status: pick(statuses), agent: pick(agents) }).map(
        (o) => sql`update valuation_requests set status = ${o.status}, assigned_agent_id = ${o.agent} where id = ${one(o.k)}`,
      ),
      // Several rows in one statement, some to the same keys.
      fc.record({ k: key, status: pick(statuses) }).map(
        (o) => sql`update valuation_requests set status = ${o.status} where id in (select id from valuation_requests order by md5(id::text || ${o.k}) limit 3)`,
      ),
      fc.record({ k: key, due: fc.option(instant) }).map((o) => sql`update valuation_requests set due_date = ${o.due}::timestamptz where id = ${one(o.k)}`),
      fc.record({ k: key, at: instant, purpose: pick(purposes) }).map(
        // Only earlier: an approval never precedes its request.
        (o) => sql`update valuation_requests set requested_at = least(requested_at, ${o.at}::timestamptz), purpose = ${o.purpose} where id = ${one(o.k)}`,
      ),
      fc.constant(sql`update valuation_requests set updated_at = now()`),
      fc.record({ k: key, county: pick(counties) }).map(
        (o) => sql`update properties set county = ${o.county} where id = (select property_id from valuation_requests where id = ${one(o.k)})`,
      ),
      fc.record({ k: key, p: key }).map(
        (o) => sql`update valuation_requests set property_id = (select id from properties order by md5(id::text || ${o.p}) limit 1) where id = ${one(o.k)}`,
      ),
      // Another requester (the client counters' key), with a status move in the same statement.
      fc.record({ k: key, to: pick([client.profileId, jane.profileId, admin.profileId]), status: pick(statuses) }).map(
        (o) => sql`update valuation_requests set requester_id = ${o.to}, status = ${o.status} where id = ${one(o.k)}`,
      ),
      key.map((k) => sql`delete from valuation_requests where id = ${one(k)}`),
      fc.record({ k: key, action: pick(['report_approved', 'report_changes_requested']), hours: fc.integer({ min: 1, max: 500 }) }).map(
        (o) => sql`insert into audit_logs (action_type, entity_type, details, created_at)
          select ${o.action}, 'report', jsonb_build_object('request_id', id), requested_at + ${o.hours} * interval '1 hour'
          from valuation_requests order by md5(id::text || ${o.k}) limit 2`,
      ),
      key.map((k) => sql`delete from audit_logs where id = (select id from audit_logs where action_type like 'report_%' order by md5(id::text || ${k}) limit 1)`),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const statement of ops) {
          await db.execute(statement);
        }
        await expectInStep();
      }),
      { numRuns: 25 },
    );
    // The bench's clean-up: requests and their properties in one statement, foreign keys off.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = 'replica'`);
      await tx.execute(sql`with gone as (
          delete from valuation_requests where id in (
            select id from valuation_requests r
            where not exists (select 1 from valuation_requests o where o.property_id = r.property_id and o.id <> r.id)
            order by id limit 5)
          returning property_id)
        delete from properties where id in (select property_id from gone)`);
    });
    // A valuer's profile removed: their requests lose the valuer (on delete set null).
    await db.execute(sql`update valuation_requests set assigned_agent_id = ${otieno.profileId}, status = 'assigned' where id in (select id from valuation_requests order by id limit 3)`);
    await db.execute(sql`delete from profiles where id = ${otieno.profileId}`);
    expect(await sqlRows(sql`select id from valuation_requests where assigned_agent_id = ${otieno.profileId}`)).toEqual([]);
    await expectInStep();
    await expectFiguresExact('from=2030-01-01&to=2030-12-31');
  });
});
