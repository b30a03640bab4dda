import type { BossExecutor } from './boss-executor.ts';

/** Jobs of one queue in one pg-boss state (created, retry, active, completed, failed, cancelled). */
export interface JobStateCount {
  name: string;
  state: string;
  count: number;
}

/** A job that failed for good, as an admin sees it on the System page. */
export interface FailedJob {
  id: string;
  name: string;
  /** When it failed for good. */
  failedAt: Date;
  /** Runs it had (the first and every retry). */
  attempts: number;
  /** The raw error the last run ended with (for the admin; people see the definition's message). */
  error: string;
}

/** Live jobs only: completed and failed ones move to the archive once pg-boss archives them. */
export function stateCountsSql(schema: string): string {
  return `SELECT name, state::text AS state, count(*)::int AS n FROM ${schema}.job GROUP BY name, state`;
}

export async function countJobsByState(executor: BossExecutor, schema: string): Promise<JobStateCount[]> {
  const { rows } = await executor.executeSql(stateCountsSql(schema), []);
  return rows.map((row) => ({ name: String(row.name), state: String(row.state), count: Number(row.n) }));
}

/** Newest first; only the live table, where pg-boss can still retry them. */
export async function listFailedJobs(executor: BossExecutor, schema: string, limit: number): Promise<FailedJob[]> {
  const { rows } = await executor.executeSql(
    `SELECT id, name, retry_count, completed_on, output FROM ${schema}.job
      WHERE state = 'failed' ORDER BY completed_on DESC NULLS LAST, id LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    failedAt: new Date(row.completed_on as string | Date),
    attempts: Number(row.retry_count) + 1,
    error: readError(row.output),
  }));
}

/** The queue a failed job belongs to, or null when there is no such failed job. */
export async function failedJobName(executor: BossExecutor, schema: string, id: string): Promise<string | null> {
  const { rows } = await executor.executeSql(`SELECT name FROM ${schema}.job WHERE id = $1 AND state = 'failed'`, [id]);
  return rows[0] ? String(rows[0].name) : null;
}

/**
 * pg-boss stores the error it failed with as JSON: a serialised Error ({ name, message, stack }),
 * or { value } around anything else (its own timeouts and shutdowns).
 */
export function readError(output: unknown): string {
  const value = typeof output === 'string' ? safeParse(output) : output;
  if (value && typeof value === 'object') {
    const record = value as { message?: unknown; value?: unknown };
    if (typeof record.message === 'string') {
      return record.message;
    }
    if (typeof record.value === 'string') {
      return record.value;
    }
    if (record.value !== undefined) {
      return readError(record.value);
    }
  }
  return 'No error was recorded.';
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** How the newest finished job of a queue ended (live or archived); null when none has finished. */
export async function lastFinishedJob(
  executor: BossExecutor,
  schema: string,
  name: string,
): Promise<{ state: 'completed' | 'failed'; at: Date; error: string | null } | null> {
  const { rows } = await executor.executeSql(
    `SELECT state::text AS state, completed_on, output FROM (
        SELECT state, completed_on, output FROM ${schema}.job WHERE name = $1 AND state IN ('completed', 'failed')
        UNION ALL
        SELECT state, completed_on, output FROM ${schema}.archive WHERE name = $1 AND state IN ('completed', 'failed')
      ) finished ORDER BY completed_on DESC NULLS LAST LIMIT 1`,
    [name],
  );
  const row = rows[0];
  if (!row) {
    return null;
  }
  const state = row.state === 'failed' ? 'failed' : 'completed';
  return {
    state,
    at: new Date(row.completed_on as string | Date),
    error: state === 'failed' ? readError(row.output) : null,
  };
}
