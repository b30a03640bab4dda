import http from 'node:http';

/** A small HTTP client over node:http: exact headers (X-Forwarded-For, Origin), timings, no retries. */

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs?: number;
}

export class HttpError extends Error {
  constructor(
    message: string,
    readonly kind: 'network' | 'timeout',
    readonly ms: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** One keep-alive pool per simulated user population (sockets are reused, as a browser does). */
export function createAgent(): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: Infinity });
}

export function send(base: string, agent: http.Agent, req: HttpRequest): Promise<HttpResponse> {
  const url = new URL(req.path, base);
  const payload = req.body === undefined ? undefined : Buffer.from(JSON.stringify(req.body));
  const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(payload.length);
  }
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const r = http.request(url, { method: req.method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        }),
      );
      res.on('error', (e) =>
        reject(new HttpError(`${req.method} ${req.path}: ${e.message}`, 'network', performance.now() - started)),
      );
    });
    r.setTimeout(req.timeoutMs ?? 15_000, () => {
      r.destroy(
        new HttpError(
          `${req.method} ${req.path}: timed out after ${req.timeoutMs ?? 15_000} ms`,
          'timeout',
          performance.now() - started,
        ),
      );
    });
    r.on('error', (e) => {
      reject(
        e instanceof HttpError
          ? e
          : new HttpError(`${req.method} ${req.path}: ${e.message}`, 'network', performance.now() - started),
      );
    });
    r.end(payload);
  });
}

/** The `name=value` pairs of Set-Cookie headers, joined for a Cookie header. */
export function cookiesFrom(res: HttpResponse): string {
  const set = res.headers['set-cookie'] ?? [];
  return set
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c.includes('=') && !c.endsWith('='))
    .join('; ');
}

export function parseJson<T>(res: HttpResponse): T {
  return JSON.parse(res.body) as T;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Poll GET /api/health until 200 (or give up). */
export async function waitForHealth(base: string, timeoutMs: number, isDead: () => string | null): Promise<void> {
  const agent = new http.Agent({ keepAlive: false });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dead = isDead();
    if (dead) {
      throw new Error(dead);
    }
    try {
      const res = await send(base, agent, { method: 'GET', path: '/api/health', timeoutMs: 2000 });
      if (res.status === 200) {
        return;
      }
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      throw new Error(`${base} did not answer /api/health within ${timeoutMs} ms`);
    }
    await sleep(100);
  }
}
