import type { JobState } from '@thamani/domain/jobs';
import type { BossExecutor } from './boss-executor.ts';
import type { JobStatus } from './job-queue.ts';

/** The envelope pg-boss stores as a job's data: the payload and who caused the job. */
export interface JobData {
  payload: unknown;
  ownerUserId: string | null;
}

/** pg-boss's states, as the person waiting sees them: a retry waiting out its back-off is still queued. */
const STATE_FOR_PEOPLE: Record<string, JobState> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  completed: 'completed',
  failed: 'failed',
  cancelled: 'failed',
};

/** While a job runs, `output` holds its last reported progress (pg-boss overwrites it at the end). */
export function progressSql(schema: string): string {
  return `UPDATE ${schema}.job SET output = jsonb_build_object('progress', $3::int)
    WHERE name = $1 AND id = $2 AND state = 'active'`;
}

/** A job by id alone, live or archived (completed jobs move to the archive after a while). */
function statusSql(schema: string): string {
  return `SELECT id, name, state::text AS state, data, output FROM ${schema}.job WHERE id = $1
    UNION ALL
    SELECT id, name, state::text AS state, data, output FROM ${schema}.archive WHERE id = $1
    LIMIT 1`;
}

function readProgress(output: unknown): number {
  const value = (output as { progress?: unknown } | null)?.progress;
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.min(100, Math.round(value))) : 0;
}

export async function readJobStatus(
  executor: BossExecutor,
  schema: string,
  id: string,
  failedMessageOf: (name: string) => string,
): Promise<JobStatus | null> {
  const { rows } = await executor.executeSql(statusSql(schema), [id]);
  const row = rows[0];
  if (!row) {
    return null;
  }
  const name = String(row.name);
  const state = STATE_FOR_PEOPLE[String(row.state)] ?? 'queued';
  const data = row.data as Partial<JobData> | null;
  return {
    id: String(row.id),
    name,
    state,
    progress: state === 'completed' ? 100 : state === 'running' ? readProgress(row.output) : 0,
    error: state === 'failed' ? failedMessageOf(name) : null,
    ownerUserId: typeof data?.ownerUserId === 'string' ? data.ownerUserId : null,
  };
}

/** Jobs of a queue that are due to run now or running (for tests and the dev mailbox). */
export function pendingCountSql(schema: string): string {
  return `SELECT count(*)::int AS n FROM ${schema}.job
    WHERE name = $1 AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`;
}
