import { hashPassword } from '@better-auth/utils/password';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { BENCH_PASSWORD, databaseName, withDatabase } from './config.ts';

/**
 * Seeds a PostgreSQL database with realistic data in a few set-based statements
 * (generate_series, no row-by-row inserts). Every row obeys the schema's NOT NULL / CHECK
 * constraints and the domain rules:
 * - users are real better-auth users (account.password is one scrypt hash made by the hasher
 *   better-auth itself uses, @better-auth/utils/password), with profiles and user_roles;
 * - request statuses follow packages/domain/src/requests.ts: requests without a visit are
 *   pending (unassigned), assigned (agent set) or cancelled; a scheduled visit means
 *   visit_scheduled, a cancelled visit sends the request back to assigned, a completed visit
 *   means in-progress, under_review or completed;
 * - an agent's visits never overlap (ADR 005): the k-th visit of an agent takes the k-th
 *   one-hour slot (09:00–16:00 Nairobi, Monday–Friday), past slots completed/cancelled,
 *   future ones scheduled.
 * A `bench.meta` row (its own schema, so re-seeding can drop public) keyed by SEED_VERSION + counts lets later runs reuse the database.
 */
export interface SeedCounts {
  clients: number;
  agents: number;
  requests: number;
  visits: number;
  /** The first `heavyClients` clients own `heavyPerClient` requests each; the rest are spread over the others by a hash. */
  heavyClients: number;
  heavyPerClient: number;
}

export const SEED_1M: SeedCounts = { clients: 5_000, agents: 50, requests: 1_000_000, visits: 200_000, heavyClients: 50, heavyPerClient: 1_000 };
export const SEED_1K: SeedCounts = { clients: 50, agents: 5, requests: 1_000, visits: 200, heavyClients: 1, heavyPerClient: 100 };

/** Bump when the seed's shape changes: the next run re-creates the database. */
export const SEED_VERSION = 5;

/** The ids the seed gives its rows: kind 1 client profiles, 2 agent profiles, 3 requests, 4 properties, 5 visits. */
export const BENCH_UUID_FUNCTION = `create or replace function bench.uuid(kind int, n bigint) returns uuid language sql immutable parallel safe as
  $$ select (lpad(to_hex(kind), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid $$`;

export const clientEmail = (n: number) => `client${n}@bench.thamani.test`;
export const agentEmail = (n: number) => `agent${n}@bench.thamani.test`;


/** Client roles used by the bench (disjoint, so writes never change what reads measure). */
export function benchUsers(c: SeedCounts) {
  const avg = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
  return {
    heavyClient: 1,
    readClients: avg(c.heavyClients + 1, 8),
    signInClients: avg(c.heavyClients + 9, 16),
    writeClients: avg(c.clients - 7, 8),
    agents: avg(1, Math.min(8, c.agents)),
    /** Valuers of the inspections scenarios (not the visits-list readers). */
    inspectionAgents: avg(Math.min(9, c.agents), Math.max(1, Math.min(8, c.agents - 8))),
  };
}

async function ensureDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  try {
    const name = databaseName(url);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await admin.query(`create database "${name.replace(/"/g, '""')}"`);
    }
  } finally {
    await admin.end();
  }
}

/** Monday (YYYY-MM-DD, Nairobi calendar) from which every agent's slots start, ~80% of them in the past. */
export function firstMonday(c: SeedCounts, now = new Date()): string {
  const perAgent = Math.ceil(c.visits / c.agents);
  const businessDays = Math.ceil(perAgent / 8);
  const pastWeeks = Math.floor((0.8 * businessDays) / 5) + 1;
  const nairobi = new Date(now.getTime() + 3 * 3_600_000);
  const weekday = (nairobi.getUTCDay() + 6) % 7; // Monday = 0
  const monday = new Date(Date.UTC(nairobi.getUTCFullYear(), nairobi.getUTCMonth(), nairobi.getUTCDate() - weekday - pastWeeks * 7));
  return monday.toISOString().slice(0, 10);
}

