import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny round-robin load balancer: each request goes to the next backend in turn, responses
 * (Server-Sent Events included) are streamed back chunk by chunk, X-Forwarded-For is appended as
 * a real balancer does, and every request is logged with the backend that served it. A request
 * carrying `x-soak-backend: <index>` is sent to that backend (the soak uses it to put one action
 * on the other process deliberately); the header is not forwarded. Every response carries
 * `x-soak-served-by: <index>`, so a client outside the proxy's process knows where it landed.
 */

/** Response header naming the backend (its index) that served the request. */
export const SERVED_BY = 'x-soak-served-by';

export interface ProxyLogEntry {
  seq: number;
  method: string;
  path: string;
  backend: number;
  forced: boolean;
  status: number | null;
  startedAt: number;
  /** When the response ended or the connection closed (an open event stream has none). */
  closedAt: number | null;
}

export class RoundRobinProxy {
  readonly log: ProxyLogEntry[] = [];
  private next = 0;
  private readonly served: number[] = [];
  private readonly server: http.Server;
  // An idle pooled connection is closed here after 30 s, before the backend's own keep-alive
  // timeout (Fastify: 72 s) closes it: otherwise a request sent on a connection the backend is
  // closing at that moment fails (ECONNRESET). Node's agent only honours the backend's
  // `Keep-Alive: timeout` hint when a timeout of its own is set.
  private readonly agent = new http.Agent({ keepAlive: true, timeout: 30_000 });

  /** `keepLog: false` keeps only the per-backend counts (a long capacity run would grow the log without bound). */
  constructor(
    readonly backends: string[],
    private readonly options: { keepLog: boolean } = { keepLog: true },
  ) {
    this.server = http.createServer({ noDelay: true }, (req, res) => this.forward(req, res));
  }

  async listen(port: number, host = '127.0.0.1'): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => resolve());
    });
    const address = this.server.address() as AddressInfo;
    return `http://${host}:${address.port}`;
  }

  private forward(req: http.IncomingMessage, res: http.ServerResponse): void {
    const forcedHeader = req.headers['x-soak-backend'];
    const forced =
      typeof forcedHeader === 'string' && /^\d+$/.test(forcedHeader) && Number(forcedHeader) < this.backends.length;
    const backend = forced ? Number(forcedHeader) : this.next++ % this.backends.length;
    const entry: ProxyLogEntry = {
      seq: this.log.length + 1,
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      backend,
      forced,
      status: null,
      startedAt: Date.now(),
      closedAt: null,
    };
    this.served[backend] = (this.served[backend] ?? 0) + 1;
    if (this.options.keepLog) {
      this.log.push(entry);
    }
    const headers = { ...req.headers };
    delete headers['x-soak-backend'];
    const client = req.socket.remoteAddress ?? '127.0.0.1';
    headers['x-forwarded-for'] = headers['x-forwarded-for']
      ? `${String(headers['x-forwarded-for'])}, ${client}`
      : client;
    const target = new URL(req.url ?? '/', this.backends[backend]);
    const upstream = http.request(target, { method: req.method, headers, agent: this.agent }, (up) => {
      entry.status = up.statusCode ?? 502;
      res.writeHead(up.statusCode ?? 502, up.statusMessage, [...up.rawHeaders, SERVED_BY, String(backend)]);
      res.flushHeaders();
      up.pipe(res);
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      entry.status ??= 502;
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' });
      }
      const how = `${error.code ?? error.message}${upstream.reusedSocket ? ' on a reused connection' : ''}`;
      res.end(JSON.stringify({ code: 'BAD_GATEWAY', message: `backend ${backend} unreachable (${how})` }));
    });
    res.on('close', () => {
      entry.closedAt = Date.now();
      // The browser went away (e.g. an EventSource closed): end the upstream request too.
      upstream.destroy();
    });
    req.pipe(upstream);
  }

  /** Requests per backend. */
  counts(): number[] {
    return this.backends.map((_, i) => this.served[i] ?? 0);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.agent.destroy();
  }
}
