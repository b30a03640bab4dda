import { LOAD } from './config.ts';
import { measure, rotate, type LoadResult, type Target } from './load.ts';
import type { SeedCounts } from './seed.ts';
import { agentEmail, benchUsers, clientEmail } from './seed.ts';
import { signInAll, type SignedIn } from './users.ts';
import { BENCH_PASSWORD } from './config.ts';

export interface ApiRow {
  name: string;
  kind: 'read' | 'write';
  ours_rps: number;
  bare_rps: number;
  ratio: number;
  ours_p99_ms: number;
  bare_p99_ms: number;
}

export interface ReadUsers {
  clients: SignedIn[];
  agents: SignedIn[];
}

export const READ_CASES = ['client request list', 'client stats', 'agent visits list'] as const;
export type ReadCase = (typeof READ_CASES)[number];

const bearer = (u: SignedIn) => ({ authorization: `Bearer ${u.token}` });

/** The app's side of the three reads, spread over the given users. */
export function oursRead(name: ReadCase, appUrl: string, users: ReadUsers): Target {
  switch (name) {
    case 'client request list': {
      const next = rotate(users.clients);
      return { url: appUrl, method: 'GET', next: () => ({ path: '/api/requests?limit=20', headers: bearer(next()) }) };
    }
    case 'client stats': {
      const next = rotate(users.clients);
      return { url: appUrl, method: 'GET', next: () => ({ path: '/api/requests/stats', headers: bearer(next()) }) };
    }
    case 'agent visits list': {
      const next = rotate(users.agents);
      return { url: appUrl, method: 'GET', next: () => ({ path: '/api/visits?limit=20', headers: bearer(next()) }) };
    }
  }
}

function bareRead(name: ReadCase, bareUrl: string, users: ReadUsers): Target {
  const path = { 'client request list': '/requests', 'client stats': '/requests/stats', 'agent visits list': '/visits' }[name];
  const next = rotate(name === 'agent visits list' ? users.agents : users.clients);
  return { url: bareUrl, method: 'GET', next: () => ({ path: `${path}?p=${next().profileId}` }) };
}

/** A business day (Mon–Fri) about a month ahead, as the form would send. */
export function futureBusinessDate(now = new Date()): string {
  const d = new Date(now.getTime() + 30 * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) {
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return d.toISOString().slice(0, 10);
}

/** Like requestBody() in apps/server/src/test/test-app.ts: a Kilimani house numbered `n`, preferred on the next business day. */
export function requestBody(n: number): string {
  return JSON.stringify({
    title: `Kilimani 3-bedroom house ${n}`,
    propertyType: 'residential',
    county: 'Nairobi',
    town: 'Kilimani',
    address: 'Argwings Kodhek Rd, Nairobi',
    lrNumber: 'LR No. 209/12345',
    sizeSqm: 450,
    bedrooms: 3,
    purpose: 'mortgage',
    preferredDate: futureBusinessDate(),
    contactPhone: '+254 712 345 678',
    notes: 'Gate code 1234',
  });
}

export async function signInReadUsers(appUrl: string, databaseUrl: string, counts: SeedCounts, clientNumbers?: number[]): Promise<ReadUsers> {
  const u = benchUsers(counts);
  return {
    clients: await signInAll(appUrl, databaseUrl, (clientNumbers ?? u.readClients).map(clientEmail)),
    agents: await signInAll(appUrl, databaseUrl, u.agents.map(agentEmail)),
  };
}

const fmt = (r: LoadResult) => `${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`;

/** Ours vs bare, alternately, under identical autocannon settings. Returns the rows and our read results (for scale). */
/** Measured rounds of each read (ours and bare, alternately). */
export const READ_ROUNDS = 2;

export async function runApiBench(
  appUrl: string,
  bareUrl: string,
  databaseUrl: string,
  counts: SeedCounts,
  log: (line: string) => void,
): Promise<{ rows: ApiRow[] }> {
  const u = benchUsers(counts);
  const readers = await signInReadUsers(appUrl, databaseUrl, counts);
  const writers = await signInAll(appUrl, databaseUrl, u.writeClients.map(clientEmail));
  const signInEmails = u.signInClients.map(clientEmail);

  const rows: ApiRow[] = [];
  /**
   * Ours and bare back to back, `rounds` times, alternating which goes first; req/s and p99 are
   * the means over the rounds (one pair alone moved a ratio by ~0.1 when the load changed).
   */
  const pair = async (name: string, kind: 'read' | 'write', ours: Target, bare: Target, rounds = 1) => {
    const o: LoadResult[] = [];
    const b: LoadResult[] = [];
    for (let round = 0; round < rounds; round++) {
      const sides: Array<['ours' | 'bare', Target, LoadResult[]]> = [
        ['ours', ours, o],
        ['bare', bare, b],
      ];
      for (const [label, target, into] of round % 2 === 0 ? sides : sides.reverse()) {
        const r = await measure(target);
        log(`  ${name} — ${label}: ${fmt(r)}`);
        into.push(r);
      }
    }
    const mean = (rs: LoadResult[], pick: (r: LoadResult) => number) => rs.reduce((sum, r) => sum + pick(r), 0) / rs.length;
    const [oursRps, bareRps] = [mean(o, (r) => r.rps), mean(b, (r) => r.rps)];
    rows.push({
      name,
      kind,
      ours_rps: Math.round(oursRps),
      bare_rps: Math.round(bareRps),
      ratio: round2(oursRps / bareRps),
      // The answers' own 99th percentiles: autocannon's whole milliseconds made 5 ms against 3 ms a 1.67.
      ours_p99_ms: round2(mean(o, (r) => r.p99Fine)),
      bare_p99_ms: round2(mean(b, (r) => r.p99Fine)),
    });
  };

  for (const name of READ_CASES) {
    await pair(name, 'read', oursRead(name, appUrl, readers), bareRead(name, bareUrl, readers), READ_ROUNDS);
  }

  const nextSignIn = rotate(signInEmails);
  const signInBody = () => JSON.stringify({ email: nextSignIn(), password: BENCH_PASSWORD });
  await pair(
    'sign-in',
    'write',
    {
      url: appUrl,
      method: 'POST',
      connections: LOAD.signInConnections,
      next: () => ({ path: '/api/auth/sign-in/email', headers: { origin: appUrl }, body: signInBody() }),
    },
    { url: bareUrl, method: 'POST', connections: LOAD.signInConnections, next: () => ({ path: '/sign-in', body: signInBody() }) },
  );

  let n = 0;
  const nextWriter = rotate(writers);
  await pair(
    'create request',
    'write',
    { url: appUrl, method: 'POST', next: () => ({ path: '/api/requests', headers: bearer(nextWriter()), body: requestBody(n++) }) },
    { url: bareUrl, method: 'POST', next: () => ({ path: `/requests?p=${nextWriter().profileId}`, body: requestBody(n++) }) },
  );
  return { rows };
}

export const round2 = (x: number) => Math.round(x * 100) / 100;