export function seedStatements(c: SeedCounts, passwordHash: string, monday: string): string[] {
  const heavyTotal = c.heavyClients * c.heavyPerClient;
  const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const towns = `array['Kilimani','Westlands','Karen','Nyali','Thika','Ruiru','Nakuru Town','Kisumu Central','Eldoret','Kitengela']`;
  const counties = `array['Nairobi','Nairobi','Nairobi','Mombasa','Kiambu','Kiambu','Nakuru','Kisumu','Uasin Gishu','Kajiado']`;
  return [
    // Users: clients, then agents.
    `create temp table bench_people on commit drop as
       select 'client' as kind, n, 'bench-client-' || n as user_id, bench.uuid(1, n) as profile_id,
              'client' || n || '@bench.thamani.test' as email, 'Client ' || n || ' Mwangi' as name, 'user' as role
         from generate_series(1, ${c.clients}) n
       union all
       select 'agent', n, 'bench-agent-' || n, bench.uuid(2, n),
              'agent' || n || '@bench.thamani.test', 'Agent ' || n || ' Otieno', 'agent'
         from generate_series(1, ${c.agents}) n`,
    `insert into "user" (id, name, email, email_verified, created_at, updated_at)
       select user_id, name, email, true, now() - interval '400 days', now() - interval '400 days' from bench_people`,
    `insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at)
       select 'bench-account-' || user_id, user_id, 'credential', user_id, ${lit(passwordHash)}, now() - interval '400 days', now() - interval '400 days'
         from bench_people`,
    `insert into profiles (id, user_id, full_name, email, phone)
       select profile_id, user_id, name, email, '+254 7' || lpad((n * 7919 % 100000000)::text, 8, '0')
         from bench_people`,
    // The VRB number lives on the valuer's own profile (migration 0005).
    `insert into valuer_profiles (profile_id, vrb_number) select profile_id, 'VRB/' || n from bench_people where kind = 'agent'`,
    `insert into user_roles (user_id, role) select user_id, role from bench_people`,
    // One row per request with everything derived from its number i.
    `create temp table bench_plan on commit drop as
       with base as (
         select i, i / 5 as j, (i % 5 = 0 and i / 5 < ${c.visits}) as has_visit,
                case when i < ${heavyTotal} then i / ${c.heavyPerClient} + 1
                     else ${c.heavyClients} + 1 + ((i::bigint * 2654435761) % 4294967296) % ${c.clients - c.heavyClients} end as client_n
           from generate_series(0, ${c.requests - 1}) i
       ), slots as (
         select *, j / ${c.agents} as k,
                case when has_visit then (date ${lit(monday)} + (((j / ${c.agents}) / 8) / 5 * 7 + ((j / ${c.agents}) / 8) % 5) * interval '1 day'
                                          + (9 + (j / ${c.agents}) % 8) * interval '1 hour') at time zone 'Africa/Nairobi' end as visit_at
           from base
       ), statused as (
         select *,
                case when not has_visit then null when visit_at >= now() then 'scheduled' when j % 10 = 9 then 'cancelled' else 'completed' end as visit_status
           from slots
       )
       select i, j, has_visit, client_n, visit_at, visit_status,
              bench.uuid(3, i) as request_id,
              bench.uuid(4, i) as property_id,
              bench.uuid(5, j) as visit_id,
              bench.uuid(1, client_n) as client_id,
              case when has_visit then bench.uuid(2, j % ${c.agents} + 1)
                   when i % 5 = 3 then bench.uuid(2, i % ${c.agents} + 1) end as agent_id,
              case when has_visit then case visit_status when 'scheduled' then 'visit_scheduled' when 'cancelled' then 'assigned'
                                                         else (array['in-progress','under_review','completed'])[j % 3 + 1] end
                   else case i % 5 when 3 then 'assigned' when 4 then 'cancelled' else 'pending' end end as status,
              case when has_visit then least(visit_at - interval '10 days', now() - interval '1 hour')
                   else now() - make_interval(secs => ((i::bigint * 7919) % ${c.requests}) * (94608000.0 / ${c.requests}) + 3600) end as requested_at
         from statused`,
    `insert into properties (id, title, property_type, county, town, address, lr_number, size_sqm, bedrooms, price, owner_id, created_at, updated_at)
       select property_id,
              (array['3-bedroom house','Office block','Warehouse','Quarter-acre plot','Maisonette','Shop front'])[i % 6 + 1] || ' #' || i,
              (array['residential','commercial','industrial','land','residential','commercial'])[i % 6 + 1],
              (${counties})[i % 10 + 1], (${towns})[i % 10 + 1],
              (i % 400 + 1) || ' ' || (array['Ngong Rd','Moi Ave','Kenyatta Ave','Waiyaki Way','Mombasa Rd'])[i % 5 + 1],
              'LR No. ' || (200 + i % 50) || '/' || i,
              100 + i % 900, case when i % 6 in (0, 4) then 1 + i % 5 end,
              2000000 + (i::bigint * 7919) % 50000000, client_id, requested_at, requested_at
         from bench_plan`,
    `insert into valuation_requests (id, property_id, requester_id, assigned_agent_id, status, priority, purpose, preferred_date,
                                     contact_phone, notes, cancel_reason, requested_at, due_date, updated_at)
       select request_id, property_id, client_id, agent_id, status,
              (array['normal','normal','normal','high','low','urgent'])[i % 6 + 1],
              (array['sale','mortgage','insurance','probate','rental','other'])[i % 6 + 1],
              (requested_at + interval '7 days')::date,
              '+254 7' || lpad((i::bigint * 7919 % 100000000)::text, 8, '0'),
              case when i % 3 = 0 then 'Gate code ' || (i % 10000) end,
              case when status = 'cancelled' then 'No longer needed' end,
              requested_at, requested_at + interval '14 days', requested_at
         from bench_plan`,
    `insert into site_visits (id, request_id, property_id, agent_id, client_id, scheduled_date, duration_minutes, notes, status,
                              cancel_reason, created_at, updated_at)
       select visit_id, request_id, property_id, agent_id, client_id, visit_at, 60,
              case when j % 4 = 0 then 'Meet the caretaker at the gate' end, visit_status,
              case when visit_status = 'cancelled' then 'Client unavailable' end, requested_at, requested_at
         from bench_plan where has_visit`,
  ];
}

