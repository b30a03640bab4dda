import pg from 'pg';
import { oursRead, READ_CASES, round2, signInReadUsers, type ReadCase, type ReadUsers } from './api.ts';
import { capturedQueries } from './bare-server.ts';
import { measure, type LoadResult } from './load.ts';
import { signInAll } from './users.ts';
import { agentEmail, benchUsers, clientEmail, type SeedCounts } from './seed.ts';

export interface ScaleRow {
  name: string;
  p50_1k_ms: number;
  p50_1m_ms: number;
  ratio: number;
}

export interface ScaleSide {
  counts: SeedCounts;
  appUrl: string;
  databaseUrl: string;
  /** Already measured (the API bench's "ours" runs), reused instead of measuring again. */
  known?: Map<ReadCase, LoadResult>;
}

/** Who is measured, for the printed note (counted in the database). */
export async function describeUsers(c: SeedCounts, databaseUrl: string): Promise<string> {
  const u = benchUsers(c);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const count = async (sql: string, emails: string[]) =>
      (await db.query<{ n: number[] }>(`select array_agg(n order by n) as n from (${sql}) x`, [emails])).rows[0]?.n ?? [];
    const requests = (emails: string[]) =>
      count('select count(r.id)::int as n from profiles p left join valuation_requests r on r.requester_id = p.id where p.email = any($1) group by p.id', emails);
    const visits = (emails: string[]) =>
      count('select count(v.id)::int as n from profiles p left join site_visits v on v.agent_id = p.id where p.email = any($1) group by p.id', emails);
    const range = (n: number[]) => (n.length === 0 ? '?' : n[0] === n.at(-1) ? `${n[0]}` : `${n[0]}–${n.at(-1)}`);
    return (
      `average clients #${u.readClients[0]}–#${u.readClients.at(-1)} (${range(await requests(u.readClients.map(clientEmail)))} requests each), ` +
      `heavy client #${u.heavyClient} (${range(await requests([clientEmail(u.heavyClient)]))} requests), ` +
      `agents #1–#${u.agents.length} (${range(await visits(u.agents.map(agentEmail)))} visits each)`
    );
  } finally {
    await db.end();
  }
}

async function side(s: ScaleSide): Promise<Map<string, number>> {
  const users = await signInReadUsers(s.appUrl, s.databaseUrl, s.counts);
  const heavy: ReadUsers = { clients: await signInAll(s.appUrl, s.databaseUrl, [clientEmail(benchUsers(s.counts).heavyClient)]), agents: users.agents };
  const out = new Map<string, number>();
  for (const name of READ_CASES) {
    const r = s.known?.get(name) ?? (await measure(oursRead(name, s.appUrl, users)));
    out.set(name, r.p50Fine);
  }
  for (const name of ['client request list', 'client stats'] as const) {
    const r = await measure(oursRead(name, s.appUrl, heavy));
    out.set(`${name} (heavy client)`, r.p50Fine);
  }
  return out;
}

/**
 * The three reads (and the heavy client's two) at 1k and at 1M requests: p50 and p50(1M)/p50(1k).
 * The p50s are the answers' own times to the microsecond, not autocannon's whole milliseconds: at
 * 3–7 ms one millisecond of rounding alone moved a ratio by 0.2–0.5.
 */
export async function runScaleBench(small: ScaleSide, large: ScaleSide, log: (line: string) => void): Promise<ScaleRow[]> {
  log(`  1k: ${await describeUsers(small.counts, small.databaseUrl)}`);
  log(`  1M: ${await describeUsers(large.counts, large.databaseUrl)}`);
  const a = await side(small);
  const b = await side(large);
  return [...a.keys()].map((name) => {
    const p1k = a.get(name) ?? 0;
    const p1m = b.get(name) ?? 0;
    return { name, p50_1k_ms: round2(p1k), p50_1m_ms: round2(p1m), ratio: p1k > 0 ? round2(p1m / p1k) : 0 };
  });
}

/** EXPLAIN each read on the big database for a real user; returns lines naming any sequential scan. */
export async function explainReads(databaseUrl: string, counts: SeedCounts): Promise<string[]> {
  const q = await capturedQueries();
  const u = benchUsers(counts);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const id = async (email: string) => (await client.query<{ id: string }>('select id from profiles where email = $1', [email])).rows[0]?.id ?? '';
    const clientId = await id(`client${u.heavyClient}@bench.thamani.test`);
    const agentId = await id('agent1@bench.thamani.test');
    const lines: string[] = [];
    const cases: Array<[string, { text: string; params: unknown[] }, string]> = [
      ['client request list', q.requestList, clientId],
      ['client stats', q.requestStats, clientId],
      ['agent visits list', q.visitList, agentId],
    ];
    for (const [name, query, who] of cases) {
      const values = query.params.map((p) => (p === '00000000-0000-4000-8000-00000000beef' ? who : p));
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain ${query.text}`, values);
      const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      const scans = [
        ...new Set(
          [...text.matchAll(/(Seq Scan|Index Only Scan|Index Scan|Bitmap Index Scan|Bitmap Heap Scan)(?: using (\w+))? on (\w+)/g)].map((m) =>
            m[2] ? `${m[1]} using ${m[2]}` : `${m[1]} on ${m[3]}`,
          ),
        ),
      ];
      lines.push(`  EXPLAIN ${name}: ${scans.join(', ')}${/Seq Scan/.test(text) ? '  <-- sequential scan' : ''}`);
    }
    return lines;
  } finally {
    await client.end();
  }
}
