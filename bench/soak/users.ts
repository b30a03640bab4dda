import http from 'node:http';
import { ACCESS_TOKEN_TTL_SECONDS, TOKEN_REFRESH_THRESHOLD_SECONDS } from '@thamani/domain/limits';
import { cookiesFrom, send, type HttpError, type HttpResponse } from './http.ts';
import type { Metrics } from './metrics.ts';

export type Role = 'user' | 'agent' | 'admin';

export const PASSWORD = 'soak-pass-123';

/** 10.a.b.c for user n: every simulated person has an address of their own. */
export function ipFor(n: number, prefix = 10): string {
  return `${prefix}.${(n >> 16) & 255}.${(n >> 8) & 255}.${(n & 255) + 1}`;
}

export interface CallOptions {
  body?: unknown;
  /** Statuses that are success (default 200). */
  ok?: number[];
  /** Business refusals that are expected under concurrency (e.g. 409 when two agents race). */
  conflicts?: number[];
  timeoutMs?: number;
  /** Extra request headers. */
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  status: number;
  outcome: 'ok' | 'conflict';
  data: T;
  /** Behind the soak's proxy: the backend that answered (`x-soak-served-by`), else null. */
  servedBy: number | null;
}

function jwtExp(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}

/**
 * One simulated person, using the API the way the web app does (apps/web/src/lib): sign in with
 * e-mail and password (session cookie), POST /api/me/ensure, then GET /api/auth/token for the
 * 15-minute access token, sent as a Bearer together with the cookie; the token is refreshed when
 * 90 s or less remain, and a 401 is retried once with a fresh token.
 */
export class SimUser {
  cookie = '';
  token: string | null = null;
  tokenExp = 0;
  userId = '';
  profileId = '';
  readonly email: string;
  readonly name: string;

  constructor(
    public base: string,
    public agent: http.Agent,
    public metrics: Metrics,
    readonly role: Role,
    readonly ip: string,
    label: string,
  ) {
    this.email = `${label}@soak.thamani.test`;
    this.name = `Soak ${role === 'user' ? 'Client' : role === 'agent' ? 'Valuer' : 'Admin'} ${label}`;
  }

  private baseHeaders(withToken: boolean): Record<string, string> {
    const h: Record<string, string> = { 'x-forwarded-for': this.ip };
    if (this.cookie) {
      h.cookie = this.cookie;
    }
    if (withToken && this.token) {
      h.authorization = `Bearer ${this.token}`;
    }
    return h;
  }

  /** Send, time and classify one call; null on a network error or timeout (recorded as errors). */
  async raw(
    op: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    opts: CallOptions & { withToken?: boolean } = {},
  ): Promise<{ res: HttpResponse; outcome: 'ok' | 'conflict' | 'error' } | null> {
    const headers = { ...this.baseHeaders(opts.withToken ?? true), ...opts.headers };
    if (method !== 'GET') {
      headers.origin = new URL(this.base).origin;
    }
    let res: HttpResponse;
    try {
      res = await send(this.base, this.agent, { method, path, headers, body: opts.body, timeoutMs: opts.timeoutMs });
    } catch (error) {
      const e = error as HttpError;
      this.metrics.record(op, e.ms ?? 0, 'error', `${e.kind ?? 'network'}: ${e.message}`);
      return null;
    }
    if ((opts.ok ?? [200]).includes(res.status)) {
      this.metrics.record(op, res.ms, 'ok');
      return { res, outcome: 'ok' };
    }
    if (opts.conflicts?.includes(res.status)) {
      this.metrics.record(op, res.ms, 'conflict');
      return { res, outcome: 'conflict' };
    }
    this.metrics.record(op, res.ms, 'error', `HTTP ${res.status}: ${res.body.slice(0, 200)}`);
    return { res, outcome: 'error' };
  }

  async signUp(): Promise<boolean> {
    const res = await this.raw('POST /api/auth/sign-up/email', 'POST', '/api/auth/sign-up/email', {
      body: { name: this.name, email: this.email, password: PASSWORD, role: this.role },
      withToken: false,
      timeoutMs: 30_000,
    });
    return res?.outcome === 'ok';
  }

  async signIn(): Promise<boolean> {
    const res = await this.raw('POST /api/auth/sign-in/email', 'POST', '/api/auth/sign-in/email', {
      body: { email: this.email, password: PASSWORD },
      withToken: false,
      timeoutMs: 30_000,
    });
    if (res?.outcome !== 'ok') {
      return false;
    }
    this.cookie = cookiesFrom(res.res);
    // As the web app: POST /api/me/ensure with the cookie alone, then the token manager starts.
    const me = await this.raw('POST /api/me/ensure', 'POST', '/api/me/ensure', { body: {}, withToken: false });
    if (me?.outcome !== 'ok') {
      return false;
    }
    const body = JSON.parse(me.res.body) as { user: { id: string }; profile: { id: string } | null };
    this.userId = body.user.id;
    this.profileId = body.profile?.id ?? '';
    return (await this.refreshToken()) !== null;
  }

