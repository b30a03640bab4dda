import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES, type AdminDashboard } from '@thamani/domain/admin-dashboard';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { properties } from '#db/schema/properties.table.ts';
import { valuationRequests } from '#db/schema/valuation-requests.table.ts';
import { valuerProfiles } from '#db/schema/valuer-profiles.table.ts';
import { call, type Actor } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';

// The clock: Monday 4 March 2030, 09:00 Nairobi. Default range: 3 February – 4 March 2030.
const t = useTestApp({
  clock: true,
  timeoutMs: 120_000,
  actors: {
    admin: { role: 'admin', name: 'Amina Admin' },
    client: { role: 'user', name: 'Wanjiku Kamau' },
    jane: { role: 'agent', name: 'Jane Wanjiru' },
    otieno: { role: 'agent', name: 'Otieno Odhiambo' },
    idle: { role: 'agent', name: 'Idle Valuer' },
  },
});
const { admin, client, jane, otieno, idle } = t.actors;
const NOW = '2030-03-04T06:00:00.000Z';
const DAY = 86_400_000;
const at = (iso: string, plusDays = 0) => new Date(new Date(iso).getTime() + plusDays * DAY);

async function dashboard(query = '', actor: Actor | null = admin) {
  return call(t.app, actor, 'GET', `/api/admin/dashboard${query ? `?${query}` : ''}`);
}
async function figures(query = ''): Promise<AdminDashboard> {
  const res = await dashboard(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminDashboard>();
}
async function sqlRows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
async function sqlOne<T>(query: SQL): Promise<T> {
  return (await sqlRows<T>(query))[0] as T;
}

interface Seed {
  requestedAt: string;
  status?: 'pending' | 'assigned' | 'visit_scheduled' | 'in-progress' | 'under_review' | 'completed' | 'cancelled';
  county?: string | null;
  purpose?: string | null;
  agent?: Actor;
  dueDate?: string;
  /** Days from requested_at to the report_approved audit row. */
  approvedAfterDays?: number;
  revised?: boolean;
}

async function seed(rows: Seed[]): Promise<void> {
  const db = t.database.db;
  for (const row of rows) {
    const propertyId = randomUUID();
    const requestId = randomUUID();
    await db
      .insert(properties)
      .values({ id: propertyId, title: 'Plot', county: row.county === undefined ? 'Nairobi' : row.county });
    await db.insert(valuationRequests).values({
      id: requestId,
      propertyId,
      requesterId: client.profileId,
      assignedAgentId: row.agent?.profileId ?? null,
      status: row.status ?? 'pending',
      purpose: row.purpose === undefined ? 'mortgage' : row.purpose,
      requestedAt: new Date(row.requestedAt),
      dueDate: row.dueDate ? new Date(row.dueDate) : null,
    });
    if (row.revised) {
      await db.insert(auditLogs).values({
        actionType: 'report_changes_requested',
        entityType: 'report',
        entityId: randomUUID(),
        userId: admin.userId,
        details: { request_id: requestId, from: 'under_review', status: 'in-progress' },
        createdAt: at(row.requestedAt, 1),
      });
    }
    if (row.approvedAfterDays !== undefined) {
      await db.insert(auditLogs).values({
        actionType: 'report_approved',
        entityType: 'report',
        entityId: randomUUID(),
        userId: admin.userId,
        details: { request_id: requestId, from: 'under_review', status: 'completed', n: 1 },
        createdAt: at(row.requestedAt, row.approvedAfterDays),
      });
    }
  }
}

beforeAll(async () => {
  await seed([
    // Four approved in the range (turnarounds 2, 4, 6 and 10 days); one of them revised.
    {
      requestedAt: '2030-02-10T07:00:00Z',
      status: 'completed',
      agent: jane,
      approvedAfterDays: 2,
      county: 'Kiambu',
      purpose: 'sale',
    },
    {
      requestedAt: '2030-02-11T07:00:00Z',
      status: 'completed',
      agent: jane,
      approvedAfterDays: 4,
      revised: true,
      dueDate: '2030-02-12T06:00:00Z',
    },
    { requestedAt: '2030-02-12T07:00:00Z', status: 'completed', agent: otieno, approvedAfterDays: 6 },
    {
      requestedAt: '2030-02-13T07:00:00Z',
      status: 'completed',
      agent: otieno,
      approvedAfterDays: 10,
      county: null,
      purpose: null,
    },
    // Approved before the range (received before it too): counted nowhere in the range.
    { requestedAt: '2030-01-05T07:00:00Z', status: 'completed', agent: jane, approvedAfterDays: 3, revised: true },
    // 00:30 on 3 February in Nairobi (2 February in UTC): inside the range.
    {
      requestedAt: '2030-02-02T21:30:00Z',
      status: 'pending',
      county: 'Mombasa',
      purpose: 'insurance',
      dueDate: '2030-03-01T06:00:00Z',
    },
    // 23:59 on 2 February in Nairobi: outside.
    { requestedAt: '2030-02-02T20:59:00Z', status: 'cancelled', dueDate: '2030-02-10T06:00:00Z' },
    // Open work now.
    {
      requestedAt: '2030-03-01T07:00:00Z',
      status: 'assigned',
      agent: jane,
      dueDate: '2030-03-03T06:00:00Z',
      county: 'Kiambu',
    },
    { requestedAt: '2030-03-02T07:00:00Z', status: 'visit_scheduled', agent: jane, dueDate: '2030-03-20T06:00:00Z' },
    {
      requestedAt: '2030-03-03T07:00:00Z',
      status: 'under_review',
      agent: otieno,
      dueDate: '2030-03-04T05:59:00Z',
      purpose: 'probate',
    },
    { requestedAt: '2030-03-04T05:00:00Z', status: 'pending', dueDate: '2030-03-10T06:00:00Z' },
    // Received before the range, still in progress and overdue.
    { requestedAt: '2029-12-01T07:00:00Z', status: 'in-progress', agent: otieno, dueDate: '2029-12-20T06:00:00Z' },
  ]);
  await t.database.db.insert(valuerProfiles).values([
    { profileId: jane.profileId, certificateYear: 2030, certificateExpiresOn: '2030-03-03' },
    { profileId: otieno.profileId, certificateYear: 2030, certificateExpiresOn: '2030-04-03' },
    { profileId: idle.profileId, certificateYear: 2030, certificateExpiresOn: '2030-04-04' },
    // Not a valuer: never warned about.
    { profileId: client.profileId, certificateYear: 2029, certificateExpiresOn: '2029-12-31' },
  ]);
});

describe('GET /api/admin/dashboard', () => {
  it('answers 401 to anyone signed out and 403 to clients and valuers', async () => {
    expect((await dashboard('', null)).statusCode).toBe(401);
    expect((await dashboard('', client)).statusCode).toBe(403);
    expect((await dashboard('', jane)).statusCode).toBe(403);
  });

  it('refuses a reversed range, a range longer than 366 days and a date that is not one, saying why', async () => {
    const reversed = await dashboard('from=2030-03-02&to=2030-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain(DASHBOARD_MESSAGES.outOfOrder);
    const long = await dashboard('from=2029-01-01&to=2030-01-02');
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(DASHBOARD_MESSAGES.tooLong);
    const bad = await dashboard('from=2030-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(DASHBOARD_MESSAGES.badDate);
  });

  it('gives the hand-made numbers for the default last 30 Nairobi days', async () => {
    const f = await figures();
    expect(f.range).toEqual({ from: '2030-02-03', to: '2030-03-04' });
    expect(f.today).toBe('2030-03-04');
    expect(f.received).toBe(9);
    expect(f.openByStatus).toEqual([
      { status: 'pending', count: 2 },
      { status: 'assigned', count: 1 },
      { status: 'visit_scheduled', count: 1 },
      { status: 'in-progress', count: 1 },
      { status: 'under_review', count: 1 },
    ]);
    expect(f.openTotal).toBe(6);
    expect(f.overdue).toBe(4);
    expect(f.completed).toBe(4);
    expect(f.turnaround.count).toBe(4);
    expect(f.turnaround.medianDays).toBeCloseTo(5, 9);
    expect(f.turnaround.p90Days).toBeCloseTo(8.8, 9);
    expect(f.revision).toEqual({ approved: 4, revised: 1, rate: 0.25 });
    expect(f.valuers.map((v) => [v.name, v.open, v.overdue])).toEqual([
      ['Otieno Odhiambo', 2, 2],
      ['Jane Wanjiru', 2, 1],
      ['Idle Valuer', 0, 0],
    ]);
    expect(f.unassigned).toEqual({ open: 2, overdue: 1 });
    expect(f.byCounty).toEqual([
      { county: 'Nairobi', count: 5 },
      { county: 'Kiambu', count: 2 },
      { county: 'Mombasa', count: 1 },
      { county: null, count: 1 },
    ]);
    expect(f.byPurpose).toEqual([
      { purpose: 'mortgage', count: 5 },
      { purpose: 'insurance', count: 1 },
      { purpose: 'probate', count: 1 },
      { purpose: 'sale', count: 1 },
      { purpose: null, count: 1 },
    ]);
    expect(f.certificateWarnings).toEqual([
      {
        userId: jane.userId,
        profileId: jane.profileId,
        name: 'Jane Wanjiru',
        expiresOn: '2030-03-03',
        state: 'expired',
        daysLeft: -1,
      },
      {
        userId: otieno.userId,
        profileId: otieno.profileId,
        name: 'Otieno Odhiambo',
        expiresOn: '2030-04-03',
        state: 'expiring',
        daysLeft: 30,
      },
    ]);
  });

  it('buckets the turnaround into Monday-start Nairobi weeks clipped to the range, with counts', async () => {
    const f = await figures();
    expect(f.weeklyTurnaround.map((w) => [w.weekStart, w.from, w.to, w.count])).toEqual([
      ['2030-01-28', '2030-02-03', '2030-02-03', 0],
      ['2030-02-04', '2030-02-04', '2030-02-10', 0],
      ['2030-02-11', '2030-02-11', '2030-02-17', 2],
      ['2030-02-18', '2030-02-18', '2030-02-24', 2],
      ['2030-02-25', '2030-02-25', '2030-03-03', 0],
      ['2030-03-04', '2030-03-04', '2030-03-04', 0],
    ]);
    // Approved 12 and 15 February (2 and 4 days), then 18 and 23 February (6 and 10 days).
    expect(f.weeklyTurnaround[2]?.medianDays).toBeCloseTo(3, 9);
    expect(f.weeklyTurnaround[3]?.medianDays).toBeCloseTo(8, 9);
    expect(f.weeklyTurnaround[0]?.medianDays).toBeNull();
  });

  it('agrees with hand-written SQL on every figure, for the default range and a chosen one', async () => {
    for (const query of ['', 'from=2030-02-12&to=2030-02-20', 'from=2030-01-01&to=2030-01-31']) {
      const f = await figures(query);
      const from = f.range.from;
      const to = f.range.to;
      // Nairobi dates by the zone's name here (the server shifts by the offset): both must agree.
      const nairobi = (col: SQL) => sql`(${col} at time zone 'Africa/Nairobi')::date`;
      const inRange = (col: SQL) => sql`${nairobi(col)} between ${from}::date and ${to}::date`;
      const open = sql`status not in ('completed', 'cancelled')`;
      const received = await sqlOne<{ n: number }>(
        sql`select count(*)::int as n from valuation_requests where ${inRange(sql`requested_at`)}`,
      );
      expect(f.received, query).toBe(received.n);
      const statuses = await sqlRows<{ status: string; n: number }>(
        sql`select status, count(*)::int as n from valuation_requests where ${open} group by status`,
      );
      for (const s of f.openByStatus) {
        expect(s.count, `${query} ${s.status}`).toBe(statuses.find((r) => r.status === s.status)?.n ?? 0);
      }
      const overdue = await sqlOne<{ n: number }>(
        sql`select count(*)::int as n from valuation_requests where ${open} and due_date < ${NOW}::timestamptz`,
      );
      expect(f.overdue, query).toBe(overdue.n);
      const done = sql`select r.id, extract(epoch from (a.created_at - r.requested_at)) / 86400 as days,
          exists (select 1 from audit_logs c where c.action_type = 'report_changes_requested'
                  and c.details->>'request_id' = r.id::text) as revised
        from valuation_requests r join audit_logs a
          on a.action_type = 'report_approved' and a.details->>'request_id' = r.id::text
        where ${inRange(sql`a.created_at`)}`;
      const turnaround = await sqlOne<{ n: number; revised: number; median: number | null; p90: number | null }>(
        sql`select count(*)::int as n, (count(*) filter (where revised))::int as revised,
          percentile_cont(0.5) within group (order by days) as median,
          percentile_cont(0.9) within group (order by days) as p90 from (${done}) d`,
      );
      expect(f.completed, query).toBe(turnaround.n);
      expect(f.revision.revised, query).toBe(turnaround.revised);
      expect(f.turnaround.medianDays, query).toBeCloseTo(Number(turnaround.median ?? Number.NaN), 9);
      expect(f.turnaround.p90Days === null, query).toBe(turnaround.p90 === null);
      const weekly = await sqlRows<{ week: string; n: number; median: number }>(
        sql`select to_char(date_trunc('week', a.created_at at time zone 'Africa/Nairobi'), 'YYYY-MM-DD') as week,
            count(*)::int as n,
            percentile_cont(0.5) within group (order by extract(epoch from (a.created_at - r.requested_at)) / 86400) as median
          from valuation_requests r join audit_logs a
            on a.action_type = 'report_approved' and a.details->>'request_id' = r.id::text
          where ${inRange(sql`a.created_at`)} group by 1`,
      );
      expect(
        f.weeklyTurnaround.filter((w) => w.count > 0).map((w) => [w.weekStart, w.count]),
        query,
      ).toEqual(weekly.sort((a, b) => a.week.localeCompare(b.week)).map((w) => [w.week, w.n]));
      for (const w of weekly) {
        expect(f.weeklyTurnaround.find((x) => x.weekStart === w.week)?.medianDays, query).toBeCloseTo(
          Number(w.median),
          9,
        );
      }
      const perValuer = await sqlRows<{ id: string; open: number; overdue: number }>(
        sql`select assigned_agent_id as id, count(*)::int as open,
            (count(*) filter (where due_date < ${NOW}::timestamptz))::int as overdue
          from valuation_requests where ${open} group by assigned_agent_id`,
      );
      for (const v of f.valuers) {
        const expected = perValuer.find((r) => r.id === v.profileId) ?? { open: 0, overdue: 0 };
        expect([v.open, v.overdue], `${query} ${v.name}`).toEqual([expected.open, expected.overdue]);
      }
      const none = perValuer.find((r) => r.id === null) ?? { open: 0, overdue: 0 };
      expect(f.unassigned, query).toEqual({ open: none.open, overdue: none.overdue });
      const counties = await sqlRows<{ county: string | null; n: number }>(
        sql`select p.county, count(*)::int as n from valuation_requests r left join properties p on p.id = r.property_id
          where ${inRange(sql`r.requested_at`)} group by p.county`,
      );
      expect(
        [...f.byCounty].sort((a, b) => String(a.county).localeCompare(String(b.county))),
        query,
      ).toEqual(
        counties
          .map((c) => ({ county: c.county, count: c.n }))
          .sort((a, b) => String(a.county).localeCompare(String(b.county))),
      );
      const purposes = await sqlRows<{ purpose: string | null; n: number }>(
        sql`select purpose, count(*)::int as n from valuation_requests where ${inRange(sql`requested_at`)} group by purpose`,
      );
      expect(
        [...f.byPurpose].sort((a, b) => String(a.purpose).localeCompare(String(b.purpose))),
        query,
      ).toEqual(
        purposes
          .map((p) => ({ purpose: p.purpose, count: p.n }))
          .sort((a, b) => String(a.purpose).localeCompare(String(b.purpose))),
      );
      const certificates = await sqlRows<{ id: string }>(
        sql`select vp.profile_id as id from valuer_profiles vp join profiles p on p.id = vp.profile_id
          join user_roles ur on ur.user_id = p.user_id
          where ur.role = 'agent' and vp.certificate_expires_on - ${f.today}::date <= 30 order by vp.certificate_expires_on`,
      );
      expect(
        f.certificateWarnings.map((c) => c.profileId),
        query,
      ).toEqual(certificates.map((c) => c.id));
    }
  });

  it('counts a chosen range by its Nairobi days, both ends included', async () => {
    const f = await figures('from=2030-02-15&to=2030-02-18');
    // Approved 15 February 07:00Z (10:00 Nairobi) and 18 February 07:00Z.
    expect(f.completed).toBe(2);
    expect(f.received).toBe(0);
    expect(f.revision).toEqual({ approved: 2, revised: 1, rate: 0.5 });
    const empty = await figures('from=2030-01-01&to=2030-01-03');
    expect(empty.turnaround).toEqual({ count: 0, medianDays: null, p90Days: null });
    expect(empty.revision.rate).toBeNull();
  });

  it('counts every active valuer by certificate state and names those with none recorded', async () => {
    expect((await figures()).certificates).toEqual({
      valuers: 3,
      valid: 1,
      expiring: 1,
      expired: 1,
      missing: 0,
      unrecorded: [],
    });
    const db = t.database.db;
    await db
      .update(valuerProfiles)
      .set({ certificateYear: null, certificateExpiresOn: null })
      .where(eq(valuerProfiles.profileId, idle.profileId));
    try {
      expect((await figures()).certificates).toEqual({
        valuers: 3,
        valid: 0,
        expiring: 1,
        expired: 1,
        missing: 1,
        unrecorded: [{ userId: idle.userId, profileId: idle.profileId, name: 'Idle Valuer' }],
      });
    } finally {
      await db
        .update(valuerProfiles)
        .set({ certificateYear: 2030, certificateExpiresOn: '2030-04-04' })
        .where(eq(valuerProfiles.profileId, idle.profileId));
    }
  });
});
