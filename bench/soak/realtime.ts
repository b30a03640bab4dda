import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { NOTIFICATION_TEXTS } from '@thamani/domain/lifecycle-messages';
import { createAgent, sleep } from './http.ts';
import { Metrics } from './metrics.ts';
import { RoundRobinProxy, type ProxyLogEntry } from './proxy.ts';
import { createPgDatabase, ServerProcess, type BuildSnapshot } from './server-process.ts';
import { requestBody } from './traffic.ts';
import { ipFor, PASSWORD, signUpAndIn, SimUser } from './users.ts';

/**
 * Part 3: two server processes on one PostgreSQL behind a round-robin proxy. A real browser,
 * signed in as a client through the proxy, has its event stream on backend A; an agent accepts
 * the client's request through backend B; the notification must appear in the browser (the
 * bell's unread count and the toast) within a few seconds — LISTEN/NOTIFY carries it across.
 */

export interface RealtimeOptions {
  build: BuildSnapshot;
  workDir: string;
  ports: { a: number; b: number; proxy: number };
  /** How long the notification may take to show. */
  withinMs: number;
}

export interface RealtimeResult {
  ok: boolean;
  problems: string[];
  sseBackend: number | null;
  acceptBackend: number | null;
  latencyMs: number | null;
  shown: string;
  perBackend: number[];
  proxyRequests: number;
  metrics: Metrics;
}

export async function runRealtime(opts: RealtimeOptions): Promise<RealtimeResult> {
  const problems: string[] = [];
  const metrics = new Metrics();
  const db = await createPgDatabase('realtime');
  const proxyUrl = `http://127.0.0.1:${opts.ports.proxy}`;
  const servers = [opts.ports.a, opts.ports.b].map(
    (port, i) =>
      new ServerProcess(opts.build, {
        name: `realtime-${'AB'[i]}`,
        port,
        dataDir: path.join(opts.workDir, `realtime-${i}`),
        databaseUrl: db.url,
        publicUrl: proxyUrl,
        trustProxy: true,
        logFile: path.join(opts.workDir, `realtime-${'AB'[i]}.log`),
      }),
  );
  const proxy = new RoundRobinProxy(servers.map((s) => s.url));
  let browser: Browser | null = null;
  const result: RealtimeResult = {
    ok: false,
    problems,
    sseBackend: null,
    acceptBackend: null,
    latencyMs: null,
    shown: '',
    perBackend: [],
    proxyRequests: 0,
    metrics,
  };
  try {
    // One after the other: both apply the (same) migrations at start.
    for (const s of servers) {
      await s.start();
    }
    await proxy.listen(opts.ports.proxy);

    const pool = createAgent();
    const stamp = Date.now().toString(36);
    const client = new SimUser(proxyUrl, pool, metrics, 'user', ipFor(1, 30), `realtime-${stamp}-client`);
    const agent = new SimUser(proxyUrl, pool, metrics, 'agent', ipFor(2, 30), `realtime-${stamp}-agent`);
    if ((await signUpAndIn([client, agent], 2)).length !== 2) {
      problems.push('sign-up / sign-in through the proxy failed');
      return result;
    }
    const body = { ...requestBody(1), title: `Realtime check ${stamp}` };
    const created = await client.call<{ id: string }>('POST /api/requests', 'POST', '/api/requests', {
      body,
      ok: [201],
    });
    if (!created) {
      problems.push('the client could not order a valuation through the proxy');
      return result;
    }

    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const context = await browser.newContext({ baseURL: proxyUrl });
    const signIn = await context.request.post('/api/auth/sign-in/email', {
      data: { email: client.email, password: PASSWORD },
      headers: { origin: proxyUrl },
    });
    if (signIn.status() !== 200) {
      problems.push(`browser sign-in through the proxy: HTTP ${signIn.status()}`);
      return result;
    }
    const page = await context.newPage();
    const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200, {
      timeout: 30_000,
    });
    await page.goto('/dashboard');
    await stream;
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
    await bell.waitFor({ state: 'visible', timeout: 15_000 });
    await sleep(500);

    // Which backend holds the browser's open event stream (from the proxy's own log)?
    const openStreams = proxy.log.filter(
      (e) => e.path.startsWith('/api/events') && e.status === 200 && e.closedAt === null,
    );
    const sse: ProxyLogEntry | undefined = openStreams[openStreams.length - 1];
    if (!sse) {
      problems.push('no open /api/events stream in the proxy log');
      return result;
    }
    if (openStreams.length > 1) {
      problems.push(`${openStreams.length} event streams open (expected 1)`);
    }
    result.sseBackend = sse.backend;
    const other = 1 - sse.backend;

    // The agent accepts through the other backend.
    const texts = NOTIFICATION_TEXTS.requestAssignedClient(body.title, agent.name);
    const toast = page.getByText(texts.title, { exact: true }).first();
    const started = Date.now();
    const accepted = await agent.call(
      'POST /api/requests/:id/accept',
      'POST',
      `/api/requests/${created.data.id}/accept`,
      {
        body: {},
        headers: { 'x-soak-backend': String(other) },
      },
    );
    const acceptEntry = proxy.log.filter((e) => e.path === `/api/requests/${created.data.id}/accept`).pop();
    result.acceptBackend = acceptEntry?.backend ?? null;
    if (!accepted) {
      problems.push('the agent could not accept through the proxy');
      return result;
    }
    if (result.acceptBackend === sse.backend) {
      problems.push('the accept was served by the same backend as the event stream');
    }
    const unread = page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
    try {
      await Promise.all([
        unread.waitFor({ state: 'visible', timeout: opts.withinMs }),
        toast.waitFor({ state: 'visible', timeout: opts.withinMs }),
      ]);
      result.latencyMs = Date.now() - started;
      result.shown = `bell "Notifications, 1 unread" and toast "${texts.title}: ${texts.body}"`;
    } catch {
      problems.push(
        `the notification did not show in the browser within ${opts.withinMs} ms (bell: "${await bell.getAttribute('aria-label').catch(() => '?')}")`,
      );
    }
    if (sse.closedAt !== null) {
      problems.push(
        'the event stream on backend A closed during the check (the browser reconnected, so the check is not conclusive)',
      );
    }
    await context.close();
    pool.destroy();
    result.ok = problems.length === 0 && metrics.totals.errors === 0;
    return result;
  } catch (error) {
    problems.push(`realtime check failed: ${(error as Error).message.split('\n')[0]}`);
    return result;
  } finally {
    result.perBackend = proxy.counts();
    result.proxyRequests = proxy.log.length;
    await browser?.close().catch(() => undefined);
    await proxy.close().catch(() => undefined);
    for (const s of servers) {
      await s.stop();
    }
    await db.drop();
  }
}