  async refreshToken(): Promise<string | null> {
    const res = await this.raw('GET /api/auth/token', 'GET', '/api/auth/token', { withToken: false });
    if (res?.outcome !== 'ok') {
      return null;
    }
    this.token = (JSON.parse(res.res.body) as { token: string }).token;
    this.tokenExp = jwtExp(this.token) ?? Date.now() / 1000 + ACCESS_TOKEN_TTL_SECONDS;
    return this.token;
  }

  /** An API call as the web app makes it (Bearer + cookie); parsed JSON on success or conflict. */
  async call<T>(
    op: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    opts: CallOptions = {},
  ): Promise<CallResult<T> | null> {
    if (this.cookie && (!this.token || this.tokenExp - Date.now() / 1000 <= TOKEN_REFRESH_THRESHOLD_SECONDS)) {
      await this.refreshToken();
    }
    let result = await this.raw(op, method, path, opts);
    if (result?.outcome === 'error' && result.res.status === 401 && this.token) {
      // Counted as an error (the token was fresh), then retried once like apiRequest does.
      if ((await this.refreshToken()) === null) {
        return null;
      }
      result = await this.raw(`${op} (retry after 401)`, method, path, opts);
    }
    if (!result || result.outcome === 'error') {
      return null;
    }
    const { res, outcome } = result;
    const servedBy = res.headers['x-soak-served-by'];
    return {
      status: res.status,
      outcome,
      data: (res.body ? JSON.parse(res.body) : undefined) as T,
      servedBy: typeof servedBy === 'string' ? Number(servedBy) : null,
    };
  }
}

/**
 * The browser's EventSource on GET /api/events (cookie only), counting events by name. A stream
 * that ends while the server is meant to be up is an error; it reconnects after 1 s like the app.
 */
export class EventStream {
  readonly counts = new Map<string, number>();
  private req: http.ClientRequest | null = null;
  private closed = false;
  opened = false;
  /** Behind the soak's proxy: the backend holding the stream (its `x-soak-served-by` answer). */
  servedBy: number | null = null;
  /** How many times the stream dropped (each is also an error in the metrics). */
  drops = 0;

  constructor(
    private readonly user: SimUser,
    public metrics: Metrics,
    /** Called with every event's name and parsed data (null when the data is not JSON). */
    private readonly onEvent?: (name: string, data: unknown) => void,
  ) {}

  open(): Promise<void> {
    return new Promise((resolve) => {
      const url = new URL('/api/events', this.user.base);
      const started = performance.now();
      let settled = false;
      const settle = () => {
        if (!settled) {
          settled = true;
          resolve();
        }
      };
      const req = http.get(
        url,
        { headers: { accept: 'text/event-stream', cookie: this.user.cookie, 'x-forwarded-for': this.user.ip } },
        (res) => {
          if (res.statusCode !== 200) {
            this.metrics.record(
              'SSE /api/events (open)',
              performance.now() - started,
              'error',
              `HTTP ${res.statusCode}`,
            );
            res.resume();
            settle();
            return;
          }
          this.metrics.record('SSE /api/events (open)', performance.now() - started, 'ok');
          this.opened = true;
          const servedBy = res.headers['x-soak-served-by'];
          this.servedBy = typeof servedBy === 'string' ? Number(servedBy) : null;
          settle();
          let buffer = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            buffer += chunk;
            let idx: number;
            while ((idx = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, idx);
              buffer = buffer.slice(idx + 2);
              const name = /^event: ?(.*)$/m.exec(block)?.[1];
              if (name) {
                this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
                if (this.onEvent) {
                  const raw = /^data: ?(.*)$/m.exec(block)?.[1];
                  let data: unknown = null;
                  try {
                    data = raw === undefined ? null : JSON.parse(raw);
                  } catch {
                    // not JSON: passed as null
                  }
                  this.onEvent(name, data);
                }
              }
            }
          });
          res.on('end', () => this.dropped('stream ended'));
          res.on('error', (e) => this.dropped(e.message));
        },
      );
      req.on('error', (e) => {
        if (!settled) {
          this.metrics.record('SSE /api/events (open)', performance.now() - started, 'error', `network: ${e.message}`);
          settle();
        } else {
          this.dropped(e.message);
        }
      });
      this.req = req;
    });
  }

  private dropped(why: string): void {
    if (this.closed) {
      return;
    }
    this.drops += 1;
    this.metrics.recordError('SSE /api/events (dropped)', `dropped: ${why}`);
    this.req?.destroy();
    setTimeout(() => {
      if (!this.closed) {
        void this.open();
      }
    }, 1000);
  }

  close(): void {
    this.closed = true;
    this.req?.destroy();
  }
}

/** Sign everybody up and in, `concurrency` at a time (each is a scrypt hash on the server). */
export async function signUpAndIn(people: SimUser[], concurrency: number): Promise<SimUser[]> {
  const ready: SimUser[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < people.length) {
        const p = people[next]!;
        next += 1;
        if ((await p.signUp()) && (await p.signIn())) {
          ready.push(p);
        }
      }
    }),
  );
  return ready;
}
