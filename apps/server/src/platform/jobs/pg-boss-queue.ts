import PgBoss from 'pg-boss';
import type { Database } from '#db/client.ts';
import { whenCommitted } from '#platform/transaction.ts';
import { executorFor, executorForTransaction, type BossExecutor } from './boss-executor.ts';
import { PermanentJobError, type JobDefinition, type JobQueue } from './job-queue.ts';
import { countJobsByState, failedJobName, lastFinishedJob, listFailedJobs } from './job-admin.ts';
import { pendingCountSql, progressSql, readJobStatus, type JobData } from './job-status.ts';

const SCHEMA = 'pgboss';
const FAILED_KEPT_SECONDS = 7 * 24 * 60 * 60;
const FALLBACK_FAILED_MESSAGE = 'This task could not be finished.';

export interface JobQueueOptions {
  /** How often an idle worker looks for work (a send in this process wakes it at once). */
  pollingIntervalSeconds?: number;
  /** How often expired runs (a process killed mid-job) are failed and so retried. */
  maintenanceIntervalSeconds?: number;
  /** How long stop() lets running jobs finish before handing them back. */
  stopTimeoutMs?: number;
  /** Take and run jobs in this process (default true); false only enqueues. */
  work?: boolean;
  onError?: (error: unknown) => void;
}

type AnyDefinition = JobDefinition<unknown>;

/**
 * The job queue on pg-boss, on either database: PostgreSQL through the app's pool, or PGlite
 * in-process through the same SQL (docs/decisions/007-background-jobs.md).
 */
