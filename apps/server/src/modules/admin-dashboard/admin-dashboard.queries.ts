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

/** Requests received in the range (the requested_at index). */
export async function countReceived(db: Db, w: DashboardWindow): Promise<number> {
  const [row] = await rows<{ received: number }>(
    db,
    sql`select count(*)::int as received from valuation_requests
      where requested_at >= ${iso(w.start)}::timestamptz and requested_at < ${iso(w.end)}::timestamptz`,
  );
  return row?.received ?? 0;
}

/**
 * Open work now, in one pass over the open requests (an index-only scan of the open-work index):
 * per valuer (null: no valuer) and status, how many, and how many are past their due date.
 * Open by status, overdue, each valuer's work and the unassigned work all add up from it.
 */
export function openWork(db: Db, now: Date) {
  return rows<{ agent_id: string | null; status: string; open: number; overdue: number }>(
    db,
    sql`select assigned_agent_id as agent_id, status, count(*)::int as open,
        (count(*) filter (where due_date < ${iso(now)}::timestamptz))::int as overdue
      from valuation_requests where status in (${OPEN})
      group by assigned_agent_id, status`,
  );
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

/** The people the per-valuer table lists: active agents, and whoever else holds the given open work. */
export function listValuers(db: Db, holding: string[]) {
  return rows<{ profile_id: string; user_id: string; full_name: string | null; email: string }>(
    db,
    sql`select p.id as profile_id, p.user_id, p.full_name, p.email from profiles p
      where p.id = any(${`{${holding.join(',')}}`}::uuid[])
        or (p.deactivated_at is null and exists (select 1 from user_roles ur where ur.user_id = p.user_id and ur.role = 'agent'))`,
  );
}

/** Requests received in the range by the property's county (null: no property or no county). */
export function receivedByCounty(db: Db, w: DashboardWindow) {
  return rows<{ county: string | null; count: number }>(
    db,
    // A lookup per received request by primary key: a join would tempt the planner into reading every property.
    sql`select county, count(*)::int as count from (
        select (select p.county from properties p where p.id = vr.property_id) as county
        from valuation_requests vr
        where vr.requested_at >= ${iso(w.start)}::timestamptz and vr.requested_at < ${iso(w.end)}::timestamptz
      ) received
      group by county order by count desc, county nulls last`,
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
