import autocannon from 'autocannon';
import { LOAD } from './config.ts';

/** One request shape; `next()` is called per request so calls spread over several users. */
export interface Target {
  url: string;
  method: 'GET' | 'POST' | 'PATCH';
  /** `context` lives from this request's setup until its response (autocannon resets it per request). */
  next: (context: Record<string, unknown>) => { path: string; headers?: Record<string, string>; body?: string | Buffer };
  /** Called with every response (status, body) and the context `next` filled for that request. */
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  connections?: number;
  /** Seconds before autocannon gives up on a response (its default is 10). */
  timeoutSeconds?: number;
}

export interface LoadResult {
  rps: number;
  /** autocannon's percentiles are whole milliseconds. */
  p50: number;
  /** The median of the 2xx answers' own times, to the microsecond (the scale ratios compare 3–7 ms). */
  p50Fine: number;
  p99: number;
  /** The 99th percentile of the 2xx answers' own times, to the microsecond. */
  p99Fine: number;
  total: number;
  non2xx: number;
  errors: number;
}

/** One autocannon run (no warm-up): for `seconds`, or until `{ amount }` answers have arrived. */
export function once(
  target: Target,
  length: number | { amount: number },
  onLatency?: (ms: number) => void,
): Promise<autocannon.Result> {
  const onResponse = target.onResponse;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        connections: target.connections ?? LOAD.connections,
        ...(typeof length === 'number' ? { duration: length } : { amount: length.amount }),
        method: target.method,
        ...(target.timeoutSeconds ? { timeout: target.timeoutSeconds } : {}),
        requests: [
          {
            setupRequest: (request, context) => {
              const call = target.next(context as Record<string, unknown>);
              return {
                ...request,
                method: target.method,
                path: call.path,
                headers: { ...(call.body ? { 'content-type': 'application/json' } : {}), ...call.headers },
                body: call.body,
              };
            },
            ...(onResponse ? { onResponse: (status: number, body: string, context: object) => onResponse(status, body, context as Record<string, unknown>) } : {}),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (onLatency) {
      instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
        if (status >= 200 && status < 300) {
          onLatency(ms);
        }
      });
    }
  });
}

/** The median of values sorted ascending. */
export function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? 0 : sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The nearest-rank percentile `q` (0–1) of values sorted ascending. */
function percentile(sorted: number[], q: number): number {
  return sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
}

/** Warm up (discarded), then measure for the configured duration. */
export async function measure(target: Target, seconds = LOAD.durationSeconds): Promise<LoadResult> {
  await once(target, LOAD.warmupSeconds);
  const latencies: number[] = [];
  const r = await once(target, seconds, (ms) => latencies.push(ms));
  const total = r.requests.total;
  const bad = r.non2xx + r.errors + r.timeouts;
  if (total === 0 || bad > Math.max(5, total * 0.01)) {
    throw new Error(`${target.method} ${target.url}${target.next({}).path}: ${bad} of ${total} calls failed (non-2xx ${r.non2xx}, errors ${r.errors})`);
  }
  latencies.sort((a, b) => a - b);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p50Fine: median(latencies),
    p99: r.latency.p99,
    p99Fine: percentile(latencies, 0.99),
    total,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/** Round-robin over a list. */
export function rotate<T>(items: readonly T[]): () => T {
  let i = 0;
  return () => {
    const item = items[i % items.length];
    i += 1;
    if (item === undefined) {
      throw new Error('rotate: empty list');
    }
    return item;
  };
}
