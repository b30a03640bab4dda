import pg from 'pg';
import { oursRead, READ_CASES, round2, signInReadUsers, type ReadUsers } from './api.ts';
import { capturedQueries } from './bare-server.ts';
import { measure, type Target } from './load.ts';
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

/** Each read's target on one side (the three reads, then the heavy client's two). */
async function targets(s: ScaleSide): Promise<Map<string, Target>> {
  const users = await signInReadUsers(s.appUrl, s.databaseUrl, s.counts);
  const heavy: ReadUsers = { clients: await signInAll(s.appUrl, s.databaseUrl, [clientEmail(benchUsers(s.counts).heavyClient)]), agents: users.agents };
  const out = new Map<string, Target>();
  for (const name of READ_CASES) {
    out.set(name, oursRead(name, s.appUrl, users));
  }
  for (const name of ['client request list', 'client stats'] as const) {
    out.set(`${name} (heavy client)`, oursRead(name, s.appUrl, heavy));
  }
  return out;
}

/** Measured rounds per read and side: 1k then 1M, then 1M then 1k, and so on. */
export const SCALE_ROUNDS = 2;

/**
 * The three reads (and the heavy client's two) at 1k and at 1M requests: p50 and p50(1M)/p50(1k).
 * The p50s are the answers' own times to the microsecond, not autocannon's whole milliseconds: at
 * 3–7 ms one millisecond of rounding alone moved a ratio by 0.2–0.5. Each read is measured on
 * both sides back to back, alternating which goes first, and each side's p50 is the mean over
 * the rounds: measured minutes apart (or reused from the API part), a change in the machine's
 * load between the two sides showed as a scale ratio of 1.8–2.1.
 */
export async function runScaleBench(small: ScaleSide, large: ScaleSide, log: (line: string) => void): Promise<ScaleRow[]> {
  log(`  1k: ${await describeUsers(small.counts, small.databaseUrl)}`);
  log(`  1M: ${await describeUsers(large.counts, large.databaseUrl)}`);
  const a = await targets(small);
  const b = await targets(large);
  const rows: ScaleRow[] = [];
  for (const [name, smallTarget] of a) {
    const largeTarget = b.get(name);
    if (!largeTarget) {
      continue;
    }
    const p1k: number[] = [];
    const p1m: number[] = [];
    for (let round = 0; round < SCALE_ROUNDS; round++) {
      const pair: Array<[Target, number[]]> = [
        [smallTarget, p1k],
        [largeTarget, p1m],
      ];
      for (const [target, into] of round % 2 === 0 ? pair : pair.reverse()) {
        into.push((await measure(target)).p50Fine);
      }
    }
    const mean = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
    const [m1k, m1m] = [mean(p1k), mean(p1m)];
    log(`  ${name}: 1k ${p1k.map(round2).join(', ')} ms; 1M ${p1m.map(round2).join(', ')} ms`);
    rows.push({ name, p50_1k_ms: round2(m1k), p50_1m_ms: round2(m1m), ratio: m1k > 0 ? round2(m1m / m1k) : 0 });
  }
  return rows;
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
