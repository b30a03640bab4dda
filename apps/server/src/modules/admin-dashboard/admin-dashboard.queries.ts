import { sql, type SQL } from 'drizzle-orm';
import { OPEN_REQUEST_STATUSES } from '@thamani/domain/admin-dashboard';
import { NAIROBI_UTC_OFFSET_MINUTES } from '@thamani/domain/visits';
import type { Db } from '#db/client.ts';

/** The instants the figures are computed between: [start, end) is the range's Nairobi days. */
export interface DashboardWindow {
  start: Date;
  end: Date;
  /** The business clock's now (overdue). */
  now: Date;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const OPEN = sql.raw(OPEN_REQUEST_STATUSES.map((s) => `'${s}'`).join(', '));
const iso = (d: Date) => d.toISOString();

/** Received in the range, open by status now, overdue now. Served by the requested_at and (status, due_date) indexes. */
export async function countRequests(db: Db, w: DashboardWindow) {
  const [totals] = await rows<{ received: number; overdue: number }>(
    db,
    sql`select
      (select count(*)::int from valuation_requests
        where requested_at >= ${iso(w.start)}::timestamptz and requested_at < ${iso(w.end)}::timestamptz) as received,
      (select count(*)::int from valuation_requests
        where status in (${OPEN}) and due_date < ${iso(w.now)}::timestamptz) as overdue`,
  );
  const byStatus = await rows<{ status: string; count: number }>(
    db,
    sql`select status, count(*)::int as count from valuation_requests where status in (${OPEN}) group by status`,
  );
  return { received: totals?.received ?? 0, overdue: totals?.overdue ?? 0, byStatus };
}

/**
 * The requests approved in the range (the report_approved audit row), their turnaround in days
 * from requested_at, and whether their report was ever sent back; per Monday-start Nairobi week
 * and (the row with a null week) in total.
 */
export function approvalsByWeek(db: Db, w: DashboardWindow) {
  const offset = sql.raw(`interval '${NAIROBI_UTC_OFFSET_MINUTES} minutes'`);
  return rows<{ week: string | null; completed: number; revised: number; median: number | null; p90: number | null }>(
    db,
    sql`with done as (
      select
        to_char(date_trunc('week', (a.created_at at time zone 'UTC') + ${offset}), 'YYYY-MM-DD') as week,
        extract(epoch from (a.created_at - vr.requested_at)) / 86400.0 as days,
        exists (
          select 1 from audit_logs c
          where c.action_type = 'report_changes_requested' and c.details->>'request_id' = a.details->>'request_id'
        ) as revised
      from audit_logs a
      join valuation_requests vr on vr.id = (a.details->>'request_id')::uuid
      where a.action_type = 'report_approved'
        and a.created_at >= ${iso(w.start)}::timestamptz and a.created_at < ${iso(w.end)}::timestamptz
    )
    select week, count(*)::int as completed, (count(*) filter (where revised))::int as revised,
      percentile_cont(0.5) within group (order by days) as median,
      percentile_cont(0.9) within group (order by days) as p90
    from done group by rollup (week) order by week nulls first`,
  );
}

/** Each valuer's open and overdue work now: agents (active ones, or any with open work) and anyone holding open work. */
export function valuerWorkload(db: Db, now: Date) {
  return rows<{ profile_id: string; user_id: string; full_name: string | null; email: string; open: number; overdue: number }>(
    db,
    sql`select p.id as profile_id, p.user_id, p.full_name, p.email,
        count(vr.id)::int as open,
        (count(vr.id) filter (where vr.due_date < ${iso(now)}::timestamptz))::int as overdue
      from profiles p
      left join valuation_requests vr on vr.assigned_agent_id = p.id and vr.status in (${OPEN})
      where vr.id is not null
        or (p.deactivated_at is null and exists (select 1 from user_roles ur where ur.user_id = p.user_id and ur.role = 'agent'))
      group by p.id, p.user_id, p.full_name, p.email
      order by open desc, overdue desc, coalesce(nullif(p.full_name, ''), p.email), p.id`,
  );
}

/** Open requests with no valuer, and of them overdue. */
export async function unassignedWork(db: Db, now: Date) {
  const [row] = await rows<{ open: number; overdue: number }>(
    db,
    sql`select count(*)::int as open, (count(*) filter (where due_date < ${iso(now)}::timestamptz))::int as overdue
      from valuation_requests where assigned_agent_id is null and status in (${OPEN})`,
  );
  return row ?? { open: 0, overdue: 0 };
}

/** Requests received in the range by the property's county (null: no property or no county). */
export function receivedByCounty(db: Db, w: DashboardWindow) {
  return rows<{ county: string | null; count: number }>(
    db,
    sql`select p.county, count(*)::int as count
      from valuation_requests vr left join properties p on p.id = vr.property_id
      where vr.requested_at >= ${iso(w.start)}::timestamptz and vr.requested_at < ${iso(w.end)}::timestamptz
      group by p.county order by count desc, p.county nulls last`,
  );
}

/** Requests received in the range by purpose (null: none given). */
export function receivedByPurpose(db: Db, w: DashboardWindow) {
  return rows<{ purpose: string | null; count: number }>(
    db,
    sql`select purpose, count(*)::int as count from valuation_requests
      where requested_at >= ${iso(w.start)}::timestamptz and requested_at < ${iso(w.end)}::timestamptz
      group by purpose order by count desc, purpose nulls last`,
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