/**
 * Make sure `url` holds the app's schema (its own migrations) and this seed; returns quickly
 * when bench.meta says the same seed is already there. Also clears what earlier bench runs
 * added (sessions, rate-limit rows, requests created by the write benchmark).
 */
export async function ensureSeeded(url: string, counts: SeedCounts, log: (line: string) => void): Promise<void> {
  await ensureDatabase(url);
  const key = JSON.stringify({ v: SEED_VERSION, ...counts });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create schema if not exists bench; create table if not exists bench.meta (key text primary key, value text not null)');
    const found = await client.query<{ value: string }>("select value from bench.meta where key = 'seed'");
    const seededAt = await client.query<{ value: string }>("select value from bench.meta where key = 'seeded_at'");
    const current = found.rows[0]?.value === key;
    if (!current) {
      log(`seeding ${databaseName(url)} (${counts.requests.toLocaleString('en')} requests)…`);
      await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public');
    }
    // The app's own migrations (also applies any migration added since the last seed).
    const database = await openPostgres(url, 2);
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    if (current) {
      const at = seededAt.rows[0]?.value ?? new Date().toISOString();
      await client.query('delete from session; delete from rate_limits; delete from audit_logs; delete from notifications');
      // Inspections and their photos exist only because an earlier inspections run made them
      // (the seed makes none; their stored files lived in that run's temporary DATA_DIR).
      await client.query('delete from documents where inspection_id is not null; delete from inspections');
      // Requests created by the last run, and their properties by primary key. FK triggers are off:
      // each deleted property would otherwise scan valuation_requests (no index on property_id;
      // the app never deletes properties) — minutes for a few thousand rows at 1M.
      await client.query('begin');
      await client.query("set local session_replication_role = 'replica'");
      await client.query(
        `with gone as (delete from valuation_requests where requested_at > $1 returning property_id)
         delete from properties where id in (select property_id from gone)`,
        [at],
      );
      await client.query('commit');
      return;
    }
    const started = Date.now();
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    await client.query(BENCH_UUID_FUNCTION);
    await client.query('begin');
    // Every row is consistent by construction: skip per-row FK triggers while loading, and
    // build the secondary indexes once at the end instead of row by row.
    await client.query("set local session_replication_role = 'replica'");
    await client.query("set local maintenance_work_mem = '256MB'");
    await client.query("set local work_mem = '64MB'");
    const indexes = await client.query<{ indexname: string; indexdef: string }>(
      `select i.indexname, i.indexdef from pg_indexes i
        where i.schemaname = 'public' and i.tablename in ('properties', 'valuation_requests', 'site_visits')
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    );
    for (const index of indexes.rows) {
      await client.query(`drop index "${index.indexname}"`);
    }
    for (const statement of seedStatements(counts, passwordHash, firstMonday(counts))) {
      const t = Date.now();
      await client.query(statement);
      log(`  ${statement.trim().split(/\s+/).slice(0, 3).join(' ')}… ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
    const t = Date.now();
    for (const index of indexes.rows) {
      await client.query(index.indexdef);
    }
    log(`  ${indexes.rows.length} indexes rebuilt in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    await client.query(
      `insert into bench.meta (key, value) values ('seed', $1), ('seeded_at', now()::text)
         on conflict (key) do update set value = excluded.value`,
      [key],
    );
    await client.query('commit');
    await client.query('vacuum analyze');
    log(`seeded ${databaseName(url)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}
