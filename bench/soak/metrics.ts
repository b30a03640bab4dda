/** Latencies and outcomes per operation. */

export type Outcome = 'ok' | 'conflict' | 'error';

interface OpStats {
  ms: number[];
  ok: number;
  conflicts: number;
  errors: number;
}

export class Metrics {
  private readonly ops = new Map<string, OpStats>();
  readonly errorSamples: string[] = [];
  readonly errorKinds = new Map<string, number>();
  startedAt = performance.now();
  endedAt: number | null = null;

  private op(name: string): OpStats {
    let s = this.ops.get(name);
    if (!s) {
      s = { ms: [], ok: 0, conflicts: 0, errors: 0 };
      this.ops.set(name, s);
    }
    return s;
  }

  record(name: string, ms: number, outcome: Outcome, detail?: string): void {
    const s = this.op(name);
    s.ms.push(ms);
    if (outcome === 'ok') {
      s.ok += 1;
    } else if (outcome === 'conflict') {
      s.conflicts += 1;
    } else {
      s.errors += 1;
      const kind = `${name}: ${(detail ?? 'error').split(':')[0]}`;
      this.errorKinds.set(kind, (this.errorKinds.get(kind) ?? 0) + 1);
      // A few samples of each operation's errors, so one noisy operation cannot hide the others.
      const sameOp = this.errorSamples.filter((e) => e.startsWith(`${name}: `)).length;
      if (sameOp < 3 && this.errorSamples.length < 30) {
        this.errorSamples.push(`${name}: ${detail ?? 'error'}`);
      }
    }
  }

  /** An error that is not one HTTP call (e.g. an event stream that dropped). */
  recordError(name: string, detail: string): void {
    this.record(name, 0, 'error', detail);
  }

  get totals(): { requests: number; ok: number; conflicts: number; errors: number } {
    let requests = 0;
    let ok = 0;
    let conflicts = 0;
    let errors = 0;
    for (const s of this.ops.values()) {
      requests += s.ms.length;
      ok += s.ok;
      conflicts += s.conflicts;
      errors += s.errors;
    }
    return { requests, ok, conflicts, errors };
  }

  /** Every recorded latency (all operations). */
  allLatencies(): number[] {
    return [...this.ops.values()].flatMap((s) => s.ms);
  }

  seconds(): number {
    return ((this.endedAt ?? performance.now()) - this.startedAt) / 1000;
  }

  table(): string[] {
    const rows: string[][] = [
      ['operation', 'count', 'ok', 'conflicts', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
    ];
    const all: number[] = [];
    const names = [...this.ops.keys()].sort();
    for (const name of names) {
      const s = this.op(name);
      all.push(...s.ms);
      rows.push([name, String(s.ms.length), String(s.ok), String(s.conflicts), String(s.errors), ...quantiles(s.ms)]);
    }
    const t = this.totals;
    rows.push(['ALL', String(t.requests), String(t.ok), String(t.conflicts), String(t.errors), ...quantiles(all)]);
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    return rows.map((r) =>
      r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '),
    );
  }
}

/** The q-quantile (nearest rank) of the values; 0 when there are none. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) {
    return 0;
  }
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

function quantiles(values: number[]): string[] {
  if (values.length === 0) {
    return ['-', '-', '-', '-'];
  }
  return [0.5, 0.95, 0.99, 1].map((q) => quantile(values, q).toFixed(1));
}
