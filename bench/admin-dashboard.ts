import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { hashPassword } from '@better-auth/utils/password';
import pg from 'pg';
import { BENCH_PASSWORD } from './config.ts';
import { signIn } from './users.ts';

/**
 * `npm run bench -- dashboard`: GET /api/admin/dashboard for the default range (the last 30
 * Nairobi days) on the 1M-request database, as one admin opening the page again and again.
 * Calls run one after another (a dashboard is opened by a person, not hammered), so each
 * latency is the server's full answer: its queries side by side on the pool, over the summary
 * tables that triggers keep (migration 0011; the audit rows written below are summarised too).
 */
export interface DashboardBench {
  requests: number;
  /** Completed requests with an approval audit row (the turnaround's population), over all time. */
  approvals: number;
  /** Of the approvals, those in the measured range. */
  approvals_in_range: number;
  calls: number;
  p50_ms: number;
  p95_ms: number;
  max_ms: number;
  /** The machine's 1-minute load average at the end (2 cores here; other work skews the numbers). */
  load_1m: number;
}

export const ADMIN_EMAIL = 'admin@bench.thamani.test';
const ADMIN_USER = 'bench-admin';
const WARMUP_CALLS = 5;
const MEASURED_CALLS = 100;

/**
 * What the request seed lacks for the dashboard: an admin account, the audit trail's approvals
 * (each completed request approved 1–10 days after its visit; one in five sent back for changes
 * first) and the valuers' practising certificates (some expired, some expiring). The bench seed
 * clears audit_logs on every run, so these rows are written again each time.
 */
export async function seedDashboardActivity(databaseUrl: string): Promise<{ approvals: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const hash = await hashPassword(BENCH_PASSWORD);
    await client.query('begin');
    await client.query(
      `insert into "user" (id, name, email, email_verified, created_at, updated_at)
         values ($1, 'Bench Admin', $2, true, now(), now()) on conflict do nothing`,
      [ADMIN_USER, ADMIN_EMAIL],
    );
    await client.query(
      `insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at)
         values ('bench-account-' || $1, $1, 'credential', $1, $2, now(), now()) on conflict do nothing`,
      [ADMIN_USER, hash],
    );
    await client.query(
      `insert into profiles (user_id, full_name, email) values ($1, 'Bench Admin', $2) on conflict do nothing`,
      [ADMIN_USER, ADMIN_EMAIL],
    );
    await client.query(`insert into user_roles (user_id, role) values ($1, 'admin') on conflict (user_id) do update set role = 'admin'`, [
      ADMIN_USER,
    ]);
    await client.query(`delete from audit_logs where user_id = $1 and action_type in ('report_approved', 'report_changes_requested')`, [ADMIN_USER]);
    await client.query(
      `create temp table bench_approvals on commit drop as
         select r.id as request_id, row_number() over (order by r.id) as k,
                least(now() - interval '1 minute',
                      coalesce(v.scheduled_date, r.requested_at) + ((abs(hashtext(r.id::text)) % 10) + 1) * interval '1 day') as approved_at
           from valuation_requests r
           left join site_visits v on v.request_id = r.id and v.status = 'completed'
          where r.status = 'completed'`,
    );
    await client.query(
      `insert into audit_logs (action_type, entity_type, entity_id, user_id, details, created_at)
         select 'report_changes_requested', 'report', request_id::text, $1,
                jsonb_build_object('request_id', request_id, 'from', 'under_review', 'status', 'in-progress'),
                approved_at - interval '1 day'
           from bench_approvals where k % 5 = 0`,
      [ADMIN_USER],
    );
    const approvals = await client.query(
      `insert into audit_logs (action_type, entity_type, entity_id, user_id, details, created_at)
         select 'report_approved', 'report', request_id::text, $1,
                jsonb_build_object('request_id', request_id, 'from', 'under_review', 'status', 'completed', 'n', 1),
                approved_at
           from bench_approvals`,
      [ADMIN_USER],
    );
    // Valuers' certificates: agent n expires n − 5 days from today (five expired, the rest spread ahead).
    await client.query(
      `insert into valuer_profiles (profile_id, certificate_year, certificate_expires_on)
         select p.id, extract(year from now())::int,
                (now() at time zone 'Africa/Nairobi')::date + (row_number() over (order by p.email))::int - 6
           from profiles p join user_roles ur on ur.user_id = p.user_id and ur.role = 'agent'
       on conflict (profile_id) do update
         set certificate_year = excluded.certificate_year, certificate_expires_on = excluded.certificate_expires_on`,
    );
    await client.query('commit');
    await client.query('analyze audit_logs; analyze valuer_profiles; analyze dashboard_approvals');
    return { approvals: approvals.rowCount ?? 0 };
  } finally {
    await client.end();
  }
}

type Figures = { received: number; completed: number; openTotal: number; overdue: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
const round1 = (n: number) => Math.round(n * 10) / 10;

export async function runDashboardBench(appUrl: string, databaseUrl: string, log: (line: string) => void): Promise<DashboardBench> {
  const { approvals } = await seedDashboardActivity(databaseUrl);
  const admin = await signIn(appUrl, ADMIN_EMAIL);
  const headers = { authorization: `Bearer ${admin.token}` };
  let body = null as Figures | null;
  const times: number[] = [];
  for (let i = 0; i < WARMUP_CALLS + MEASURED_CALLS; i++) {
    const started = performance.now();
    const response = await fetch(`${appUrl}/api/admin/dashboard`, { headers });
    const text = await response.text();
    const elapsed = performance.now() - started;
    if (!response.ok) {
      throw new Error(`GET /api/admin/dashboard: ${response.status} ${text.slice(0, 200)}`);
    }
    if (i >= WARMUP_CALLS) {
      times.push(elapsed);
    } else {
      body = JSON.parse(text) as Figures;
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const requests = Number((await client.query<{ n: string }>('select count(*) as n from valuation_requests')).rows[0]?.n ?? 0);
  await client.end();
  times.sort((a, b) => a - b);
  const result: DashboardBench = {
    requests,
    approvals,
    approvals_in_range: body?.completed ?? 0,
    calls: times.length,
    p50_ms: round1(percentile(times, 0.5)),
    p95_ms: round1(percentile(times, 0.95)),
    max_ms: round1(times.at(-1) ?? 0),
    load_1m: round1(os.loadavg()[0] ?? 0),
  };
  log(
    `  ${requests.toLocaleString('en')} requests, ${approvals.toLocaleString('en')} approvals; last 30 days: ` +
      `${body?.received ?? 0} received, ${body?.completed ?? 0} completed, ${body?.openTotal ?? 0} open, ${body?.overdue ?? 0} overdue`,
  );
  log(`  ${result.calls} calls one after another: p50 ${result.p50_ms} ms, p95 ${result.p95_ms} ms, max ${result.max_ms} ms (load ${result.load_1m})`);
  return result;
}