export function createJobQueue(database: Database, options: JobQueueOptions = {}): JobQueue {
  // pg-boss marks a finished job complete without awaiting it: stop() waits for the statements
  // still running (below), or closing the connection right after would reject them unhandled.
  const inFlight = new Set<Promise<unknown>>();
  const base = executorFor(database);
  const executor: BossExecutor = {
    executeSql(text, values) {
      const running = base.executeSql(text, values);
      inFlight.add(running);
      running.then(
        () => inFlight.delete(running),
        () => inFlight.delete(running),
      );
      return running;
    },
  };
  // The handlers running now. pg-boss's graceful stop gives up on them after its timeout, but they
  // go on in this process and use the database; stop() waits for them before the connection goes.
  const running = new Set<Promise<void>>();
  const onError = options.onError ?? (() => undefined);
  const boss = new PgBoss({
    db: executor as PgBoss.Db,
    schema: SCHEMA,
    // No cron here, and maintenance runs on our own unref'd timer (see start()).
    schedule: false,
    supervise: false,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    // Failed jobs stay retryable (and listed on the admin's System page) for a week.
    archiveFailedAfterSeconds: FAILED_KEPT_SECONDS,
  });
  boss.on('error', onError);

  const definitions = new Map<string, AnyDefinition>();
  const workerIds = new Map<string, string>();
  let started = false;
  let stopped = false;
  let maintenance: NodeJS.Timeout | null = null;
  let maintaining: Promise<void> | null = null;

  const failedMessageOf = (name: string): string => definitions.get(name)?.failedMessage ?? FALLBACK_FAILED_MESSAGE;

  const definitionOf = (name: string): AnyDefinition => {
    const definition = definitions.get(name);
    if (!definition) {
      throw new Error(`jobs: no job named ${name} is registered`);
    }
    return definition;
  };

  async function runOne(definition: AnyDefinition, job: PgBoss.JobWithMetadata<JobData>): Promise<void> {
    const payload = definition.schema.parse(job.data.payload);
    try {
      await handleOne(definition, job, payload);
    } catch (error) {
      if (error instanceof PermanentJobError) {
        // pg-boss retries while retry_count < retry_limit: none left, so this failure is final.
        await executor.executeSql(`UPDATE ${SCHEMA}.job SET retry_limit = retry_count WHERE name = $1 AND id = $2`, [
          definition.name,
          job.id,
        ]);
      }
      throw error;
    }
  }

  async function handleOne(definition: AnyDefinition, job: PgBoss.JobWithMetadata<JobData>, payload: unknown): Promise<void> {
    await definition.handle(payload, {
      id: job.id,
      reportProgress: async (percent) => {
        await executor.executeSql(progressSql(SCHEMA), [
          definition.name,
          job.id,
          Math.round(Math.max(0, Math.min(100, percent))),
        ]);
      },
      isLastAttempt: job.retryCount >= job.retryLimit,
    });
  }

  async function activate(definition: AnyDefinition): Promise<void> {
    await boss.createQueue(definition.name, {
      name: definition.name,
      retryLimit: definition.retryLimit ?? 3,
      retryDelay: definition.retryDelaySeconds ?? 2,
      retryBackoff: definition.retryBackoff ?? true,
      expireInSeconds: definition.expireInSeconds ?? 300,
    });
    if (options.work === false) {
      return;
    }
    const workerId = await boss.work<JobData>(definition.name, { batchSize: 1, includeMetadata: true }, async (jobs) => {
      // A fetch that was under way when stop() began still hands over its jobs: give them back
      // to the queue (failed, so retried by the next process) instead of starting work now.
      if (stopped && jobs.length > 0) {
        throw new Error('jobs: the queue is stopping');
      }
      const run = (async () => {
        for (const job of jobs) {
          await runOne(definition, job);
        }
      })();
      running.add(run);
      try {
        await run;
      } finally {
        running.delete(run);
      }
      // pg-boss waits out the polling interval after every fetch: having found work, look for the
      // next job at once (a burst of 40 mails would otherwise take 80 s to leave).
      const self = workerIds.get(definition.name);
      if (jobs.length > 0 && self && !stopped) {
        boss.notifyWorker(self);
      }
    });
    workerIds.set(definition.name, workerId);
  }

  /**
   * Wake this process's worker for `name` instead of waiting for its next poll. A job written in a
   * transaction is not visible until the commit: the worker is woken then (a transaction not
   * opened with inTransaction is left to the poll).
   */
  function wakeWorker(name: string, tx: unknown): void {
    const workerId = workerIds.get(name);
    if (!workerId) {
      return;
    }
    const wake = () => {
      if (!stopped) {
        boss.notifyWorker(workerId);
      }
    };
    if (tx === undefined) {
      wake();
    } else {
      whenCommitted(tx, wake);
    }
  }

  function runMaintenance(): void {
    maintaining ??= boss
      .maintain()
      .catch(onError)
      .finally(() => {
        maintaining = null;
      });
  }

  return {
    async register(definition) {
      definitions.set(definition.name, definition as AnyDefinition);
      if (started) {
        await activate(definition as AnyDefinition);
      }
    },

    async send(name, payload, sendOptions = {}) {
      const definition = definitionOf(name);
      const data: JobData = { payload: definition.schema.parse(payload), ownerUserId: sendOptions.ownerUserId ?? null };
      const db = sendOptions.tx ? (executorForTransaction(database.kind, sendOptions.tx) as PgBoss.Db) : undefined;
      const id = await boss.send(name, data, {
        ...(db ? { db } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
      if (!id) {
        throw new Error(`jobs: ${name} was not enqueued (is the queue started?)`);
      }
      if (!sendOptions.startAfterSeconds) {
        wakeWorker(name, sendOptions.tx);
      }
      return id;
    },

    async getStatus(id) {
      return readJobStatus(executor, SCHEMA, id, failedMessageOf);
    },

    countByState: () => countJobsByState(executor, SCHEMA),

    listFailed: (limit) => listFailedJobs(executor, SCHEMA, limit),

    failedMessageOf,

    async retry(id, retryOptions = {}) {
      const db = retryOptions.tx ? executorForTransaction(database.kind, retryOptions.tx) : executor;
      const name = await failedJobName(db, SCHEMA, id);
      if (!name) {
        return false;
      }
      // Typed as void, pg-boss 10 answers how many jobs it moved (0: another retry came first).
      const result = (await boss.retry(name, id, { db: db as PgBoss.Db })) as unknown as
        { affected?: number } | undefined;
      wakeWorker(name, retryOptions.tx);
      return (result?.affected ?? 1) > 0;
    },

    lastFinished: (name) => lastFinishedJob(executor, SCHEMA, name),

    isRunning: () => started && !stopped,

    async whenIdle(name, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await executor.executeSql(pendingCountSql(SCHEMA), [name]);
        if (Number(rows[0]?.n ?? 0) === 0) {
          return;
        }
        if (Date.now() > deadline) {
          throw new Error(`jobs: ${name} still has work after ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },

    async start() {
      if (started) {
        return;
      }
      await boss.start();
      started = true;
      for (const definition of definitions.values()) {
        await activate(definition);
      }
      // Maintenance fails runs past their expiry (so a killed process's job is retried) and
      // archives old jobs. Unref'd: it never keeps a process (or a test run) alive.
      maintenance = setInterval(runMaintenance, (options.maintenanceIntervalSeconds ?? 30) * 1000);
      maintenance.unref();
    },

    async stop() {
      if (!started || stopped) {
        return;
      }
      stopped = true;
      if (maintenance) {
        clearInterval(maintenance);
      }
      await maintaining;
      // Graceful: running jobs get stopTimeoutMs to finish; the rest are failed back to the queue
      // ("shut down while active") and retried by the next process.
      await boss.stop({ graceful: true, close: false, timeout: options.stopTimeoutMs ?? 5000 });
      // Then everything this queue still has going, however long it takes (in production the
      // shutdown's own deadline bounds it): the handlers, the statements, and what they lead to —
      // pg-boss marks a run complete or failed without awaiting it, and a fetch under way hands
      // its jobs back. Anything left would meet a closed connection as an unhandled rejection.
      while (inFlight.size > 0 || running.size > 0) {
        await Promise.allSettled([...inFlight, ...running]);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
