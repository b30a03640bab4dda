import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { NOTIFICATION_TEXTS } from '@thamani/domain/lifecycle-messages';
import { createAgent, sleep } from './http.ts';
import { Metrics } from './metrics.ts';
import { RoundRobinProxy, type ProxyLogEntry } from './proxy.ts';
import { createPgDatabase, ServerProcess, type BuildSnapshot } from './server-process.ts';
import { requestBody } from './traffic.ts';
import { EventStream, ipFor, PASSWORD, signUpAndIn, SimUser } from './users.ts';

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

/** One check of the capacity run's cross-process probe. */
export interface CrossCheck {
  /** Backend holding the client's event stream (A) and backend that served the accept (B). */
  streamBackend: number | null;
  actionBackend: number | null;
  ok: boolean;
  /** From sending the accept to both events on the stream. */
  ms: number | null;
  why: string | null;
}

export interface CrossTally {
  ok: number;
  failed: number;
  /** The probe's request was taken by someone else first (an agent or admin of the load): not a check. */
  skipped: number;
  /** Slowest successful delivery, ms. */
  max_ms: number | null;
  /** The first failures' reasons. */
  failures: string[];
}

/**
 * The same check as part 3, without a browser, repeated while the capacity run's load runs: a
 * client opens its event stream through the proxy (which answers with the backend that holds it,
 * A); the client orders a valuation; an agent accepts it through another backend B (forced with
 * `x-soak-backend`, rotating over all the others); the client's stream on A must receive the
 * request's `request.updated` (no longer pending) and a `notification` within `withinMs` — the
 * event crossed from B to A through PostgreSQL LISTEN/NOTIFY. Its calls are kept out of the
 * step's metrics (a handful against the load's hundreds).
 */
export class CrossProcessProbe {
  readonly metrics = new Metrics();
  private readonly client: SimUser;
  private readonly agent: SimUser;
  private rotation = 0;
  private orders = 0;

  constructor(
    base: string,
    pool: ReturnType<typeof createAgent>,
    label: string,
    private backends: number,
    private readonly withinMs: number,
  ) {
    this.client = new SimUser(base, pool, this.metrics, 'user', ipFor(1, 31), `${label}-probe-client`);
    this.agent = new SimUser(base, pool, this.metrics, 'agent', ipFor(2, 31), `${label}-probe-agent`);
  }

  /** Sign both people up and in (through `via`, e.g. a sign-up server without a share), then use `base`. */
  async setup(via: string, base: string, backends: number): Promise<void> {
    if (!this.client.cookie) {
      for (const p of [this.client, this.agent]) {
        p.base = via;
      }
      if ((await signUpAndIn([this.client, this.agent], 2)).length !== 2) {
        throw new Error(
          `the cross-process probe could not sign up and in: ${this.metrics.errorSamples.slice(0, 2).join('; ')}`,
        );
      }
    }
    for (const p of [this.client, this.agent]) {
      p.base = base;
      p.token = null;
    }
    this.backends = backends;
  }

  async check(): Promise<CrossCheck | null> {
    const result: CrossCheck = { streamBackend: null, actionBackend: null, ok: false, ms: null, why: null };
    let requestId = '';
    let sentAt = 0;
    let updatedAt: number | null = null;
    let notifiedAt: number | null = null;
    const stream = new EventStream(this.client, this.metrics, (name, data) => {
      if (sentAt === 0) {
        return;
      }
      const d = data as { requestId?: string; status?: string } | null;
      if (name === 'request.updated' && d?.requestId === requestId && d.status !== 'pending') {
        updatedAt ??= Date.now();
      } else if (name === 'notification') {
        notifiedAt ??= Date.now();
      }
    });
    try {
      await stream.open();
      result.streamBackend = stream.servedBy;
      if (!stream.opened || stream.servedBy === null) {
        result.why = 'the event stream did not open through the proxy (or the proxy did not say where)';
        return result;
      }
      this.orders += 1;
      const created = await this.client.call<{ id: string }>('POST /api/requests', 'POST', '/api/requests', {
        body: { ...requestBody(this.orders), title: `Cross-process check ${this.orders}` },
        ok: [201],
      });
      if (!created) {
        result.why = `the probe's order failed: ${this.metrics.errorSamples.at(-1) ?? '?'}`;
        return result;
      }
      requestId = created.data.id;
      const others = Array.from({ length: this.backends }, (_, i) => i).filter((i) => i !== stream.servedBy);
      const target = others[this.rotation++ % others.length]!;
      sentAt = Date.now();
      const accepted = await this.agent.call(
        'POST /api/requests/:id/accept',
        'POST',
        `/api/requests/${requestId}/accept`,
        {
          body: {},
          conflicts: [404, 409],
          headers: { 'x-soak-backend': String(target) },
        },
      );
      result.actionBackend = accepted?.servedBy ?? null;
      if (accepted?.outcome === 'conflict') {
        return null;
      }
      if (!accepted) {
        result.why = `the probe's accept failed: ${this.metrics.errorSamples.at(-1) ?? '?'}`;
        return result;
      }
      if (accepted.servedBy === stream.servedBy || accepted.servedBy === null) {
        result.why = `the accept was served by backend ${accepted.servedBy}, the stream's own (${stream.servedBy})`;
        return result;
      }
      while (Date.now() - sentAt < this.withinMs && (updatedAt === null || notifiedAt === null)) {
        await sleep(20);
      }
      if (updatedAt === null || notifiedAt === null) {
        result.why = `within ${this.withinMs} ms the stream on backend ${stream.servedBy} got ${updatedAt === null ? 'no request.updated' : 'the request.updated'} and ${notifiedAt === null ? 'no notification' : 'the notification'} for the accept on backend ${accepted.servedBy}`;
        return result;
      }
      if (stream.drops > 0) {
        result.why = 'the event stream dropped during the check (a reconnect may land elsewhere: not conclusive)';
        return result;
      }
      result.ms = Math.max(updatedAt, notifiedAt) - sentAt;
      result.ok = true;
      return result;
    } finally {
      stream.close();
    }
  }

  /** Checks one after the other — at least one — until `until` (epoch ms) leaves no room for another. */
  async during(until: number, pauseMs = 1000): Promise<CrossTally> {
    const tally: CrossTally = { ok: 0, failed: 0, skipped: 0, max_ms: null, failures: [] };
    do {
      const c = await this.check().catch((error: unknown): CrossCheck => ({
        streamBackend: null,
        actionBackend: null,
        ok: false,
        ms: null,
        why: `the check threw: ${(error as Error).message}`,
      }));
      if (c === null) {
        tally.skipped += 1;
      } else if (c.ok) {
        tally.ok += 1;
        tally.max_ms = Math.max(tally.max_ms ?? 0, c.ms ?? 0);
      } else {
        tally.failed += 1;
        if (tally.failures.length < 3) {
          tally.failures.push(c.why ?? 'failed');
        }
      }
      await sleep(pauseMs);
    } while (Date.now() + this.withinMs + pauseMs < until || (tally.ok + tally.failed === 0 && tally.skipped < 5));
    return tally;
  }
}
