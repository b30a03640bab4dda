/**
 * The "physical limit" twin of the app for `npm run bench`: a bare Fastify server (run as its
 * own child process) on the same database with the same pg Pool size, whose handlers run the
 * app's own data queries — the SQL is taken from apps/server's query functions with drizzle's
 * toSQL(), so it stays in step with them — and nothing else: no auth, no validation, no
 * response schemas, no helmet, no logging. Sign-in does what a password sign-in must do at
 * least (scrypt verification with better-auth's hasher + a session insert); creating a request
 * does the app's three inserts in one transaction, its NOTIFY, and the detail read.
 *
 * Callers name themselves in the query string (?p=<profile id>) since there is no auth.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { verifyPassword } from '@better-auth/utils/password';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import type { Db } from '../apps/server/src/db/client.ts';
import { countRequestsByRequester, getLatestVisit, getRequestRow, listRequestsByRequester, listTimeline } from '../apps/server/src/modules/requests/requests.queries.ts';
import { listVisits } from '../apps/server/src/modules/visits/visits.queries.ts';
import { POOL_MAX } from './config.ts';

const PAGE = 20;
const SENTINEL = '00000000-0000-4000-8000-00000000beef';
/** Where the deployment's firm goes (read from the database at start, as the app does). */
const FIRM_SENTINEL = '00000000-0000-4000-8000-00000000f17a';

interface Captured {
  text: string;
  /** Bind values with SENTINEL where the caller's id goes and FIRM_SENTINEL where the firm's. */
  params: unknown[];
}

let firmId = FIRM_SENTINEL;
const bind = (q: Captured, id: string) => q.params.map((p) => (p === SENTINEL ? id : p === FIRM_SENTINEL ? firmId : p));

/**
 * The SQL the app's query functions send, captured with drizzle's logger on a mock database
 * (the mock then fails to execute, which is expected and ignored).
 */
export async function capturedQueries() {
  const logged: Captured[] = [];
  const db = drizzle.mock({ logger: { logQuery: (text, params) => void logged.push({ text, params }) } }) as unknown as Db;
  const one = async (run: () => PromiseLike<unknown>): Promise<Captured> => {
    logged.length = 0;
    try {
      await run();
    } catch {
      // no database behind the mock
    }
    const captured = logged[0];
    if (!captured) {
      throw new Error('no query captured');
    }
    return captured;
  };
  return {
    requestList: await one(() => listRequestsByRequester(db, FIRM_SENTINEL, SENTINEL, {}, null, PAGE)),
    requestStats: await one(() => countRequestsByRequester(db, SENTINEL)),
    visitList: await one(() => listVisits(db, FIRM_SENTINEL, SENTINEL, {}, null, PAGE)),
    requestRow: await one(() => getRequestRow(db, FIRM_SENTINEL, SENTINEL)),
    latestVisit: await one(() => getLatestVisit(db, SENTINEL)),
    timeline: await one(() => listTimeline(db, SENTINEL)),
  };
}

async function main(): Promise<void> {
  const q = await capturedQueries();
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_MAX });
  pool.on('error', () => undefined);
  firmId = String((await pool.query<{ id: string }>('select deployment_firm_id() as id')).rows[0]?.id);
  const app = Fastify({ logger: false });

  const profileOf = (query: unknown) => String((query as { p?: string }).p ?? '');

  app.get('/api/health', async () => ({ status: 'ok' }));

  // Named statements, as the app prepares these three reads (parsed and planned once per connection).
  app.get('/requests', async (request) => {
    const rows = await pool.query({ name: 'bare_request_list', text: q.requestList.text, values: bind(q.requestList, profileOf(request.query)), rowMode: 'array' });
    return { items: rows.rows.slice(0, PAGE), more: rows.rows.length > PAGE };
  });

  app.get('/requests/stats', async (request) => {
    const rows = await pool.query({ name: 'bare_request_stats', text: q.requestStats.text, values: bind(q.requestStats, profileOf(request.query)), rowMode: 'array' });
    return rows.rows[0];
  });

  app.get('/visits', async (request) => {
    const rows = await pool.query({ name: 'bare_visit_list', text: q.visitList.text, values: bind(q.visitList, profileOf(request.query)), rowMode: 'array' });
    return { items: rows.rows.slice(0, PAGE), more: rows.rows.length > PAGE };
  });

  app.post('/sign-in', async (request, reply) => {
    const { email, password } = request.body as { email: string; password: string };
    const found = await pool.query<{ user_id: string; password: string }>(
      `select a.user_id, a.password from "user" u join account a on a.user_id = u.id and a.provider_id = 'credential' where u.email = $1 limit 1`,
      [email.toLowerCase()],
    );
    const row = found.rows[0];
    if (!row || !(await verifyPassword(row.password, password))) {
      return reply.status(401).send({ code: 'UNAUTHENTICATED' });
    }
    const token = randomBytes(24).toString('base64url');
    await pool.query(
      `insert into session (id, expires_at, token, created_at, updated_at, ip_address, user_agent, user_id)
       values ($1, now() + interval '7 days', $2, now(), now(), $3, $4, $5)`,
      [randomUUID(), token, request.ip, request.headers['user-agent'] ?? '', row.user_id],
    );
    return { token };
  });

  app.post('/requests', async (request, reply) => {
    const profileId = profileOf(request.query);
    const body = request.body as Record<string, string | number>;
    const client = await pool.connect();
    let requestId: string;
    try {
      await client.query('begin');
      const property = await client.query<{ id: string }>(
        `insert into properties (id, title, property_type, county, town, address, lr_number, size_sqm, bedrooms, price, owner_id, created_at, updated_at)
         values (default, $1, $2, $3, $4, $5, $6, $7, $8, default, $9, default, default) returning id`,
        [body.title, body.propertyType, body.county, body.town, body.address, body.lrNumber, body.sizeSqm, body.bedrooms, profileId],
      );
      const propertyId = property.rows[0]?.id;
      const inserted = await client.query<{ id: string }>(
        `insert into valuation_requests (id, property_id, requester_id, assigned_agent_id, status, priority, purpose, preferred_date, contact_phone, notes, cancel_reason, requested_at, due_date, updated_at)
         values (default, $1, $2, default, 'pending', 'normal', $3, $4, $5, $6, default, $7, $8, default) returning id`,
        [propertyId, profileId, body.purpose, body.preferredDate, body.contactPhone, body.notes, new Date(), new Date(Date.now() + 14 * 86_400_000)],
      );
      requestId = inserted.rows[0]?.id ?? '';
      await client.query(
        `insert into audit_logs (id, action_type, entity_type, entity_id, user_id, details, created_at) values (default, $1, $2, $3, $4, $5, default)`,
        ['request_created', 'valuation_request', requestId, null, JSON.stringify({ status: 'pending', property_id: propertyId, property_title: body.title })],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
    await pool.query('select pg_notify($1, $2)', ['thamani_bench_bare', JSON.stringify({ requestId })]);
    const [row, visit, timeline] = await Promise.all([
      pool.query(q.requestRow.text, bind(q.requestRow, requestId)),
      pool.query(q.latestVisit.text, bind(q.latestVisit, requestId)),
      pool.query(q.timeline.text, bind(q.timeline, requestId)),
    ]);
    return reply.status(201).send({ request: row.rows[0], visit: visit.rows[0] ?? null, timeline: timeline.rows });
  });

  await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
  const shutdown = () => {
    void app.close().then(() => pool.end()).then(() => process.exit(0));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  void main();
}
