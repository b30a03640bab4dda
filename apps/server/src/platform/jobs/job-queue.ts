import type { JobState } from '@thamani/domain/jobs';
import type { z } from 'zod';
import type { Db } from '#db/client.ts';
import type { FailedJob, JobStateCount } from './job-admin.ts';

/** What a handler gets besides its payload. */
export interface JobContext {
  /** The job's id: the key that makes its effect happen once when a run is repeated. */
  id: string;
  /** Tell the person waiting how far the job is (0–100). */
  reportProgress: (percent: number) => Promise<void>;
  /** This run is the job's last: a failure now is final (pg-boss's retry count has reached its limit). */
  isLastAttempt: boolean;
}

export interface JobDefinition<P> {
  /** Queue name: letters, digits, dots, hyphens, underscores. */
  name: string;
  /** The payload, checked when the job is sent and again when it runs. */
  schema: z.ZodType<P>;
  /**
   * The work. It may run more than once (a retry, or a process killed mid-job): make its effect
   * idempotent by `job.id`.
   */
  handle: (payload: P, job: JobContext) => Promise<void>;
  /** Further attempts after the first failure (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled each time with jitter when `retryBackoff` (default 2). */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** A run longer than this counts as failed and is retried — also how a killed run comes back (default 300). */
  expireInSeconds?: number;
  /** Shown to the person waiting once the job has failed for good. */
  failedMessage: string;
}

export interface SendOptions {
  /**
   * Enqueue inside this transaction: the job exists only if it commits (a rolled-back request
   * sends no e-mail).
   */
  tx?: Db;
  /** The user who caused the job: only they (and admins) may follow its progress. */
  ownerUserId?: string | null;
  /** Run it no sooner than this many seconds from now (a check that waits for an answer that may never come). */
  startAfterSeconds?: number;
}

export interface JobStatus {
  id: string;
  name: string;
  state: JobState;
  progress: number;
  /** The job definition's message for people when failed, else null. */
  error: string | null;
  ownerUserId: string | null;
}

export interface JobQueue {
  register: <P>(definition: JobDefinition<P>) => Promise<void>;
  /** Returns the job id. */
  send: <P>(name: string, payload: P, options?: SendOptions) => Promise<string>;
  getStatus: (id: string) => Promise<JobStatus | null>;
  /** Resolves once no job of `name` is waiting to run or running (retries waiting out their back-off aside). */
  whenIdle: (name: string, timeoutMs?: number) => Promise<void>;
  /** Jobs per queue and pg-boss state, read at the moment (metrics). */
  countByState: () => Promise<JobStateCount[]>;
  /** Jobs that failed for good, newest first (the admin's System page). */
  listFailed: (limit: number) => Promise<FailedJob[]>;
  /** The definition's message for people when a job of `name` fails for good. */
  failedMessageOf: (name: string) => string;
  /** Queue a failed job again (one more attempt), in `tx` when given; false when no failed job has that id. */
  retry: (id: string, options?: { tx?: Db }) => Promise<boolean>;
  /** How the newest finished job of `name` ended (the System page's last mail delivery). */
  lastFinished: (name: string) => Promise<{ state: 'completed' | 'failed'; at: Date; error: string | null } | null>;
  /** Started and not stopped: taking and running jobs (readiness). */
  isRunning: () => boolean;
  start: () => Promise<void>;
  /**
   * Stops taking jobs; lets the running ones finish within a bound, then hands them back to the
   * queue. Resolves once nothing it started is still running: the connection may then close.
   */
  stop: () => Promise<void>;
}

/**
 * Thrown by a handler when trying again cannot help (a mail refused for good): the job fails at
 * once, its remaining retries unused.
 */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}
