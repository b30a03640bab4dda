import { sql, type SQL } from 'drizzle-orm';
import { OPEN_REQUEST_STATUSES, type DashboardRange } from '@thamani/domain/admin-dashboard';
import { NAIROBI_UTC_OFFSET_MINUTES } from '@thamani/domain/visits';
import type { Db } from '#db/client.ts';
import { ofFirmAs } from '../requests/index.ts';

/** The instants the figures are computed between: [start, end) is the range's Nairobi days. */
export interface DashboardWindow {
  start: Date;
  end: Date;
  /** The business clock's now, its Nairobi date and that date's first instant (overdue). */
  now: Date;
  today: string;
  todayStart: Date;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const OPEN = sql.raw(OPEN_REQUEST_STATUSES.map((s) => `'${s}'`).join(', '));
const iso = (d: Date) => d.toISOString();

/**
 * Open work now, per valuer (null: no valuer) and status: how many, and how many are past their
 * due date. Read from the summaries (migration 0011), so the cost does not grow with the open
 * work: overdue = all open − those due on a Nairobi day from today on (or never) + those due
 * earlier today, before now (the only part read from valuation_requests, by its status + due
 * date index). Open by status, overdue, each valuer's work and the unassigned work add up from it.
 * That part names the firm; the summaries are kept by trigger per deployment (not per firm), so
 * with one firm per deployment — all there is today — the figures are the firm's.
 */
export function openWork(db: Db, firmId: string, w: DashboardWindow) {
  return rows<{ agent_id: string | null; status: string; open: number; overdue: number }>(
    db,
    sql`select agent_id, status, sum(open)::int as open, sum(overdue)::int as overdue from (
        select agent_id, status, requests as open, requests as overdue from dashboard_open_totals
        union all
        select agent_id, status, 0, -requests from dashboard_open_due where due_day >= ${w.today}::date
        union all
        select r.assigned_agent_id, r.status, 0, 1 from valuation_requests r
          where ${ofFirmAs('r', firmId)} and r.status in (${OPEN})
            and r.due_date >= ${iso(w.todayStart)}::timestamptz and r.due_date < ${iso(w.now)}::timestamptz
      ) work
      group by agent_id, status having sum(open) <> 0`,
  );
}

/**
 * The requests approved in the range (the report_approved audit rows, as summarised in
 * dashboard_approvals by migration 0011), their turnaround in days from requested_at, and
 * whether their report was ever sent back; per Monday-start Nairobi week and (the row with a
 * null week) in total. An index-only scan of the range's approvals.
 */
export function approvalsByWeek(db: Db, w: DashboardWindow) {
  const offset = sql.raw(`interval '${NAIROBI_UTC_OFFSET_MINUTES} minutes'`);
  return rows<{ week: string | null; completed: number; revised: number; median: number | null; p90: number | null }>(
    db,
    sql`with done as (
      select
        to_char(date_trunc('week', (approved_at at time zone 'UTC') + ${offset}), 'YYYY-MM-DD') as week,
        extract(epoch from (approved_at - requested_at)) / 86400.0 as days,
        revised
      from dashboard_approvals
      where approved_at >= ${iso(w.start)}::timestamptz and approved_at < ${iso(w.end)}::timestamptz
    )
    select week, count(*)::int as completed, (count(*) filter (where revised))::int as revised,
      percentile_cont(0.5) within group (order by days) as median,
      percentile_cont(0.9) within group (order by days) as p90
    from done group by rollup (week) order by week nulls first`,
  );
}

/** The people the per-valuer table lists: active agents, and whoever else holds the given open work. */
export function listValuers(db: Db, holding: string[]) {
  return rows<{ profile_id: string; user_id: string; full_name: string | null; email: string }>(
    db,
    sql`select p.id as profile_id, p.user_id, p.full_name, p.email from profiles p
      where p.id = any(${`{${holding.join(',')}}`}::uuid[])
        or (p.deactivated_at is null and exists (select 1 from user_roles ur where ur.user_id = p.user_id and ur.role = 'agent'))`,
  );
}

/**
 * Requests received in the range (Nairobi days, both ends included) by the property's county and
 * by purpose (null: none recorded), from the per-day summary (migration 0011): its rows, not
 * the requests, are read. A key's slots may add up to 0: no such group.
 */
export function receivedByCounty(db: Db, range: DashboardRange) {
  return rows<{ county: string | null; count: number }>(
    db,
    sql`select county, sum(requests)::int as count from dashboard_received
      where day between ${range.from}::date and ${range.to}::date
      group by county having sum(requests) <> 0 order by count desc, county nulls last`,
  );
}

export function receivedByPurpose(db: Db, range: DashboardRange) {
  return rows<{ purpose: string | null; count: number }>(
    db,
    sql`select purpose, sum(requests)::int as count from dashboard_received
      where day between ${range.from}::date and ${range.to}::date
      group by purpose having sum(requests) <> 0 order by count desc, purpose nulls last`,
  );
}

/** Active agents whose practising certificate expires on or before `lastDay` (Nairobi date). */
export function certificatesEndingBy(db: Db, lastDay: string) {
  return rows<{ profile_id: string; user_id: string; full_name: string | null; email: string; expires_on: string }>(
    db,
    sql`select p.id as profile_id, p.user_id, p.full_name, p.email,
        to_char(vp.certificate_expires_on, 'YYYY-MM-DD') as expires_on
      from valuer_profiles vp
      join profiles p on p.id = vp.profile_id
      join user_roles ur on ur.user_id = p.user_id and ur.role = 'agent'
      where p.deactivated_at is null and vp.certificate_expires_on <= ${lastDay}::date
      order by vp.certificate_expires_on, p.id`,
  );
}

/** Every active agent with their certificate's expiry date (null: none recorded), by name. */
export function activeValuerCertificates(db: Db) {
  return rows<{
    profile_id: string;
    user_id: string;
    full_name: string | null;
    email: string;
    expires_on: string | null;
  }>(
    db,
    sql`select p.id as profile_id, p.user_id, p.full_name, p.email,
        to_char(vp.certificate_expires_on, 'YYYY-MM-DD') as expires_on
      from profiles p
      join user_roles ur on ur.user_id = p.user_id and ur.role = 'agent'
      left join valuer_profiles vp on vp.profile_id = p.id
      where p.deactivated_at is null
      order by p.full_name nulls last, p.email, p.id`,
  );
}
